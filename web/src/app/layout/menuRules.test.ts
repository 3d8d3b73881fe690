import { describe, expect, it } from 'vitest';
import { defaultAppConfig, type AppConfig } from '../config/configSlice';
import { canList, canSubmit, computeMenu, displayName, settingAllows, type MenuAccount } from './menuRules';
import { matchPath } from 'react-router';
import { FEATURE_ROUTES } from '../router/routes';
import { canEnter } from '../router/access';

const config = (over: Partial<AppConfig> = {}): AppConfig => ({
  ...defaultAppConfig,
  languages: { en: 'English', tr: 'Türkçe' },
  locales: ['en', 'tr'],
  availableModules: ['CONTENT', 'CAMPAIGN', 'COMPETITION', 'SUGGESTION', 'IMPROVEMENT'],
  moduleSubmitListSettings: {
    SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
    IMPROVEMENT: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
    COMPETITION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
  },
  externalRegistrationAllowed: true,
  ...over,
});

const ADMIN: MenuAccount = {
  login: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  authorities: [
    'ROLE_ADMIN',
    'ROLE_APP_ADMIN',
    'ROLE_USER',
    'ROLE_INTERNAL',
    'ROLE_CONTENT_AUTHOR',
    'ROLE_CONTENT_EDITOR',
    'ROLE_CAMPAIGN_AUTHOR',
    'ROLE_CAMPAIGN_EDITOR',
    'ROLE_COMPETITION_ADMIN',
    'ROLE_COMPETITION_EDITOR',
    'ROLE_SUGGESTION_ADMIN',
    'ROLE_IMPROVEMENT_ADMIN',
  ],
};
const USER: MenuAccount = { login: 'user', authorities: ['ROLE_USER', 'ROLE_INTERNAL'] };
const EXTERNAL: MenuAccount = { login: 'ext', authorities: ['ROLE_USER', 'ROLE_EXTERNAL'] };

describe('settingAllows', () => {
  it('follows NONE / BOTH / INTERNAL / EXTERNAL', () => {
    expect(settingAllows('NONE', ['ROLE_INTERNAL'])).toBe(false);
    expect(settingAllows('BOTH', [])).toBe(true);
    expect(settingAllows('INTERNAL', ['ROLE_INTERNAL'])).toBe(true);
    expect(settingAllows('INTERNAL', ['ROLE_EXTERNAL'])).toBe(false);
    expect(settingAllows('EXTERNAL', ['ROLE_EXTERNAL'])).toBe(true);
    expect(settingAllows(undefined, ['ROLE_EXTERNAL'])).toBe(false);
  });
});

