import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

const ActivatePage = lazyPage(() => import('./ActivatePage'));

/** Registration, activation, password reset and settings; who may open each: app/router/access.ts. */
export const routes: AppRoute[] = [
  { path: '/account/register', component: lazyPage(() => import('./RegisterPage')) },
  { path: '/account/activate/:key?', component: ActivatePage },
  { path: '/account/activateUser/:key?', component: ActivatePage },
  { path: '/account/reset/request', component: lazyPage(() => import('./ResetRequestPage')) },
  { path: '/account/reset/finish/:key?', component: lazyPage(() => import('./ResetFinishPage')) },
  { path: '/account/settings', component: lazyPage(() => import('./SettingsPage')) },
];
