import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Guards from the prefix table: /life-cycle needs ADMIN (spec 002 §2). */
export const routes: AppRoute[] = [
  { path: '/life-cycle', component: lazyPage(() => import('./LifeCycleListPage')) },
  { path: '/life-cycle/:id/edit', component: lazyPage(() => import('./LifeCycleEditPage')) },
];
