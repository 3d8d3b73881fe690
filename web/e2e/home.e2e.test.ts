/**
 * The home page at desktop, tablet and mobile widths (issue 6): with open and closed campaigns
 * and news in place, every block shows, the sliders show 3, 2 and 1 items, no two blocks
 * overlap and nothing overflows sideways. Screenshots go to e2e/.artifacts/home-{width}.png.
 * The data is made through the API by the demo authors, so the file stands on its own.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';
import { png } from './fixtures';

const ARTIFACTS = fileURLToPath(new URL('./.artifacts/', import.meta.url));
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const DAY = 86_400_000;
let browser: Browser;

interface Answer {
  status: number;
  body: unknown;
}

/** A call with the page's session. */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('inno-token') ?? sessionStorage.getItem('inno-token');
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const r = await call(page, method, path, body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as T;
}

async function uploadBanner(page: Page, kind: string, id: number, file: Buffer) {
  const status = await page.evaluate(
    async ({ kind, id, b64 }) => {
      const token = localStorage.getItem('inno-token') ?? sessionStorage.getItem('inno-token');
      const data = new FormData();
      data.append('file', new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }), 'banner.png');
      const res = await fetch(`/api/v3/content-images/upload-banner/${kind}/${id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: data,
      });
      return res.status;
    },
    { kind, id, b64: file.toString('base64') },
  );
  expect(status).toBe(200);
}

/** Signs in at the default size, then looks at the home page at `viewport`. */
async function signedIn(login: string, fn: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto('/');
    await page.getByTestId('nav-login').waitFor();
    await signIn(page, login, login);
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.goto('/');
    }
    await fn(page);
  } finally {
    await context.close();
  }
}

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}

type Box = { name: string; x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const BLOCKS = ['home-hero', 'home-submit', 'home-intro', 'home-open-campaigns', 'home-latest-content', 'home-closed-campaigns'];
const SLIDERS = ['home-open-campaigns', 'home-latest-content', 'home-closed-campaigns'];

beforeAll(async () => {
  browser = await launch();
  mkdirSync(ARTIFACTS, { recursive: true });
  await signedIn('campaign', async (page) => {
    const tree = await ok<TreeNode[]>(page, 'GET', '/api/v3/organizations/treeSelect');
    const holding = tree.find((n) => n.title === 'Inno Holding')!.value;
    const make = async (i: number, type: string) => {
      const created = await ok<Record<string, unknown> & { id: number }>(page, 'POST', '/api/v3/campaigns', {
        code: `HOME-${STAMP}-${i}`,
        title: `Home campaign ${i} ${STAMP}`,
        summary: `Campaign ${i} on the home page: ${'a long summary that goes on and on to show the cut at two hundred characters in the sliders of the home page. '.repeat(3)}`,
        body: '<p>Body</p>',
        campaignType: type,
        dateSubmissionEnd: new Date(Date.now() + (3 + i) * DAY).toISOString(),
        accessLevel: 'PUBLIC',
        targetOrganizations: [holding],
        targetUnits: [],
      });
      if (i % 2 === 0) await uploadBanner(page, 'campaign', created.id, png(1280, 720));
      return ok<Record<string, unknown> & { id: number }>(page, 'PUT', '/api/v3/campaigns', { ...created, publishState: 'PUBLISHED' });
    };
    for (let i = 1; i <= 4; i++) await make(i, i % 2 ? 'SUGGESTION' : 'IMPROVEMENT');
    for (let i = 5; i <= 7; i++) {
      const closed = await make(i, 'SUGGESTION');
      await ok(page, 'PUT', '/api/v3/campaigns', { ...closed, publishState: 'TERMINATED' });
    }
  });
  await signedIn('content', async (page) => {
    const tree = await ok<TreeNode[]>(page, 'GET', '/api/v3/organizations/treeSelect');
    const holding = tree.find((n) => n.title === 'Inno Holding')!.value;
    for (let i = 1; i <= 5; i++) {
      const created = await ok<Record<string, unknown> & { id: number }>(page, 'POST', '/api/v3/contents', {
        title: `Home news ${i} ${STAMP}`,
        summary: `News item ${i} for the home page slider, with a summary long enough to wrap on a phone.`,
        body: '<p>Body</p>',
        categoryId: (i % 3) + 1,
        language: '',
        accessLevel: 'PUBLIC',
        targetOrganizations: [holding],
        targetUnits: [],
        publishState: 'DRAFT',
        lastDate: new Date(Date.now() + 30 * DAY).toISOString(),
      });
      if (i % 2 === 1) await uploadBanner(page, 'content', created.id, png(1600, 900));
      await ok(page, 'PUT', '/api/v3/contents', { ...created, publishState: 'PUBLISHED' });
    }
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('home page layout', () => {
  for (const [width, items] of [
    [1280, 3],
    [800, 2],
    [375, 1],
  ] as const) {
    it(`at ${width} px: every block, ${items} per slider, no overlap, no sideways overflow`, async () => {
      await signedIn(
        'user',
        async (page) => {
          await page.locator('[data-testid="home-page"][data-lists="loaded"]').waitFor();
          for (const id of BLOCKS) await page.getByTestId(id).waitFor();
          // the banners and previews in view have arrived (those scrolled out of a slider load lazily)
          await page.waitForFunction(() =>
            [...document.querySelectorAll<HTMLImageElement>('.inno-home img')]
              .filter((img) => !img.closest('.inno-slider-item[aria-hidden="true"]'))
              .every((img) => img.complete && img.naturalWidth > 0),
          );
          for (const id of SLIDERS) await expect(page.getByTestId(id).getAttribute('data-items')).resolves.toBe(String(items));
          await expect(page.getByTestId('home-latest-content').getAttribute('data-step')).resolves.toBe(String(Math.min(3, items)));

          const layout = await page.evaluate(
            ({ blocks, sliders }) => {
              const box = (name: string, el: Element) => {
                const r = el.getBoundingClientRect();
                return { name, x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
              };
              const slides = sliders.map((id) => {
                const track = document.querySelector(`[data-testid="${id}"] .inno-slider-track`)!;
                const t = track.getBoundingClientRect();
                const shown = [...track.querySelectorAll(`[data-testid="${id}-item"]:not([aria-hidden])`)].map((el, i) =>
                  box(`${id}#${i}`, el),
                );
                return { id, track: { left: t.left, right: t.right }, shown };
              });
              return {
                blocks: blocks.map((id) => box(id, document.querySelector(`[data-testid="${id}"]`)!)),
                slides,
                scrollWidth: document.documentElement.scrollWidth,
                clientWidth: document.documentElement.clientWidth,
              };
            },
            { blocks: BLOCKS, sliders: SLIDERS },
          );

          // nothing overflows sideways
          expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
          for (const b of layout.blocks) {
            expect(b.width, b.name).toBeGreaterThan(0);
            expect(b.height, b.name).toBeGreaterThan(0);
            expect(b.x, b.name).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width, b.name).toBeLessThanOrEqual(layout.clientWidth + 0.5);
          }
          // the main blocks do not overlap
          for (let i = 0; i < layout.blocks.length; i++) {
            for (let j = i + 1; j < layout.blocks.length; j++) {
              expect(overlap(layout.blocks[i], layout.blocks[j]), `${layout.blocks[i].name} / ${layout.blocks[j].name}`).toBe(0);
            }
          }
          // the slides in view sit side by side inside their track
          for (const s of layout.slides) {
            expect(s.shown, s.id).toHaveLength(items);
            for (let i = 0; i < s.shown.length; i++) {
              expect(s.shown[i].x, s.id).toBeGreaterThanOrEqual(s.track.left - 0.5);
              if (i > 0) expect(overlap(s.shown[i - 1], s.shown[i]), s.id).toBe(0);
            }
            expect(s.shown[s.shown.length - 1].x + s.shown[s.shown.length - 1].width, s.id).toBeLessThanOrEqual(s.track.right + 0.5);
          }

          await page.screenshot({ path: `${ARTIFACTS}home-${width}.png`, fullPage: true });
        },
        { width, height: 900 },
      );
    });
  }
});
