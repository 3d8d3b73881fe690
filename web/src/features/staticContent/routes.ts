import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

export const routes: AppRoute[] = [
  // /static-content: ADMIN, APP_ADMIN (prefix table)
  { path: '/static-content/edit', component: lazyPage(() => import('./StaticContentEditPage')) },
  // public
  { path: '/static-content-view/:contentKey', component: lazyPage(() => import('./StaticContentViewPage')), authorities: null },
];
