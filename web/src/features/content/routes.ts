import { lazyPage } from '../../app/lazy';
import { AUTHORITIES as A } from '../../app/auth/authorities';
import type { AppRoute } from '../../app/router/types';

/**
 * Content pages (spec 001 §2, roles of §6): the list and the detail are public; /content/manage
 * takes its guard from the prefix table; new needs CONTENT_AUTHOR, edit AUTHOR or EDITOR,
 * delete CONTENT_EDITOR. Static segments (manage, new) outrank /content/:id.
 */
export const routes: AppRoute[] = [
  { path: '/content', component: lazyPage(() => import('./ContentListPage')), authorities: null },
  { path: '/content/manage', component: lazyPage(() => import('./ContentManagePage')) },
  { path: '/content/new', component: lazyPage(() => import('./ContentUpdatePage')), authorities: [A.CONTENT_AUTHOR] },
  { path: '/content/:id', component: lazyPage(() => import('./ContentDetailPage')), authorities: null },
  {
    path: '/content/:id/edit',
    component: lazyPage(() => import('./ContentUpdatePage')),
    authorities: [A.CONTENT_AUTHOR, A.CONTENT_EDITOR],
  },
  { path: '/content/:id/delete', component: lazyPage(() => import('./ContentDeletePage')), authorities: [A.CONTENT_EDITOR] },
];
