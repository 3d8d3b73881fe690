import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

/** Public, exact: /unsubscribe-email/{token}. */
export const routes: AppRoute[] = [{ path: '/unsubscribe-email/:token', component: lazyPage(() => import('./UnsubscribePage')) }];
