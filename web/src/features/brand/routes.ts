import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /brand, the brand images; roles in app/router/access.ts. */
export const routes: AppRoute[] = [{ path: '/brand', component: lazyPage(() => import('./BrandPage')) }];
