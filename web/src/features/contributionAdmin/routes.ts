import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/**
 * Contribution administration (issue 5). Guards come from the private-route table:
 * /contribution-task any signed-in user, /contribution-task/admin the type admins (and ADMIN),
 * /contribution-field COMPETITION/SUGGESTION/IMPROVEMENT_ADMIN, /extra-input SUGGESTION/IMPROVEMENT_ADMIN,
 * /contribution-tag ADMIN, APP_ADMIN. The pages check the type in the path themselves.
 */
export const routes: AppRoute[] = [
  { path: '/contribution-task', component: lazyPage(() => import('./MyTasksPage')) },
  { path: '/contribution-task/admin/:type', component: lazyPage(() => import('./AdminTasksPage')) },
  { path: '/contribution-field/:type', component: lazyPage(() => import('./ContributionFieldPage')) },
  { path: '/extra-input/:type', component: lazyPage(() => import('./ExtraInputListPage')) },
  { path: '/extra-input/:source/new', component: lazyPage(() => import('./ExtraInputFormPage')) },
  { path: '/extra-input/:source/:id/edit', component: lazyPage(() => import('./ExtraInputFormPage')) },
  { path: '/contribution-tag', component: lazyPage(() => import('./ContributionTagPage')) },
];
