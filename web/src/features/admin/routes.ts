import { lazyPage } from '../../app/lazy';
import { AUTHORITIES as A } from '../../app/auth/authorities';
import type { AppRoute } from '../../app/router/types';

/**
 * /admin/* needs ADMIN or APP_ADMIN (prefix table); the system pages (metrics, configuration,
 * logs) are in the system submenu and need ADMIN, as the server does.
 */
export const routes: AppRoute[] = [
  { path: '/admin/*', component: lazyPage(() => import('./AdminHomePage')) },
  { path: '/admin/metrics', component: lazyPage(() => import('./MetricsPage')), authorities: [A.ADMIN] },
  { path: '/admin/configuration', component: lazyPage(() => import('./ConfigurationPage')), authorities: [A.ADMIN] },
  { path: '/admin/logs', component: lazyPage(() => import('./LogsPage')), authorities: [A.ADMIN] },
];
