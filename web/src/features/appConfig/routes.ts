import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /app/config: ADMIN (the /app prefix). */
export const routes: AppRoute[] = [{ path: '/app/config', component: lazyPage(() => import('./AppConfigPage')) }];
