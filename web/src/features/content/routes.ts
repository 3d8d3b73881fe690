import { lazyPage } from '../../app/lazy';
import { publishableRoutes } from '../publishing/routes';

/** Content pages: the routes of every publishable kind; their roles (001 §6) are in app/router/access.ts. */
export const routes = publishableRoutes('content', {
  list: lazyPage(() => import('./ContentListPage')),
  manage: lazyPage(() => import('./ContentManagePage')),
  create: lazyPage(() => import('./ContentUpdatePage')),
  detail: lazyPage(() => import('./ContentDetailPage')),
  // a lazy part of its own, as /new and /{id}/edit are different pages to the router
  update: lazyPage(() => import('./ContentUpdatePage')),
  remove: lazyPage(() => import('./ContentDeletePage')),
});
