/**
 * Navigation bar visibility rules of spec 000 §2 "Navigation bar" and §6, as pure functions of
 * (account, config). The Navbar component only renders what these return.
 *
 * Who may open a screen is not decided here: a management, reporting or type-admin item shows only to
 * whom the access table (../router/access.ts) admits at its path. What stays here is the menu's own
 * shape: which module an item needs, the system submenu being ADMIN's, a type's submenu being its
 * admin's, and the listing links following the listing settings (a visitor sees them; the list asks
 * them to sign in).
 */
import { AUTHORITIES as A, hasAnyAuthority } from '../auth/authorities';
import type { AppConfig, Availability, ModuleName } from '../config/configSlice';
import { canEnter } from '../router/access';
import type { ContributionType } from '../../features/contribution/types';

export type { ContributionType };
export const CONTRIBUTION_MENU_TYPES = ['SUGGESTION', 'IMPROVEMENT'] as const;

export interface MenuAccount {
  authorities: readonly string[];
  firstName?: string | null;
  lastName?: string | null;
  login?: string;
}

export interface MenuLink {
  id: string;
  to: string;
  labelKey: string;
  disabled?: boolean;
}

export interface MenuSection {
  id: string;
  titleKey: string;
  items: MenuLink[];
}

export interface MenuModel {
  authenticated: boolean;
  /** types offered by the Contribute control; empty = hidden, one = single button, more = dropdown */
  contributeTypes: ('SUGGESTION' | 'IMPROVEMENT')[];
  listings: MenuLink[];
  /** reporting menu sections (per type, and the users report); empty = hidden */
  reporting: MenuSection[];
  management: {
    items: MenuLink[];
    platform: MenuLink[];
    system: MenuLink[];
    suggestion: MenuLink[];
    improvement: MenuLink[];
  };
  showManagement: boolean;
  /** account menu items; null when signed out */
  account: MenuLink[] | null;
  showLogin: boolean;
  showRegister: boolean;
  showContact: boolean;
  languages: { code: string; name: string }[];
  showLanguage: boolean;
}

/** IDEA availability follows the COMPETITION module. */
export function moduleOf(type: ContributionType): ModuleName {
  return type === 'IDEA' ? 'COMPETITION' : type;
}

/** NONE forbids; BOTH allows; INTERNAL / EXTERNAL need that authority. */
export function settingAllows(setting: Availability | undefined, authorities: readonly string[]): boolean {
  switch (setting) {
    case 'BOTH':
      return true;
    case 'INTERNAL':
      return authorities.includes(A.INTERNAL);
    case 'EXTERNAL':
      return authorities.includes(A.EXTERNAL);
    default:
      return false;
  }
}

export function isModuleAvailable(config: AppConfig, module: ModuleName): boolean {
  return config.availableModules.includes(module);
}

function typeAllowed(
  kind: 'submitEnabled' | 'listingEnabled',
  type: ContributionType,
  account: MenuAccount | null,
  config: AppConfig,
): boolean {
  const module = moduleOf(type);
  if (!isModuleAvailable(config, module)) return false;
  return settingAllows(config.moduleSubmitListSettings[module]?.[kind], account?.authorities ?? []);
}

/** Submitting a type: signed in, module available, submit setting allows the user. */
export function canSubmit(type: ContributionType, account: MenuAccount | null, config: AppConfig): boolean {
  return !!account && typeAllowed('submitEnabled', type, account, config);
}

/**
 * Listing a type: module available, listing setting allows the user. A
 * visitor is offered the list whenever the setting is not NONE (000 §2: the
 * link shows when listing is enabled); the list's route asks them to sign in.
 */
export function canList(type: ContributionType, account: MenuAccount | null, config: AppConfig): boolean {
  if (account) return typeAllowed('listingEnabled', type, account, config);
  const module = moduleOf(type);
  const setting = config.moduleSubmitListSettings[module]?.listingEnabled;
  return isModuleAvailable(config, module) && setting !== undefined && setting !== 'NONE';
}

function has(account: MenuAccount | null, ...roles: string[]): boolean {
  return !!account && hasAnyAuthority(account.authorities, roles);
}

/** The links whose screens the access table lets the account open. */
function enterable(account: MenuAccount | null, links: MenuLink[]): MenuLink[] {
  return links.filter((l) => canEnter(account?.authorities ?? null, l.to));
}

/** The role whose submenus and reports a type has (000 §2: "for its admin"). */
function typeAdminRole(type: 'SUGGESTION' | 'IMPROVEMENT'): string {
  return type === 'SUGGESTION' ? A.SUGGESTION_ADMIN : A.IMPROVEMENT_ADMIN;
}

function reportingSections(account: MenuAccount | null): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const type of CONTRIBUTION_MENU_TYPES) {
    if (!has(account, typeAdminRole(type))) continue;
    const t = type.toLowerCase();
    // The distribution, organization-unit, state-process and benefit reports and the users
    // report (000 §2) join this menu with their screens (the reporting issue).
    const items = enterable(account, [
      { id: `report-${t}-tasks`, to: `/contribution-task/admin/${type}`, labelKey: 'global.menu.reporting.tasks' },
    ]);
    if (items.length === 0) continue;
    sections.push({ id: `reporting-${t}`, titleKey: type === 'SUGGESTION' ? 'global.menu.suggestion' : 'global.menu.improvement', items });
  }
  return sections;
}

