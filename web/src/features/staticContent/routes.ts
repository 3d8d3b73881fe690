import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

export const routes: AppRoute[] = [
  // roles of both in app/router/access.ts
  { path: '/static-content/edit', component: lazyPage(() => import('./StaticContentEditPage')) },
  { path: '/static-content-view/:contentKey', component: lazyPage(() => import('./StaticContentViewPage')) },
];
