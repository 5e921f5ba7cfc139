/**
 * One visit of a route for the layout checks (and the audits that ride on the same page load): the page is
 * loaded once at 1440 px and reached at 1024, 768 and 390 px by resizing the window, as a reader does; the
 * theme is switched in place; transitions are off so nothing has to settle; the geometric checks
 * (page-checks.ts) run in one page.evaluate per theme and scroll position. Each failing case is saved as a
 * screenshot (test artifact, under test-results/) with the offending elements outlined.
 */
import type { ConsoleMessage, Page, TestInfo } from '@playwright/test';
import { expect, setTheme } from '../fixtures';
import { runLayoutChecks, type LayoutProblem } from './page-checks';

export const LAYOUT_WIDTHS = [1440, 1024, 768, 390] as const;
const THEMES = ['light', 'dark'] as const;

export interface Failure {
  width: number;
  theme: string;
  problems: string[];
}

export interface VisitOptions {
  /** The status the route answers. @defaultValue 200 */
  status?: number;
  /** Waits for what must be on the page before it is checked (the comment widget). */
  ready?: (page: Page) => Promise<void>;
  /** Runs once the page is loaded, at 1440 px, before any check: what it returns fails the visit. */
  onLoad?: (page: Page) => Promise<string[]>;
  /** Extra checks at a width and theme (an axe run): what they return fails the visit. */
  audit?: (page: Page, width: number, theme: string) => Promise<string[]>;
}

/** Console errors and uncaught exceptions of a page, collected as they happen. */
function watchConsole(page: Page, expected404?: string) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // The 404 page's own document answers 404, which Chromium logs as an error.
    if (expected404 && /status of 404/.test(message.text()) && url.includes(expected404)) return;
    errors.push(`console: ${message.text().slice(0, 200)}`);
  };
  const onError = (error: Error) => errors.push(`exception: ${error.message.slice(0, 200)}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  };
  return { errors, stop };
}

async function scrollTo(page: Page, where: 'top' | 'end') {
  await page.evaluate(async (to) => {
    window.scrollTo({ top: to === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, where);
}

/** No transitions or animations: the navbar's slide and the toasts are in their final place at once. */
const NO_MOTION = '*,*::before,*::after{transition:none!important;animation:none!important}';

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.addStyleTag({
    content: '[data-layout-problem]{outline:3px solid #e00 !important;outline-offset:1px !important}',
  });
  await page.evaluate(() =>
    document.querySelector('[data-layout-problem]')?.scrollIntoView({ block: 'center' }),
  );
  // Saved in the test's output folder (test-results/…) and attached to the report.
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-layout-problem]')
      .forEach((e) => e.removeAttribute('data-layout-problem')),
  );
}

const format = (problem: LayoutProblem) => `${problem.rule} ${problem.element}: ${problem.detail}`;

/** Visits `route` at every width and theme and returns what failed. */
export async function visitRoute(
  page: Page,
  testInfo: TestInfo,
  route: string,
  options: VisitOptions = {},
): Promise<Failure[]> {
  const failures: Failure[] = [];
  const { errors: consoleErrors, stop } = watchConsole(page, options.status === 404 ? route : undefined);
  const fail = async (width: number, theme: string, problems: string[]) => {
    failures.push({ width, theme, problems });
    await saveScreenshot(page, testInfo, `${route.replace(/[^\w-]+/g, '_')}-${width}-${theme}.png`);
  };
  for (const [step, width] of LAYOUT_WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (step === 0) {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), `${route} status`).toBe(options.status ?? 200);
      await page.addStyleTag({ content: NO_MOTION });
      await options.ready?.(page);
      const found = (await options.onLoad?.(page)) ?? [];
      if (found.length > 0) await fail(width, 'on load', found);
    }
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await scrollTo(page, 'top');
      const found = (await page.evaluate(runLayoutChecks, { phase: 'top' as const })).map(format);
      // The audit reads the page at its top, as a reader arriving sees it.
      if (options.audit) found.push(...(await options.audit(page, width, theme)));
      await scrollTo(page, 'end');
      found.push(...(await page.evaluate(runLayoutChecks, { phase: 'end' as const })).map(format));
      found.push(...consoleErrors.splice(0));
      if (found.length > 0) await fail(width, theme, found);
    }
  }
  stop();
  return failures;
}
