import { describe, expect, it } from 'vitest';
import serverRoles from '../api/roles.gen.json';
import { ACCESS, accessOf, canEnter, prefixCovers, requiredAuthorities } from './access';
import { buildRouteObjects, placeholderRoutes, resolveAuthorities, FEATURE_ROUTES } from './routes';

describe('access table (spec 000 §2)', () => {
  it('covers paths segment by segment', () => {
    expect(prefixCovers('/report', '/reporting')).toBe(false);
    expect(prefixCovers('/contribution', '/contribution-task')).toBe(false);
    expect(prefixCovers('/contribution', '/contribution/list/SUGGESTION/0/all')).toBe(true);
    expect(prefixCovers('/report/:contributionType/benefit', '/report/SUGGESTION/benefit')).toBe(true);
  });

  it('gives each prefix its roles', () => {
    expect(requiredAuthorities('/admin/user-management')).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
    expect(requiredAuthorities('/life-cycle')).toEqual(['ROLE_ADMIN']);
    expect(requiredAuthorities('/contribution/SUGGESTION/null')).toEqual(['ROLE_EXTERNAL', 'ROLE_INTERNAL']);
    expect(requiredAuthorities('/contribution-tag')).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
    expect(requiredAuthorities('/contribution-task')).toEqual([]);
    expect(requiredAuthorities('/campaign/manage')).toEqual(['ROLE_CAMPAIGN_AUTHOR', 'ROLE_CAMPAIGN_EDITOR']);
    expect(requiredAuthorities('/app/config')).toEqual(['ROLE_ADMIN']);
    expect(requiredAuthorities('/account/settings')).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
  });

  it('has no entry for a screen that does not exist yet', () => {
    for (const path of ['/reporting/contributions', '/report/users-report', '/point-definition/SUGGESTION', '/user-point']) {
      expect(requiredAuthorities(path)).toBeNull();
    }
  });

  it('leaves public routes public', () => {
    expect(requiredAuthorities('/')).toBeNull();
    expect(requiredAuthorities('/campaign')).toBeNull();
    expect(requiredAuthorities('/campaign/12')).toBeNull();
    expect(requiredAuthorities('/account/register')).toBeNull();
    expect(requiredAuthorities('/account/activate/abc')).toBeNull();
    expect(requiredAuthorities('/account/reset/finish/:key?')).toBeNull();
    expect(requiredAuthorities('/static-content-view/terms-platform')).toBeNull();
  });

  it('feature routes take the table', () => {
    expect(resolveAuthorities({ path: '/admin/*', component: () => null })).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
    expect(resolveAuthorities({ path: '/login', component: () => null })).toBeNull();
    expect(resolveAuthorities({ path: '/contribution-task', component: () => null })).toEqual([]);
    // a route the table does not know is a mistake, not a public page
    expect(() => resolveAuthorities({ path: '/x', component: () => null })).toThrow(/no access entry/);
  });

  it('has one entry for each route, and no entry without a route', () => {
    const routePaths = FEATURE_ROUTES.map((r) => r.path);
    const entryPaths = ACCESS.map((e) => e.path);
    expect(new Set(entryPaths).size).toBe(entryPaths.length);
    expect(routePaths.filter((p) => !entryPaths.includes(p))).toEqual([]);
    expect(entryPaths.filter((p) => !routePaths.includes(p))).toEqual([]);
  });

  it('answers for URLs as the router matches them', () => {
    expect(requiredAuthorities('/campaign/manage')).toEqual(['ROLE_CAMPAIGN_AUTHOR', 'ROLE_CAMPAIGN_EDITOR']);
    expect(requiredAuthorities('/campaign/12/delete')).toEqual(['ROLE_CAMPAIGN_EDITOR']);
    expect(requiredAuthorities('/admin/metrics')).toEqual(['ROLE_ADMIN']);
    expect(requiredAuthorities('/admin/anything')).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
    // an unknown path keeps its area's guard; below a public page it stays public
    expect(requiredAuthorities('/life-cycle/3')).toEqual(['ROLE_ADMIN']);
    expect(requiredAuthorities('/account/unknown')).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(requiredAuthorities('/content/12/unknown')).toBeNull();
  });

  it('says who may enter', () => {
    expect(canEnter(null, '/campaign')).toBe(true);
    expect(canEnter(null, '/contribution-task')).toBe(false);
    expect(canEnter([], '/contribution-task')).toBe(true);
    expect(canEnter(['ROLE_USER', 'ROLE_APP_ADMIN'], '/organization')).toBe(true);
    expect(canEnter(['ROLE_USER', 'ROLE_APP_ADMIN'], '/app/config')).toBe(false);
  });

  it('keeps guarded placeholders for prefixes without a feature yet', () => {
    const placeholders = placeholderRoutes(FEATURE_ROUTES).map((r) => r.path);
    expect(placeholders).toContain('/life-cycle/*');
    // the account feature fills the public pages under /account; without it they stay public placeholders
    expect(placeholders).not.toContain('/account/register');
    expect(placeholderRoutes([]).find((r) => r.path === '/account/register')?.authorities).toBeNull();
    expect(placeholders).toContain('/account/*');
    expect(placeholders).not.toContain('/admin/*');
    const paths = buildRouteObjects().map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/logout',
        '/admin/*',
        '/account/register',
        '/account/settings',
        '/contact',
        '/unsubscribe-email/:token',
        '/not-found',
        '*',
      ]),
    );
  });
});

