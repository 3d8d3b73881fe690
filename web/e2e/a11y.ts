/**
 * Accessibility checks the browser tests share: axe-core with the WCAG 2.2 AA rule set, and the
 * page's horizontal overflow (issue 15).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's own script, put in the page once per document. @axe-core/playwright's AxeBuilder does
 * the same but injects it on every analyze() and finishes each run in a new blank page, which costs
 * several seconds a view on a busy machine; the sweep runs axe some 400 times.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core tags of WCAG 2.2 level AA (A and AA of 2.0, 2.1 and 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  /** the axe rule, e.g. color-contrast */
  id: string;
  impact: string | null;
  help: string;
  /** the CSS selectors of the failing nodes (a few) */
  targets: string[];
  nodes: number;
}

/** Runs axe on the page as it is now and answers the WCAG 2.2 AA violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // A toast closes when its progress bar's animation ends; paused, no toast starts fading out
  // (pale text for axe) while axe measures. They run on afterwards.
  await toastTimers(page, 'pause');
  try {
    return await runAxe(page);
  } finally {
    await toastTimers(page, 'play');
  }
}

/** Pauses or resumes the toasts' auto-close timers (the progress bars' CSS animations). */
async function toastTimers(page: Page, how: 'pause' | 'play'): Promise<void> {
  await page.evaluate((how) => {
    for (const a of document.getAnimations()) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (target instanceof Element && target.classList.contains('Toastify__progress-bar')) a[how]();
    }
  }, how);
}

async function runAxe(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    nodes: v.nodes.length,
  }));
}

/**
 * Waits (at most 2 s) for the page's finite CSS animations and transitions to end. axe measures
 * contrast with the opacity of the moment, so a toast or a dialog still fading in reads as pale text;
 * spinners (infinite animations) and paused animations (the toasts' timers while axe runs) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) =>
        a.finished.then(
          () => undefined,
          () => undefined,
        ),
      );
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** One line per violation, for a failure message. */
export function describeViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.id} (${v.nodes}): ${v.help} — ${v.targets.join(', ')}`).join('\n');
}

/** Throws when axe finds a WCAG 2.2 AA violation on the page as it is now. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    throw new Error(`axe: ${violations.length} WCAG 2.2 AA violation(s) on ${where}:\n${describeViolations(violations)}`);
  }
}

/** How far the page scrolls sideways (0 when it does not). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return Math.max(0, el.scrollWidth - window.innerWidth);
  });
}

/**
 * The page's heading outline (issue 15): exactly one h1, and no level skipped on the way down (an h2 may
 * follow an h4, an h4 may not follow an h2). Headings are h1–h6 and role="heading" (aria-level, 2 when
 * missing) that are rendered; a visually hidden one counts, as a screen reader reads it. Answers the
 * problems found, empty when the outline is sound.
 */
export function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nodes = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'),
    );
    const outline = nodes.map((el) => {
      const aria = el.getAttribute('aria-level');
      const level = aria ? Number(aria) : /^H[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : 2;
      return { level, text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50) };
    });
    const problems: string[] = [];
    const h1s = outline.filter((h) => h.level === 1);
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 (${h1s.map((h) => `"${h.text}"`).join(', ') || 'none'}), want exactly one`);
    let previous = 0;
    for (const h of outline) {
      if (h.level > previous + 1) problems.push(`h${h.level} "${h.text}" after ${previous ? `h${previous}` : 'the start'}`);
      previous = h.level;
    }
    return problems;
  });
}
