import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Evaluations (issue 16); who may open each: app/router/access.ts. */
export const routes: AppRoute[] = [{ path: '/eval/:type/list', component: lazyPage(() => import('./EvalDefinitionListPage')) }];
