import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Public; the page itself shows not-found when the contact form is disabled. */
export const routes: AppRoute[] = [{ path: '/contact', component: lazyPage(() => import('./ContactPage')) }];
