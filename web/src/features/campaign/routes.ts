import { lazyPage } from '../../app/lazy';
import { publishableRoutes } from '../publishing/routes';

/** Campaign pages: the routes of every publishable kind; their roles (001 §6) are in app/router/access.ts. */
export const routes = publishableRoutes('campaign', {
  list: lazyPage(() => import('./CampaignListPage')),
  manage: lazyPage(() => import('./CampaignManagePage')),
  create: lazyPage(() => import('./CampaignUpdatePage')),
  detail: lazyPage(() => import('./CampaignDetailPage')),
  // a lazy part of its own, as /new and /{id}/edit are different pages to the router
  update: lazyPage(() => import('./CampaignUpdatePage')),
  remove: lazyPage(() => import('./CampaignDeletePage')),
});
