import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

const StartPage = lazyPage(() => import('./ContributionStartPage'));
const EditPage = lazyPage(() => import('./ContributionEditPage'));
const ListPage = lazyPage(() => import('./ContributionListPage'));
const DetailPage = lazyPage(() => import('./ContributionDetailPage'));

/**
 * Contribution pages (spec 002 §2), INTERNAL or EXTERNAL (app/router/access.ts).
 * The list answers both /contribution/list/{type}/{id}/{scope} and the menu's
 * /contribution/{type}/0/{scope}; a last segment other than all|mine|assigned is not found.
 * Static segments (null, edit, view, list) outrank the dynamic ones in the router.
 */
export const routes: AppRoute[] = [
  { path: '/contribution/:type/null', component: StartPage },
  { path: '/contribution/:type/:id/edit', component: EditPage },
  // /contribution/{type}/{campaignId}/{id}/edit and /contribution/IDEA/{competitionId}/{id}/edit
  { path: '/contribution/:type/:parentId/:id/edit', component: EditPage },
  { path: '/contribution/list/:type/:parentId/:scope', component: ListPage },
  { path: '/contribution/:type/:parentId/:scope', component: ListPage },
  { path: '/contribution/view/:id', component: DetailPage },
];
