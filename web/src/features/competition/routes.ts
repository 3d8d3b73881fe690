import { lazyPage } from '../../app/lazy';
import type { AppRoute } from '../../app/router/types';

const Wizard = lazyPage(() => import('./wizard/WizardPage'));

/** Competition pages (001 §2); who may open each: app/router/access.ts. Static segments outrank the dynamic ones. */
export const routes: AppRoute[] = [
  { path: '/competition', component: lazyPage(() => import('./CompetitionListPage')) },
  { path: '/competition/manage', component: lazyPage(() => import('./CompetitionManagePage')) },
  { path: '/competition/new', component: Wizard },
  { path: '/competition/:step/:id/edit', component: Wizard },
  { path: '/competition/3/:id/edit/:extraInputId/delete', component: lazyPage(() => import('./wizard/ExtraInputDeletePage')) },
  { path: '/competition/detail/:id/:scope', component: lazyPage(() => import('./detail/CompetitionDetailPage')) },
];
