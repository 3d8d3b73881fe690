import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /admin/user-management; roles in app/router/access.ts. */
export const routes: AppRoute[] = [{ path: '/admin/user-management', component: lazyPage(() => import('./UserManagementPage')) }];
