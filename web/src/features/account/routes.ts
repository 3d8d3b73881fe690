import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

const ActivatePage = lazyPage(() => import('./ActivatePage'));

/**
 * Registration, activation and password reset are public although they live under /account;
 * /account/settings keeps the /account guard (ADMIN or USER) from the private-route table.
 */
export const routes: AppRoute[] = [
  { path: '/account/register', component: lazyPage(() => import('./RegisterPage')), authorities: null },
  { path: '/account/activate/:key?', component: ActivatePage, authorities: null },
  { path: '/account/activateUser/:key?', component: ActivatePage, authorities: null },
  { path: '/account/reset/request', component: lazyPage(() => import('./ResetRequestPage')), authorities: null },
  { path: '/account/reset/finish/:key?', component: lazyPage(() => import('./ResetFinishPage')), authorities: null },
  { path: '/account/settings', component: lazyPage(() => import('./SettingsPage')) },
];
