import { describe, expect, it } from 'vitest';
import { prefixCovers, requiredAuthorities } from './privateRoutes';
import { buildRouteObjects, placeholderRoutes, resolveAuthorities, FEATURE_ROUTES } from './routes';

describe('private-route table (spec 000 §2)', () => {
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
    for (const path of [
      '/reporting/contributions',
      '/report/users-report',
      '/point-definition/SUGGESTION',
      '/eval/SUGGESTION/list',
      '/user-point',
    ]) {
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

  it('feature routes take the table unless they say otherwise', () => {
    expect(resolveAuthorities({ path: '/admin/*', component: () => null })).toEqual(['ROLE_ADMIN', 'ROLE_APP_ADMIN']);
    expect(resolveAuthorities({ path: '/login', component: () => null, authorities: null })).toBeNull();
    expect(resolveAuthorities({ path: '/x', component: () => null, authorities: ['ROLE_USER'] })).toEqual(['ROLE_USER']);
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
