/**
 * The accessibility and layout sweep (issue 15): every screen of the access table
 * (src/app/router/access.ts, which every feature's routes.ts must match) is opened as a visitor,
 * as the demo `user` and as the demo `admin`, at 1440, 800 and 360 px wide, and each view must
 * have no axe-core WCAG 2.2 AA violation, no console error, no sideways scrolling of the page and a
 * sound heading outline (one h1, no skipped level).
 *
 * The three people run side by side in one browser (a context each) and each page is loaded once
 * and resized, so the sweep stays within a couple of minutes. Detail pages use real ids: demo data
 * (internal/demo) and a news item and a campaign the sweep creates through the API.
 *
 * E2E_SWEEP_REPORT=file writes every finding as JSON; E2E_SWEEP_SHOTS=dir saves a screenshot per view.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCESS } from '../src/app/router/access';
import { launch, newPage, signIn } from './browser';
import { axeViolations, describeViolations, headingProblems, sidewaysOverflow, type Violation } from './a11y';

const WIDTHS = [1440, 800, 360] as const;
const PEOPLE = [null, 'user', 'admin'] as const;
type Person = (typeof PEOPLE)[number];

/** ids the detail pages open, found or made in beforeAll */
const ids = { lifeCycle: 0, extraInput: 0, content: 0, campaign: 0, competition: 0, competitionInput: 0 };

/**
 * The URL the sweep opens for each route path. The demo `user`'s first suggestion (internal/demo,
 * contribution 1) is past review; contribution 13 is one of their drafts.
 */
function urlOf(path: string): string {
  const urls: Record<string, string> = {
    '/admin/*': '/admin',
    '/account/activate/:key?': '/account/activate/sweep-key',
    '/account/activateUser/:key?': '/account/activateUser/sweep-key',
    '/account/reset/finish/:key?': '/account/reset/finish/sweep-key',
    '/unsubscribe-email/:token': '/unsubscribe-email/sweep-token',
    '/static-content-view/:contentKey': '/static-content-view/privacy-platform',
    '/life-cycle/:id/edit': `/life-cycle/${ids.lifeCycle}/edit`,
    '/contribution/:type/null': '/contribution/SUGGESTION/null',
    '/contribution/:type/:id/edit': '/contribution/SUGGESTION/13/edit',
    '/contribution/:type/:parentId/:id/edit': '/contribution/SUGGESTION/0/13/edit',
    '/contribution/list/:type/:parentId/:scope': '/contribution/list/SUGGESTION/0/all',
    '/contribution/:type/:parentId/:scope': '/contribution/IMPROVEMENT/0/mine',
    '/contribution/view/:id': '/contribution/view/1',
    '/contribution-task/admin/:type': '/contribution-task/admin/SUGGESTION',
    '/contribution-field/:type': '/contribution-field/SUGGESTION',
    '/extra-input/:type': '/extra-input/SUGGESTION',
    '/eval/:type/list': '/eval/SUGGESTION/list',
    '/extra-input/:source/new': '/extra-input/SUGGESTION/new',
    '/extra-input/:source/:id/edit': `/extra-input/SUGGESTION/${ids.extraInput}/edit`,
    '/content/:id': `/content/${ids.content}`,
    '/content/:id/edit': `/content/${ids.content}/edit`,
    '/content/:id/delete': `/content/${ids.content}/delete`,
    '/campaign/:id': `/campaign/${ids.campaign}`,
    '/campaign/:id/edit': `/campaign/${ids.campaign}/edit`,
    '/campaign/:id/delete': `/campaign/${ids.campaign}/delete`,
    '/competition/:step/:id/edit': `/competition/1/${ids.competition}/edit`,
    '/competition/3/:id/edit/:extraInputId/delete': `/competition/3/${ids.competition}/edit/${ids.competitionInput}/delete`,
    '/competition/detail/:id/:scope': `/competition/detail/${ids.competition}/info`,
  };
  const url = urls[path] ?? path;
  if (url.includes(':') || url.includes('*')) throw new Error(`the sweep has no URL for ${path}: add one to urlOf`);
  return url;
}

