import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** /language-admin; roles in app/router/access.ts. */
export const routes: AppRoute[] = [
  { path: '/language-admin', component: lazyPage(() => import('./WebLanguagePage')) },
  { path: '/language-admin/backend', component: lazyPage(() => import('./BackendLanguagePage')) },
];