describe('computeMenu', () => {
  it('admin sees the management, platform, system, type-admin and reporting menus', () => {
    const m = computeMenu(ADMIN, config());
    expect(m.showManagement).toBe(true);
    expect(m.management.items.map((i) => i.to)).toEqual(['/content/manage', '/campaign/manage', '/competition/manage', '/life-cycle']);
    expect(m.management.platform.map((i) => i.to)).toEqual([
      '/admin/user-management',
      '/admin/organization-tree',
      '/static-content/edit',
      '/contribution-tag',
    ]);
    expect(m.management.system.map((i) => i.to)).toEqual([
      '/app/config',
      '/organization',
      '/language-admin',
      '/language-admin/backend',
      '/asset',
      '/brand',
      '/admin/metrics',
      '/admin/configuration',
      '/admin/logs',
      '/api-docs',
    ]);
    expect(m.management.suggestion.map((i) => i.to)).toEqual([
      '/extra-input/SUGGESTION',
      '/contribution-field/SUGGESTION',
      '/eval/SUGGESTION/list',
    ]);
    expect(m.management.improvement).toHaveLength(3);
    expect(m.reporting.map((s) => s.id)).toEqual(['reporting-suggestion', 'reporting-improvement']);
    expect(m.reporting[0].items.map((i) => i.to)).toEqual(['/contribution-task/admin/SUGGESTION']);
    expect(m.showLogin).toBe(false);
    expect(m.showRegister).toBe(false);
    expect(m.showContact).toBe(false);
  });

  it('a plain INTERNAL user sees no admin menus', () => {
    const m = computeMenu(USER, config());
    expect(m.showManagement).toBe(false);
    expect(m.management.platform).toEqual([]);
    expect(m.management.system).toEqual([]);
    expect(m.reporting).toEqual([]);
    expect(m.account?.map((i) => i.to)).toEqual(['/account/settings', '/contribution-task']);
    expect(m.contributeTypes).toEqual(['SUGGESTION', 'IMPROVEMENT']);
    expect(m.listings.map((l) => l.to)).toEqual([
      '/contribution/list/SUGGESTION/0/all',
      '/contribution/list/IMPROVEMENT/0/all',
      '/competition',
    ]);
  });

  it('submit setting INTERNAL hides Contribute for an EXTERNAL user', () => {
    const c = config({
      moduleSubmitListSettings: {
        SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'INTERNAL' },
        IMPROVEMENT: { listingEnabled: 'BOTH', submitEnabled: 'INTERNAL' },
        COMPETITION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
      },
    });
    expect(computeMenu(EXTERNAL, c).contributeTypes).toEqual([]);
    expect(computeMenu(USER, c).contributeTypes).toEqual(['SUGGESTION', 'IMPROVEMENT']);
  });

  it('one submittable type gives a single button; NONE and a missing module forbid', () => {
    const c = config({
      availableModules: ['SUGGESTION', 'IMPROVEMENT'],
      moduleSubmitListSettings: {
        SUGGESTION: { listingEnabled: 'NONE', submitEnabled: 'EXTERNAL' },
        IMPROVEMENT: { listingEnabled: 'EXTERNAL', submitEnabled: 'NONE' },
      },
    });
    const m = computeMenu(EXTERNAL, c);
    expect(m.contributeTypes).toEqual(['SUGGESTION']);
    expect(m.listings.map((l) => l.id)).toEqual(['list-improvement']);
    expect(canList('IDEA', EXTERNAL, c)).toBe(false);
    expect(canSubmit('SUGGESTION', null, c)).toBe(false);
  });

  it('IDEA follows the COMPETITION module', () => {
    expect(canList('IDEA', USER, config())).toBe(true);
    expect(canList('IDEA', USER, config({ availableModules: ['SUGGESTION'] }))).toBe(false);
  });

  it('management items need their module', () => {
    const m = computeMenu(ADMIN, config({ availableModules: ['SUGGESTION'] }));
    expect(m.management.items.map((i) => i.to)).toEqual(['/life-cycle']);
    expect(m.management.suggestion).toHaveLength(3);
    expect(m.management.improvement).toEqual([]);
  });

  it('every menu item leads to a screen of the route table (no dead ends)', () => {
    const patterns = FEATURE_ROUTES.map((r) => r.path);
    const all = [ADMIN, USER, EXTERNAL, null].flatMap((who) => {
      const m = computeMenu(who, config({ showPointSummaryTable: true }));
      return [...m.listings, ...m.reporting.flatMap((s) => s.items), ...Object.values(m.management).flat(), ...(m.account ?? [])];
    });
    expect(all.length).toBeGreaterThan(15);
    const dead = all.filter((link) => !patterns.some((p) => matchPath({ path: p, end: true }, link.to) !== null)).map((l) => l.to);
    expect(dead).toEqual([]);
  });

  it('a management or reporting item shows only to whom the access table admits at its path', () => {
    const people: MenuAccount[] = [
      ADMIN,
      USER,
      EXTERNAL,
      { login: 'appadmin', authorities: ['ROLE_USER', 'ROLE_APP_ADMIN'] },
      { login: 'content', authorities: ['ROLE_USER', 'ROLE_CONTENT_AUTHOR'] },
      { login: 'improvement', authorities: ['ROLE_USER', 'ROLE_IMPROVEMENT_ADMIN'] },
    ];
    for (const who of people) {
      const m = computeMenu(who, config());
      const links = [...m.reporting.flatMap((s) => s.items), ...Object.values(m.management).flat()];
      expect(links.filter((l) => !canEnter(who.authorities, l.to)).map((l) => l.to)).toEqual([]);
    }
    expect(
      computeMenu({ login: 'content', authorities: ['ROLE_USER', 'ROLE_CONTENT_AUTHOR'] }, config()).management.items.map((i) => i.to),
    ).toEqual(['/content/manage']);
  });

  it('contribution administration entries point at their screens and follow the type roles', () => {
    const sena: MenuAccount = { login: 'suggestion', authorities: ['ROLE_USER', 'ROLE_INTERNAL', 'ROLE_SUGGESTION_ADMIN'] };
    const m = computeMenu(sena, config());
    // the suggestion admin gets the suggestion submenu and the suggestion reports only
    expect(m.management.suggestion.find((i) => i.id === 'suggestion-extra-input')?.to).toBe('/extra-input/SUGGESTION');
    expect(m.management.suggestion.find((i) => i.id === 'suggestion-contribution-field')?.to).toBe('/contribution-field/SUGGESTION');
    expect(m.management.suggestion.find((i) => i.id === 'suggestion-evaluation')?.to).toBe('/eval/SUGGESTION/list');
    expect(m.management.improvement).toEqual([]);
    expect(m.reporting.map((s) => s.id)).toEqual(['reporting-suggestion']);
    expect(m.reporting[0].items.find((i) => i.id === 'report-suggestion-tasks')?.to).toBe('/contribution-task/admin/SUGGESTION');
    // tags are platform administration: ADMIN and APP_ADMIN
    expect(m.management.platform).toEqual([]);
    expect(
      computeMenu({ login: 'appadmin', authorities: ['ROLE_USER', 'ROLE_APP_ADMIN'] }, config()).management.platform.map((i) => i.to),
    ).toContain('/contribution-tag');
    // every signed-in user has their tasks in the account menu
    expect(m.account?.find((i) => i.id === 'tasks')?.to).toBe('/contribution-task');
    expect(computeMenu(EXTERNAL, config()).account?.find((i) => i.id === 'tasks')?.to).toBe('/contribution-task');
  });

  it('signed out: login, register when allowed, contact when enabled', () => {
    const m = computeMenu(null, config());
    expect(m).toMatchObject({ showLogin: true, showRegister: true, showContact: true, account: null, contributeTypes: [] });
    // A visitor sees the lists that are enabled (their routes ask for sign-in), not those set to NONE.
    expect(m.listings.map((l) => l.id)).toEqual(['list-suggestion', 'list-improvement', 'list-competition']);
    const internalOnly = computeMenu(
      null,
      config({
        moduleSubmitListSettings: {
          SUGGESTION: { listingEnabled: 'INTERNAL', submitEnabled: 'BOTH' },
          IMPROVEMENT: { listingEnabled: 'NONE', submitEnabled: 'BOTH' },
          COMPETITION: { listingEnabled: 'NONE', submitEnabled: 'BOTH' },
        },
      }),
    );
    expect(internalOnly.listings.map((l) => l.id)).toEqual(['list-suggestion']);
    const closed = computeMenu(null, config({ externalRegistrationAllowed: false, contactFormEnabled: false }));
    expect(closed).toMatchObject({ showRegister: false, showContact: false });
  });

  it('language menu only with more than one language', () => {
    expect(computeMenu(null, config()).showLanguage).toBe(true);
    expect(computeMenu(null, config({ languages: { en: 'English' } })).showLanguage).toBe(false);
  });

  it('displays the name or the login', () => {
    expect(displayName(ADMIN)).toBe('Ada Admin');
    expect(displayName(USER)).toBe('user');
    expect(displayName(null)).toBe('');
  });
});
