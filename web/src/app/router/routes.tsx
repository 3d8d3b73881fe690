/**
 * The route table. Each feature exports `routes: AppRoute[]`; adding a feature is adding its
 * routes to FEATURE_ROUTES. Guards come from the access table (access.ts), one entry per route.
 */
import type { RouteObject } from 'react-router';
import { PrivateRoute } from '../auth/PrivateRoute';
import { lazyPage } from '../lazy';
import type { AppRoute } from './types';
import { ACCESS, AREAS, accessOf } from './access';
import { routes as homeRoutes } from '../../features/home/routes';
import { routes as loginRoutes } from '../../features/login/routes';
import { routes as adminRoutes } from '../../features/admin/routes';
import { routes as accountRoutes } from '../../features/account/routes';
import { routes as contactRoutes } from '../../features/contact/routes';
import { routes as unsubscribeRoutes } from '../../features/unsubscribe/routes';
import { routes as userManagementRoutes } from '../../features/userManagement/routes';
import { routes as organizationRoutes } from '../../features/organization/routes';
import { routes as appConfigRoutes } from '../../features/appConfig/routes';
import { routes as staticContentRoutes } from '../../features/staticContent/routes';
import { routes as brandRoutes } from '../../features/brand/routes';
import { routes as assetRoutes } from '../../features/asset/routes';
import { routes as languageAdminRoutes } from '../../features/languageAdmin/routes';
import { routes as lifeCycleRoutes } from '../../features/lifeCycle/routes';
import { routes as contributionAdminRoutes } from '../../features/contributionAdmin/routes';
import { routes as evaluationRoutes } from '../../features/evaluation/routes';
import { routes as contributionRoutes } from '../../features/contribution/routes';
import { routes as contentRoutes } from '../../features/content/routes';
import { routes as campaignRoutes } from '../../features/campaign/routes';
import { routes as competitionRoutes } from '../../features/competition/routes';
import { routes as apiDocsRoutes } from '../../features/apiDocs/routes';

const NotFoundPage = lazyPage(() => import('../../shared/NotFoundPage'));

export const FEATURE_ROUTES: readonly AppRoute[] = [
  ...homeRoutes,
  ...loginRoutes,
  ...adminRoutes,
  ...accountRoutes,
  ...contactRoutes,
  ...unsubscribeRoutes,
  ...userManagementRoutes,
  ...organizationRoutes,
  ...appConfigRoutes,
  ...staticContentRoutes,
  ...brandRoutes,
  ...assetRoutes,
  ...languageAdminRoutes,
  ...lifeCycleRoutes,
  ...contributionRoutes,
  ...contributionAdminRoutes,
  ...evaluationRoutes,
  ...contentRoutes,
  ...campaignRoutes,
  ...competitionRoutes,
  ...apiDocsRoutes,
];

/** The authorities a route needs, from the access table: null when public, [] for any signed-in user. */
export function resolveAuthorities(route: AppRoute): readonly string[] | null {
  return accessOf(route.path).roles;
}

/** A route with its guard: a feature route resolved through the table, or a placeholder. */
export interface GuardedRoute extends AppRoute {
  authorities: readonly string[] | null;
}

/**
 * Not-found pages that keep their guard: a table entry without a route (none once every feature is
 * in FEATURE_ROUTES; a test checks), and each area's catch-all (/life-cycle/*), so an unknown path
 * under a guarded area asks for sign-in first.
 */
export function placeholderRoutes(existing: readonly AppRoute[]): GuardedRoute[] {
  const taken = new Set(existing.map((r) => r.path));
  const out: GuardedRoute[] = [];
  for (const { path, roles } of ACCESS) {
    if (!taken.has(path)) out.push({ path, component: NotFoundPage, authorities: roles });
  }
  for (const { prefix, roles } of AREAS) {
    const path = `${prefix}/*`;
    if (!taken.has(path)) out.push({ path, component: NotFoundPage, authorities: roles });
  }
  return out;
}

export function toRouteObject(route: AppRoute | GuardedRoute): RouteObject {
  const Component = route.component;
  const authorities = 'authorities' in route ? route.authorities : resolveAuthorities(route);
  return {
    path: route.path,
    element:
      authorities === null ? (
        <Component />
      ) : (
        <PrivateRoute authorities={authorities}>
          <Component />
        </PrivateRoute>
      ),
  };
}

export function buildRouteObjects(routes: readonly AppRoute[] = FEATURE_ROUTES): RouteObject[] {
  return [
    ...routes.map(toRouteObject),
    ...placeholderRoutes(routes).map(toRouteObject),
    { path: '/not-found', element: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}
