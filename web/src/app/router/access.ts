/**
 * The client's one access table (spec 000 §2 and 002 §2, issue 12): every screen of the app, the
 * roles it admits and the server call it is for. The route guards (routes.tsx) and the menu
 * (layout/menuRules.ts) both read it; a feature's routes.ts names only the path and the page.
 *
 * - `roles`: null = public; [] = any signed-in user; otherwise any one of the roles.
 * - `api`: the page's main server call, `METHOD /path` exactly as `internal/app/routes.go` spells it
 *   (and so as the OpenAPI document names it); null for a page with no call of its own. A page admits
 *   the same roles as that call (access.test.ts compares them with the x-roles of the OpenAPI document).
 * - `narrower`: true when the page admits fewer roles than its call on purpose (the call also serves
 *   another screen; a comment beside the entry says which); the page's roles are then a subset of
 *   the call's.
 *
 * A screen that is not built has no entry, and a menu item always leads to an entry
 * (access.test.ts and menuRules.test.ts check both).
 */
import { matchRoutes } from 'react-router';
import { AUTHORITIES as A, hasAnyAuthority } from '../auth/authorities';

export interface AccessEntry {
  /** react-router path of the screen, exactly as the feature's routes.ts declares it */
  path: string;
  /** null: public; []: any signed-in user; otherwise any one of these */
  roles: readonly string[] | null;
  /** the page's main call, 'METHOD /path' as in internal/app/routes.go; null when it makes none */
  api: string | null;
  /** the page admits fewer roles than its call on purpose (see the file comment) */
  narrower?: true;
}

const PUBLIC = null;
const SIGNED_IN: readonly string[] = [];
// The role sets, named as internal/app/routes.go names them.
const ADMINS = [A.ADMIN, A.APP_ADMIN];
const ADMIN_ONLY = [A.ADMIN];
const ACCOUNT_HOLDERS = [A.ADMIN, A.USER];
const CONTRIBUTORS = [A.EXTERNAL, A.INTERNAL];
const TYPE_ADMINS = [A.COMPETITION_ADMIN, A.SUGGESTION_ADMIN, A.IMPROVEMENT_ADMIN];
const CONTENT_WRITERS = [A.CONTENT_AUTHOR, A.CONTENT_EDITOR];
const CAMPAIGN_WRITERS = [A.CAMPAIGN_AUTHOR, A.CAMPAIGN_EDITOR];

const EXTRA_INPUT_ADMINS = [A.IMPROVEMENT_ADMIN, A.SUGGESTION_ADMIN];
const COMPETITION_WRITERS = [A.ADMIN, A.COMPETITION_ADMIN, A.COMPETITION_EDITOR];
const CONTRIBUTORS_AND_COMPETITION_WRITERS = [...CONTRIBUTORS, ...COMPETITION_WRITERS];

