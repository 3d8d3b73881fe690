import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Life-cycle administration (spec 002 §2); roles in app/router/access.ts. */
export const routes: AppRoute[] = [
  { path: '/life-cycle', component: lazyPage(() => import('./LifeCycleListPage')) },
  { path: '/life-cycle/:id/edit', component: lazyPage(() => import('./LifeCycleEditPage')) },
];