/**
 * The server's access rules as its OpenAPI document states them (x-roles of each operation, written
 * to src/app/api/roles.gen.json by scripts/openapi.mjs beside the generated types): 'METHOD /path' →
 * roles (null public, [] any signed-in user). The document names a path's parameters once where two
 * routes differ only in their names ({type} and {id}), so paths are compared without parameter names.
 */
function serverRoutes(): Map<string, readonly string[] | null> {
  const out = new Map<string, readonly string[] | null>();
  for (const [route, roles] of Object.entries(serverRoles as Record<string, string[]>)) {
    const access = roles.length === 0 ? null : roles.length === 1 && roles[0] === '*' ? [] : roles;
    out.set(withoutParamNames(route), access);
  }
  return out;
}

/** 'GET /a/{id}/b' → 'GET /a/{}/b' */
function withoutParamNames(route: string): string {
  return route.replace(/\{[^}]*\}/g, '{}');
}

/** Whether `page` admits fewer people than `api`: a public call, a signed-in one, or a strict subset of its roles. */
function narrower(page: readonly string[] | null, api: readonly string[] | null): boolean {
  if (page === null) return false;
  if (api === null) return true;
  if (page.length === 0) return false;
  if (api.length === 0) return true;
  return page.every((r) => api.includes(r)) && page.length < api.length;
}

describe('access table against the server (x-roles of its OpenAPI document)', () => {
  const server = serverRoutes();
  const sorted = (roles: readonly string[] | null) => (roles === null ? null : [...roles].sort());

  it('reads the server table', () => {
    expect(server.get(withoutParamNames('GET /api/v3/admin/contribution-tags'))).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
    expect(server.get(withoutParamNames('GET /api/public/config/app'))).toBeNull();
    expect(server.get(withoutParamNames('GET /api/account'))).toEqual([]);
    expect(sorted(server.get(withoutParamNames('GET /api/v3/extra-inputs/filter/{id}')) ?? null)).toHaveLength(5);
  });

  it('each page admits the roles of its main call (a page narrower on purpose is marked)', () => {
    const disagreements: string[] = [];
    for (const entry of ACCESS) {
      if (entry.api === null) continue;
      const key = withoutParamNames(entry.api);
      if (!server.has(key)) {
        disagreements.push(`${entry.path}: ${entry.api} is not a server route`);
        continue;
      }
      const api = server.get(key)!;
      const page = entry.roles;
      if (entry.narrower === undefined) {
        if (JSON.stringify(sorted(page)) !== JSON.stringify(sorted(api))) {
          disagreements.push(`${entry.path} admits ${JSON.stringify(page)}, ${entry.api} ${JSON.stringify(api)}`);
        }
      } else if (!narrower(page, api)) {
        disagreements.push(`${entry.path} is marked narrower than ${entry.api} but is not`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('names each entry by its route path', () => {
    for (const r of FEATURE_ROUTES) expect(accessOf(r.path).path).toBe(r.path);
  });
});
