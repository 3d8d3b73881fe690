import { lazyPage } from '../../app/lazy';
import { AUTHORITIES as A } from '../../app/auth/authorities';
import type { AppRoute } from '../../app/router/types';

/** /asset: the spec's prefix table asks only for sign-in; the server allows manual uploads to ADMIN only. */
export const routes: AppRoute[] = [{ path: '/asset', component: lazyPage(() => import('./AssetPage')), authorities: [A.ADMIN] }];
