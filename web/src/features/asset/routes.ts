import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /asset, the manual uploads; roles in app/router/access.ts. */
export const routes: AppRoute[] = [{ path: '/asset', component: lazyPage(() => import('./AssetPage')) }];