export const ACCESS: readonly AccessEntry[] = [
  // Public pages (000 §2).
  { path: '/', roles: PUBLIC, api: 'GET /api/v3/campaigns' },
  { path: '/login', roles: PUBLIC, api: 'POST /api/authenticate' },
  { path: '/logout', roles: PUBLIC, api: null },
  { path: '/account/register', roles: PUBLIC, api: 'POST /api/register' },
  { path: '/account/activate/:key?', roles: PUBLIC, api: 'GET /api/activate' },
  { path: '/account/activateUser/:key?', roles: PUBLIC, api: 'GET /api/activate' },
  { path: '/account/reset/request', roles: PUBLIC, api: 'POST /api/account/reset-password/init' },
  { path: '/account/reset/finish/:key?', roles: PUBLIC, api: 'POST /api/account/reset-password/finish' },
  { path: '/contact', roles: PUBLIC, api: 'POST /api/public/contact' },
  { path: '/unsubscribe-email/:token', roles: PUBLIC, api: 'GET /api/public/unsubscribe-email/{token}' },
  { path: '/static-content-view/:contentKey', roles: PUBLIC, api: 'GET /api/v3/public/static-contents/{locale}/{key}' },

  // The signed-in user's own pages.
  { path: '/account/settings', roles: ACCOUNT_HOLDERS, api: 'POST /api/account' },
  { path: '/contribution-task', roles: SIGNED_IN, api: 'GET /api/v3/contribution-tasks/user/{userId}' },

  // Platform administration (ADMIN, APP_ADMIN).
  { path: '/admin/*', roles: ADMINS, api: null },
  { path: '/admin/user-management', roles: ADMINS, api: 'GET /api/v3/users' },
  { path: '/admin/organization-tree', roles: ADMINS, api: 'PUT /api/v3/organizations' },
  { path: '/organization', roles: ADMINS, api: 'GET /api/v3/organizations-list' },
  { path: '/static-content/edit', roles: ADMINS, api: 'GET /api/v3/static-contents' },
  { path: '/contribution-tag', roles: ADMINS, api: 'GET /api/v3/admin/contribution-tags' },

  // System administration (ADMIN). The spec asks only sign-in for /asset and /brand; the server lets
  // ADMIN alone upload, so the pages follow the server.
  { path: '/admin/metrics', roles: ADMIN_ONLY, api: 'GET /management/jhimetrics' },
  { path: '/admin/configuration', roles: ADMIN_ONLY, api: 'GET /management/configprops' },
  { path: '/admin/logs', roles: ADMIN_ONLY, api: 'GET /management/loggers' },
  { path: '/app/config', roles: ADMIN_ONLY, api: 'GET /api/v3/config/get-edit-config' },
  { path: '/language-admin', roles: ADMIN_ONLY, api: 'GET /api/v3/language-admin' },
  { path: '/language-admin/backend', roles: ADMIN_ONLY, api: 'GET /api/v3/language-admin/messages' },
  { path: '/asset', roles: ADMIN_ONLY, api: 'POST /api/public/asset/manual/upload/{fileName}' },
  { path: '/brand', roles: ADMIN_ONLY, api: 'POST /api/public/asset/brand/image/upload/{fileName}' },
  { path: '/life-cycle', roles: ADMIN_ONLY, api: 'GET /api/v3/life-cycles' },
  { path: '/life-cycle/:id/edit', roles: ADMIN_ONLY, api: 'GET /api/v3/life-cycles/get-for-update/{id}' },
  // The API's description is public (tools read it); browsing it in the app is system
  // administration, as JHipster's API page.
  { path: '/api-docs', roles: ADMIN_ONLY, api: 'GET /api/openapi.json', narrower: true },

  // Contributions (002 §2): INTERNAL or EXTERNAL.
  { path: '/contribution/:type/null', roles: CONTRIBUTORS, api: 'POST /api/v3/contributions/{type}' },
  { path: '/contribution/:type/:id/edit', roles: CONTRIBUTORS, api: 'GET /api/v3/contributions/edit/{id}/{source}' },
  { path: '/contribution/:type/:parentId/:id/edit', roles: CONTRIBUTORS, api: 'GET /api/v3/contributions/edit/{id}/{source}' },
  { path: '/contribution/list/:type/:parentId/:scope', roles: CONTRIBUTORS, api: 'GET /api/v3/contributions/{type}/{parent}/{scope}' },
  { path: '/contribution/:type/:parentId/:scope', roles: CONTRIBUTORS, api: 'GET /api/v3/contributions/{type}/{parent}/{scope}' },
  { path: '/contribution/view/:id', roles: CONTRIBUTORS, api: 'GET /api/v3/contributions/{id}' },

  // Contribution administration (002 §2): the type admins; the pages check the type in the path.
  // The narrower ones: these screens are for the suggestion and improvement admins (000 §2, 002 §2);
  // their calls also serve the competition screens (001 §7), and the service narrows each call to
  // the caller's type.
  {
    path: '/contribution-task/admin/:type',
    roles: [A.SUGGESTION_ADMIN, A.IMPROVEMENT_ADMIN],
    api: 'GET /api/v3/contribution-tasks/{type}',
    narrower: true,
  },
  // Evaluation definitions (002 §2: the suggestion and improvement admins); the call also serves the
  // competition admins and editors (IDEA juries), and the service narrows it to the caller's type.
  {
    path: '/eval/:type/list',
    roles: [A.SUGGESTION_ADMIN, A.IMPROVEMENT_ADMIN],
    api: 'GET /api/v3/evals/list/{type}',
    narrower: true,
  },
  { path: '/contribution-field/:type', roles: TYPE_ADMINS, api: 'GET /api/v3/contribution-fields/{type}' },
  { path: '/extra-input/:type', roles: EXTRA_INPUT_ADMINS, api: 'GET /api/v3/extra-inputs/{source}', narrower: true },
  {
    path: '/extra-input/:source/new',
    roles: EXTRA_INPUT_ADMINS,
    api: 'POST /api/v3/extra-inputs/{source}',
    narrower: true,
  },
  {
    path: '/extra-input/:source/:id/edit',
    roles: EXTRA_INPUT_ADMINS,
    api: 'GET /api/v3/extra-inputs/{source}/{id}',
    narrower: true,
  },

  // Competitions (001 §2, roles of §6; issue 18): the public list for contributors (and the wizard's users),
  // the wizard and manage list for competition admins and editors, the detail for whoever may see the
  // competition (its tabs for its moderators, checked by the server).
  { path: '/competition', roles: CONTRIBUTORS_AND_COMPETITION_WRITERS, api: 'GET /api/v3/competitions/langKey/{lang}' },
  { path: '/competition/manage', roles: COMPETITION_WRITERS, api: 'GET /api/v3/competitions/manage' },
  { path: '/competition/new', roles: COMPETITION_WRITERS, api: 'POST /api/v3/competitions' },
  { path: '/competition/:step/:id/edit', roles: COMPETITION_WRITERS, api: 'GET /api/v3/competitions/{id}/update' },
  {
    path: '/competition/3/:id/edit/:extraInputId/delete',
    roles: [A.COMPETITION_ADMIN, A.COMPETITION_EDITOR],
    api: 'DELETE /api/v3/extra-inputs/{source}/{id}',
    // the call also serves the suggestion and improvement admins' extra inputs
    narrower: true,
  },
  {
    path: '/competition/detail/:id/:scope',
    roles: CONTRIBUTORS_AND_COMPETITION_WRITERS,
    api: 'GET /api/v3/competitions/{id}/langKey/{key}',
  },

  // Content and campaigns (001 §2, roles of §6): lists and details public; new for authors, edit
  // and manage for authors or editors, delete for editors.
  { path: '/content', roles: PUBLIC, api: 'GET /api/v3/contents' },
  { path: '/content/manage', roles: [A.CONTENT_EDITOR, A.CONTENT_AUTHOR], api: 'GET /api/v3/contents/manage' },
  { path: '/content/new', roles: [A.CONTENT_AUTHOR], api: 'POST /api/v3/contents' },
  { path: '/content/:id', roles: PUBLIC, api: 'GET /api/v3/contents/{id}' },
  { path: '/content/:id/edit', roles: CONTENT_WRITERS, api: 'GET /api/v3/contents/{id}/update' },
  { path: '/content/:id/delete', roles: [A.CONTENT_EDITOR], api: 'DELETE /api/v3/contents/{id}' },
  { path: '/campaign', roles: PUBLIC, api: 'GET /api/v3/campaigns' },
  { path: '/campaign/manage', roles: CAMPAIGN_WRITERS, api: 'GET /api/v3/campaigns/manage' },
  { path: '/campaign/new', roles: [A.CAMPAIGN_AUTHOR], api: 'POST /api/v3/campaigns' },
  { path: '/campaign/:id', roles: PUBLIC, api: 'GET /api/v3/campaigns/{id}' },
  { path: '/campaign/:id/edit', roles: CAMPAIGN_WRITERS, api: 'GET /api/v3/campaigns/{id}/update' },
  { path: '/campaign/:id/delete', roles: [A.CAMPAIGN_EDITOR], api: 'DELETE /api/v3/campaigns/{id}' },
];

