import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/**
 * Content pages (spec 001 §2); who may open each (roles of §6): app/router/access.ts.
 * Static segments (manage, new) outrank /content/:id.
 */
export const routes: AppRoute[] = [
  { path: '/content', component: lazyPage(() => import('./ContentListPage')) },
  { path: '/content/manage', component: lazyPage(() => import('./ContentManagePage')) },
  { path: '/content/new', component: lazyPage(() => import('./ContentUpdatePage')) },
  { path: '/content/:id', component: lazyPage(() => import('./ContentDetailPage')) },
  {
    path: '/content/:id/edit',
    component: lazyPage(() => import('./ContentUpdatePage')),
  },
  { path: '/content/:id/delete', component: lazyPage(() => import('./ContentDeletePage')) },
];
