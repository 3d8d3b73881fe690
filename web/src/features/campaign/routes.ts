import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/**
 * Campaign pages (spec 001 §2); who may open each (roles of §6): app/router/access.ts.
 * Static segments (manage, new) outrank /campaign/:id.
 */
export const routes: AppRoute[] = [
  { path: '/campaign', component: lazyPage(() => import('./CampaignListPage')) },
  { path: '/campaign/manage', component: lazyPage(() => import('./CampaignManagePage')) },
  { path: '/campaign/new', component: lazyPage(() => import('./CampaignUpdatePage')) },
  { path: '/campaign/:id', component: lazyPage(() => import('./CampaignDetailPage')) },
  {
    path: '/campaign/:id/edit',
    component: lazyPage(() => import('./CampaignUpdatePage')),
  },
  { path: '/campaign/:id/delete', component: lazyPage(() => import('./CampaignDeletePage')) },
];
