import { lazyPage } from '../../app/lazy';
import { AUTHORITIES as A } from '../../app/auth/authorities';
import { publishableRoutes } from '../publishing/routes';

/** Content pages: the routes of every publishable kind, for the content roles. */
export const routes = publishableRoutes(
  'content',
  {
    list: lazyPage(() => import('./ContentListPage')),
    manage: lazyPage(() => import('./ContentManagePage')),
    create: lazyPage(() => import('./ContentUpdatePage')),
    detail: lazyPage(() => import('./ContentDetailPage')),
    // a lazy part of its own, as /new and /{id}/edit are different pages to the router
    update: lazyPage(() => import('./ContentUpdatePage')),
    remove: lazyPage(() => import('./ContentDeletePage')),
  },
  { author: A.CONTENT_AUTHOR, editor: A.CONTENT_EDITOR },
);
