import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /admin/user-management: ADMIN, APP_ADMIN (the /admin prefix). */
export const routes: AppRoute[] = [{ path: '/admin/user-management', component: lazyPage(() => import('./UserManagementPage')) }];
