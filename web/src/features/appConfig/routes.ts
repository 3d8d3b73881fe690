import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /app/config; roles in app/router/access.ts. */
export const routes: AppRoute[] = [{ path: '/app/config', component: lazyPage(() => import('./AppConfigPage')) }];
