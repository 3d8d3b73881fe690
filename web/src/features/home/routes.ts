import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

export const routes: AppRoute[] = [{ path: '/', component: lazyPage(() => import('./HomePage')) }];