const BY_PATH = new Map(ACCESS.map((e) => [e.path, e]));
const MATCHABLE = ACCESS.map((e) => ({ path: e.path }));

/** The entry of a route path as declared (not a URL); throws for a screen the table does not know. */
export function accessOf(path: string): AccessEntry {
  const entry = BY_PATH.get(path);
  if (!entry) throw new Error(`no access entry for ${path}`);
  return entry;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '' && s !== '*');
}

function segmentMatches(prefixSeg: string, pathSeg: string): boolean {
  if (prefixSeg.startsWith(':')) return true;
  if (pathSeg.startsWith(':')) return false;
  return prefixSeg.replace(/\?$/, '') === pathSeg;
}

/** true when `prefix` covers `path` segment by segment ('/report' does not cover '/reporting'). */
export function prefixCovers(prefix: string, path: string): boolean {
  const p = segments(prefix);
  const s = segments(path);
  if (p.length > s.length) return false;
  return p.every((seg, i) => segmentMatches(seg, s[i]));
}

/** A first path segment with guarded screens; an unknown path under it keeps the least of their guards. */
export interface AccessArea {
  /** '/life-cycle' */
  prefix: string;
  roles: readonly string[];
}

/**
 * The areas, derived from the table: for each first segment with guarded screens, the union of their
 * roles ([] when one of them asks only for sign-in). An unknown path there (/life-cycle/3) asks for
 * sign-in before it shows not-found, as the screens beside it do. Below a public page (/content,
 * /campaign) an unknown path stays public.
 */
export const AREAS: readonly AccessArea[] = (() => {
  const areas = new Map<string, readonly string[]>();
  for (const { path, roles } of ACCESS) {
    const prefix = `/${segments(path)[0] ?? ''}`;
    if (roles === null || prefix === '/' || BY_PATH.get(prefix)?.roles === null) continue;
    const known = areas.get(prefix);
    // [] (sign-in only) is the least guard: once there, it stays
    areas.set(prefix, known?.length === 0 || roles.length === 0 ? [] : [...new Set([...(known ?? []), ...roles])]);
  }
  return [...areas].map(([prefix, roles]) => ({ prefix, roles }));
})();

/**
 * The authorities a URL (or a route path) needs: null when public, [] for any signed-in user. The
 * screen the router would show decides (static segments before dynamic ones); an unknown path takes
 * its area's guard, and a path outside every area is public (it shows not-found).
 */
export function requiredAuthorities(path: string): readonly string[] | null {
  const declared = BY_PATH.get(path);
  if (declared) return declared.roles;
  const match = matchRoutes(MATCHABLE, path)?.at(-1);
  if (match) return accessOf(match.route.path).roles;
  return AREAS.find((a) => prefixCovers(a.prefix, path))?.roles ?? null;
}

/** Whether the user (null: signed out) may open the screen at `path`, by the table. */
export function canEnter(authorities: readonly string[] | null, path: string): boolean {
  const required = requiredAuthorities(path);
  if (required === null) return true;
  return authorities !== null && hasAnyAuthority(authorities, required);
}
