import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** The organization tree and list; roles in app/router/access.ts. */
export const routes: AppRoute[] = [
  { path: '/admin/organization-tree', component: lazyPage(() => import('./OrganizationTreePage')) },
  { path: '/organization', component: lazyPage(() => import('./OrganizationListPage')) },
];
