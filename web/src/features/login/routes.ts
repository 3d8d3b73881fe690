import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

export const routes: AppRoute[] = [
  { path: '/login', component: lazyPage(() => import('./LoginPage')) },
  { path: '/logout', component: lazyPage(() => import('./Logout')) },
];
