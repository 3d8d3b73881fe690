import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Guards from the prefix table: /admin and /organization need ADMIN or APP_ADMIN. */
export const routes: AppRoute[] = [
  { path: '/admin/organization-tree', component: lazyPage(() => import('./OrganizationTreePage')) },
  { path: '/organization', component: lazyPage(() => import('./OrganizationListPage')) },
];