// Point definitions (000 §2) join with their screen (the points issue): a menu item never leads to
// a screen that does not exist.
function typeAdminItems(type: 'SUGGESTION' | 'IMPROVEMENT'): MenuLink[] {
  const t = type.toLowerCase();
  return [
    { id: `${t}-extra-input`, to: `/extra-input/${type}`, labelKey: 'global.menu.admin.extraInput' },
    { id: `${t}-contribution-field`, to: `/contribution-field/${type}`, labelKey: 'global.menu.admin.contributionField' },
    { id: `${t}-evaluation`, to: `/eval/${type}/list`, labelKey: 'global.menu.admin.evaluation' },
  ];
}

export function computeMenu(account: MenuAccount | null, config: AppConfig): MenuModel {
  const signedIn = !!account;

  const contributeTypes = CONTRIBUTION_MENU_TYPES.filter((type) => canSubmit(type, account, config));

  const listings: MenuLink[] = [];
  if (canList('SUGGESTION', account, config)) {
    listings.push({ id: 'list-suggestion', to: '/contribution/list/SUGGESTION/0/all', labelKey: 'global.menu.listing.suggestion' });
  }
  if (canList('IMPROVEMENT', account, config)) {
    listings.push({ id: 'list-improvement', to: '/contribution/list/IMPROVEMENT/0/all', labelKey: 'global.menu.listing.improvement' });
  }
  if (canList('IDEA', account, config)) {
    listings.push({ id: 'list-competition', to: '/competition', labelKey: 'global.menu.listing.competition' });
  }

  const items = enterable(account, [
    ...(isModuleAvailable(config, 'CONTENT')
      ? [{ id: 'content-manage', to: '/content/manage', labelKey: 'global.menu.admin.content' }]
      : []),
    ...(isModuleAvailable(config, 'CAMPAIGN')
      ? [{ id: 'campaign-manage', to: '/campaign/manage', labelKey: 'global.menu.admin.campaign' }]
      : []),
    ...(isModuleAvailable(config, 'COMPETITION')
      ? [{ id: 'competition-manage', to: '/competition/manage', labelKey: 'global.menu.admin.competition' }]
      : []),
    { id: 'life-cycle', to: '/life-cycle', labelKey: 'global.menu.admin.lifeCycle' },
  ]);

  const platform = enterable(account, [
    { id: 'user-management', to: '/admin/user-management', labelKey: 'global.menu.admin.userManagement' },
    { id: 'organization-tree', to: '/admin/organization-tree', labelKey: 'global.menu.admin.organizationTree' },
    { id: 'static-content-edit', to: '/static-content/edit', labelKey: 'global.menu.admin.staticContent' },
    { id: 'contribution-tag', to: '/contribution-tag', labelKey: 'global.menu.admin.contributionTag' },
  ]);

  // The system submenu is ADMIN's (000 §2), although /organization also lets APP_ADMIN in by its address.
  const system: MenuLink[] = has(account, A.ADMIN)
    ? enterable(account, [
        { id: 'app-config', to: '/app/config', labelKey: 'global.menu.admin.appConfig' },
        { id: 'organization', to: '/organization', labelKey: 'global.menu.admin.organization' },
        { id: 'language-admin', to: '/language-admin', labelKey: 'global.menu.admin.languageAdmin' },
        { id: 'language-admin-backend', to: '/language-admin/backend', labelKey: 'global.menu.admin.languageAdminBackend' },
        { id: 'asset', to: '/asset', labelKey: 'global.menu.admin.asset' },
        { id: 'brand', to: '/brand', labelKey: 'global.menu.admin.brand' },
        { id: 'metrics', to: '/admin/metrics', labelKey: 'global.menu.admin.metrics' },
        { id: 'configuration', to: '/admin/configuration', labelKey: 'global.menu.admin.configuration' },
        { id: 'logs', to: '/admin/logs', labelKey: 'global.menu.admin.logs' },
        { id: 'api-docs', to: '/api-docs', labelKey: 'global.menu.admin.apiDocs' },
      ])
    : [];

  const typeAdmin = (type: 'SUGGESTION' | 'IMPROVEMENT') =>
    isModuleAvailable(config, type) && has(account, typeAdminRole(type)) ? enterable(account, typeAdminItems(type)) : [];
  const suggestion = typeAdmin('SUGGESTION');
  const improvement = typeAdmin('IMPROVEMENT');

  const accountItems: MenuLink[] | null = signedIn
    ? [
        { id: 'settings', to: '/account/settings', labelKey: 'global.menu.account.settings' },
        { id: 'tasks', to: '/contribution-task', labelKey: 'global.menu.account.tasks' },
        // "My points" and "My contributions" join with their screens (points and reporting issues).
      ]
    : null;

  const languages = Object.entries(config.languages ?? {}).map(([code, name]) => ({ code, name }));

  return {
    authenticated: signedIn,
    contributeTypes,
    listings,
    reporting: reportingSections(account),
    management: { items, platform, system, suggestion, improvement },
    showManagement: items.length + platform.length + system.length + suggestion.length + improvement.length > 0,
    account: accountItems,
    showLogin: !signedIn,
    showRegister: !signedIn && !!config.externalRegistrationAllowed,
    showContact: !signedIn && !!config.contactFormEnabled,
    languages,
    showLanguage: languages.length > 1,
  };
}

/** "First Last", or the login when both names are empty. */
export function displayName(account: MenuAccount | null): string {
  if (!account) return '';
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ').trim();
  return name || account.login || '';
}