/** Every screen once; /logout last, since it ends the session. */
function sweepURLs(): string[] {
  const urls = ACCESS.map((e) => urlOf(e.path));
  return [...urls.filter((u) => u !== '/logout'), '/logout'];
}

interface Finding {
  person: string;
  url: string;
  /** what was shown: the final path, or "forbidden" for the not-authorized message */
  shown: string;
  width: number;
  violations: Violation[];
  consoleErrors: string[];
  overflow: number;
  /** the heading outline's problems: not exactly one h1, a skipped level */
  headings: string[];
}

let browser: Browser;
const findings: Finding[] = [];
/** the URLs each person opened */
const opened = new Map<string, string[]>();

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('serverURL')}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function findIds() {
  const auth = await fetch(`${inject('serverURL')}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', rememberMe: false }),
  });
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const lifeCycles = await api<{ id: number }[]>('GET', '/api/v3/life-cycles', token);
  ids.lifeCycle = lifeCycles[0].id;
  const inputs = await api<{ id: number }[]>('GET', '/api/v3/extra-inputs/SUGGESTION', token);
  ids.extraInput = inputs[0].id;
  const day = 86_400_000;
  const now = Date.now();
  // published for everyone, so visitors open them too
  const published = {
    accessLevel: 'PUBLIC',
    publishState: 'PUBLISHED',
    publishDate: new Date(now - day).toISOString(),
    targetOrganizations: [1],
    targetUnits: [],
  };
  const content = await api<{ id: number }>('POST', '/api/v3/contents', token, {
    title: 'Sweep news item',
    summary: 'A news item the accessibility sweep opens.',
    categoryId: 1,
    language: 'en',
    ...published,
    lastDate: new Date(now + 10 * day).toISOString(),
  });
  ids.content = content.id;
  const campaign = await api<{ id: number }>('POST', '/api/v3/campaigns', token, {
    title: 'Sweep campaign',
    summary: 'A campaign the accessibility sweep opens.',
    code: `SWEEP-${(now % 100000).toString(36)}`,
    campaignType: 'SUGGESTION',
    ...published,
    announceDate: new Date(now).toISOString(),
    dateSubmissionStart: new Date(now + day).toISOString(),
    dateSubmissionEnd: new Date(now + 20 * day).toISOString(),
  });
  ids.campaign = campaign.id;
  // a started competition (public) with one extra input
  const ideaLifeCycles = await api<{ id: number; isDefault: boolean }[]>('GET', '/api/v3/competitions/life-cycles', token);
  const competition = await api<Record<string, unknown> & { id: number }>('POST', '/api/v3/competitions', token, {
    code: `SW-${(now % 100000).toString(36)}`,
    title: 'Sweep competition',
    summary: 'A competition the accessibility sweep opens.',
    lifecycle: ideaLifeCycles.find((l) => l.isDefault)?.id,
    accessLevel: 'PUBLIC',
  });
  ids.competition = competition.id;
  await api('PUT', '/api/v3/competitions', token, { ...competition, dateSubmissionEnd: new Date(now + 20 * day).toISOString() });
  const me = await api<{ id: number }>('GET', '/api/account', token);
  await api('POST', `/api/v3/competition-moderator/${competition.id}`, token, { userList: [me.id] });
  const input = await api<{ id: number }>('POST', '/api/v3/extra-inputs/IDEA', token, {
    competitionId: competition.id,
    inputType: 'TEXT',
    isRequired: false,
    definitionList: [
      { language: 'en', label: 'Energy saved' },
      { language: 'tr', label: 'Tasarruf edilen enerji' },
    ],
  });
  ids.competitionInput = input.id;
  await api('PUT', '/api/v3/competitions/start', token, { id: competition.id });
}

/**
 * Counts a page's requests in flight, leaving out the live event streams (a contribution's chat keeps
 * one open for as long as the page shows it), so "the network is quiet" can be asked of a page that
 * has one: Playwright's own `networkidle` waits for every connection and would wait out its timeout.
 */
function inFlight(page: Page): () => number {
  const open = new Set<unknown>();
  const isStream = (url: string) => url.includes('/stream/');
  page.on('request', (r) => {
    if (!isStream(r.url())) open.add(r);
  });
  const done = (r: unknown) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/** Waits until the page has loaded what it asks for: no request in flight for 300 ms and no spinner (10 s at most). */
async function settle(page: Page, pending: () => number) {
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (pending() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
  }
  await page
    .waitForFunction(() => !document.querySelector('.spinner-border, [data-testid="page-spinner"]'), undefined, {
      timeout: Math.max(1_000, deadline - Date.now()),
    })
    .catch(() => undefined);
}

async function sweepAs(person: Person) {
  const { context, page } = await newPage(browser);
  // the sweep runs three people side by side: on a busy machine a click may wait longer than 20 s
  context.setDefaultTimeout(60_000);
  const pending = inFlight(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    // A refused request (401 for a visitor's session check, 400 for a wrong activation key) is
    // logged by Chromium itself; the page shows those answers. Server errors and anything the app
    // logs or throws count.
    if (msg.type() === 'error' && !/^Failed to load resource: .*status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const shots = process.env.E2E_SWEEP_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  try {
    await page.goto('/');
    await page.getByTestId('nav-login').waitFor();
    if (person) await signIn(page, person, person);
    // a screen the person may not open shows the sign-in page or the not-authorized message: those
    // are checked once each, not again for every route that leads to them
    const checked = new Set<string>();
    for (const url of sweepURLs()) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      errors.length = 0;
      await page.goto(url);
      await settle(page, pending);
      opened.set(person ?? 'visitor', [...(opened.get(person ?? 'visitor') ?? []), url]);
      const path = new URL(page.url()).pathname;
      const forbidden = await page.getByTestId('insufficient-authority').isVisible();
      const shown = forbidden ? 'forbidden' : path;
      const redirected = forbidden || (path === '/login' && url !== '/login');
      if (redirected && checked.has(shown)) continue;
      checked.add(shown);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(50);
        }
        const violations = await axeViolations(page);
        const overflow = await sidewaysOverflow(page);
        const headings = await headingProblems(page);
        findings.push({ person: person ?? 'visitor', url, shown, width, violations, consoleErrors: [...errors], overflow, headings });
        errors.length = 0;
        if (shots) {
          const name = `${person ?? 'visitor'}${url.replace(/[^a-zA-Z0-9]+/g, '_')}_${width}.png`;
          await page.screenshot({ path: join(shots, name), fullPage: true });
        }
      }
    }
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await launch();
  await findIds();
});

afterAll(async () => {
  await browser?.close();
  const file = process.env.E2E_SWEEP_REPORT;
  if (file) writeFileSync(file, JSON.stringify(findings, null, 1));
});

function problems(person: string): string[] {
  return findings
    .filter((f) => f.person === person)
    .flatMap((f) => {
      const at = `${f.person} ${f.url} @${f.width}px`;
      const out: string[] = [];
      if (f.violations.length) out.push(`${at} axe:\n${describeViolations(f.violations)}`);
      if (f.consoleErrors.length) out.push(`${at} console: ${f.consoleErrors.join(' | ')}`);
      if (f.overflow > 0) out.push(`${at} scrolls sideways by ${f.overflow}px`);
      if (f.headings.length) out.push(`${at} headings: ${f.headings.join('; ')}`);
      return out;
    });
}

describe('sweep', () => {
  it('every route has a URL to open', () => {
    expect(sweepURLs()).toHaveLength(ACCESS.length);
  });

  // the three people side by side, one browser context each
  it.concurrent.each(PEOPLE.map((p) => [p ?? 'visitor', p] as const))(
    'every route as %s at 1440, 800 and 360 px: no axe violation, console error, sideways scrolling or heading gap',
    async (name, person) => {
      await sweepAs(person);
      // every route was opened: either checked itself or found to show a page already checked
      expect(opened.get(name)).toEqual(sweepURLs());
      expect(problems(name)).toEqual([]);
    },
    // a couple of minutes on an idle machine; room for a busy one
    1_200_000,
  );
});
