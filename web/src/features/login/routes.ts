import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

export const routes: AppRoute[] = [
  { path: '/login', component: lazyPage(() => import('./LoginPage')), authorities: null },
  { path: '/logout', component: lazyPage(() => import('./Logout')), authorities: null },
];
