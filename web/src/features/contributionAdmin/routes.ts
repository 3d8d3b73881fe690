import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/**
 * Contribution administration (issue 5); who may open each: app/router/access.ts. The pages check
 * the type in the path themselves.
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
