import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /api-docs, as JHipster's administration API page; roles in app/router/access.ts. */
export const routes: AppRoute[] = [{ path: '/api-docs', component: lazyPage(() => import('./ApiDocsPage')) }];
