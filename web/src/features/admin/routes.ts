import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Guard from the private-route table: /admin needs ROLE_ADMIN or ROLE_APP_ADMIN. */
export const routes: AppRoute[] = [{ path: '/admin/*', component: lazyPage(() => import('./AdminHomePage')) }];
