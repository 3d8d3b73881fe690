import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** The administration landing page and the system pages (metrics, configuration, logs); roles in app/router/access.ts. */
export const routes: AppRoute[] = [
  { path: '/admin/*', component: lazyPage(() => import('./AdminHomePage')) },
  { path: '/admin/metrics', component: lazyPage(() => import('./MetricsPage')) },
  { path: '/admin/configuration', component: lazyPage(() => import('./ConfigurationPage')) },
  { path: '/admin/logs', component: lazyPage(() => import('./LogsPage')) },
];
