import { lazyPage } from '../../app/lazy';
import { AUTHORITIES as A } from '../../app/auth/authorities';
import type { AppRoute } from '../../app/router/types';

/**
 * Campaign pages (spec 001 §2, roles of §6): the list and the detail are public; /campaign/manage
 * takes its guard from the prefix table; new needs CAMPAIGN_AUTHOR, edit AUTHOR or EDITOR,
 * delete CAMPAIGN_EDITOR. Static segments (manage, new) outrank /campaign/:id.
 */
export const routes: AppRoute[] = [
  { path: '/campaign', component: lazyPage(() => import('./CampaignListPage')), authorities: null },
  { path: '/campaign/manage', component: lazyPage(() => import('./CampaignManagePage')) },
  { path: '/campaign/new', component: lazyPage(() => import('./CampaignUpdatePage')), authorities: [A.CAMPAIGN_AUTHOR] },
  { path: '/campaign/:id', component: lazyPage(() => import('./CampaignDetailPage')), authorities: null },
  {
    path: '/campaign/:id/edit',
    component: lazyPage(() => import('./CampaignUpdatePage')),
    authorities: [A.CAMPAIGN_AUTHOR, A.CAMPAIGN_EDITOR],
  },
  { path: '/campaign/:id/delete', component: lazyPage(() => import('./CampaignDeletePage')), authorities: [A.CAMPAIGN_EDITOR] },
];
