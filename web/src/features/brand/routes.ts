import { lazyPage } from '../../app/lazy';
import { AUTHORITIES as A } from '../../app/auth/authorities';
import type { AppRoute } from '../../app/router/types';

/** /brand: the spec's prefix table asks only for sign-in; the server allows brand uploads to ADMIN only. */
export const routes: AppRoute[] = [{ path: '/brand', component: lazyPage(() => import('./BrandPage')), authorities: [A.ADMIN] }];
