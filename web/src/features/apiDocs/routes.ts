import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /api-docs needs ADMIN (prefix table), as JHipster's administration API page. */
export const routes: AppRoute[] = [{ path: '/api-docs', component: lazyPage(() => import('./ApiDocsPage')) }];
