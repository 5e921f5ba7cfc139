/**
 * The layout suite: every route of the site (each guide and static page from the built sitemap, /search?q=atom,
 * the 404 page, the team pages signed in) at 390, 768, 1024 and 1440 px, in the light and the dark theme.
 * For each it asserts no horizontal scrolling, no text clipped or covered (code labels, the comment toolbox,
 * sticky headers), interactive elements of at least 24×24 px and reachable by keyboard, a reachable table of
 * contents, no serious or critical axe violations, and no console errors (see layout/page-checks.ts).
 *
 * Fast by design: one page load per route (at 1440 px; the narrower widths by resizing the window); the theme
 * is switched in place; transitions are turned off so nothing has to settle; the geometric checks run in one page.evaluate per theme and scroll position.
 * axe is the slow part (about 3 s a run on a 2-core machine), so by default each route gets one axe run, at a
 * width and theme that rotate from route to route (every combination is covered across the site);
 * LAYOUT_AXE=all runs it at every width and theme. Each failing case is saved as a screenshot (test artifact,
 * under test-results/) with the offending elements outlined.
 * One route: `npx playwright test tests/e2e/layout.e2e.ts -g "layout /faq$"`.
 */
import type { ConsoleMessage, Page, TestInfo } from '@playwright/test';
import { axeOn, builtRoutes, expect, setTheme, test } from './fixtures';
import { runLayoutChecks, type LayoutProblem } from './layout/page-checks';
import { runCli } from './widget-helpers';

const WIDTHS = [390, 768, 1024, 1440] as const;
/** The (width, theme) pairs that get an axe run, rotating by route index unless LAYOUT_AXE=all. */
const AXE_ROTATION = WIDTHS.flatMap((width) => ['light', 'dark'].map((theme) => `${width}-${theme}`));
const axeFor = (index: number) =>
  process.env.LAYOUT_AXE === 'all'
    ? () => true
    : (width: number, theme: string) =>
        AXE_ROTATION[(index * 3) % AXE_ROTATION.length] === `${width}-${theme}`;
const THEMES = ['light', 'dark'] as const;
const PASSWORD = 'layout suite password 1';

interface Failure {
  width: number;
  theme: string;
  problems: string[];
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

async function axeProblems(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
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
async function checkRoute(
  page: Page,
  testInfo: TestInfo,
  route: string,
  options: { status?: number; index?: number } = {},
) {
  const runAxe = axeFor(options.index ?? 0);
  const failures: Failure[] = [];
  const { errors: consoleErrors, stop } = watchConsole(page, options.status === 404 ? route : undefined);
  // One page load per route, at the widest width; the narrower widths are reached by resizing the window (as
  // a reader does), which is much faster than loading the page again.
  for (const [step, width] of [...WIDTHS].reverse().entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (step === 0) {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), `${route} status`).toBe(options.status ?? 200);
      await page.addStyleTag({ content: NO_MOTION });
      // The comment widget mounts when the page is idle: wait for it, so the toolbox is checked too.
      if (!route.startsWith('/team'))
        await page
          .getByRole('toolbar', { name: 'Page comments and feedback' })
          .waitFor({ timeout: 4_000 })
          .catch(() => undefined);
    }
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await scrollTo(page, 'top');
      const found = (await page.evaluate(runLayoutChecks, { phase: 'top' as const })).map(format);
      await scrollTo(page, 'end');
      found.push(...(await page.evaluate(runLayoutChecks, { phase: 'end' as const })).map(format));
      if (runAxe(width, theme)) found.push(...(await axeProblems(page)));
      found.push(...consoleErrors.splice(0));
      if (found.length > 0) {
        failures.push({ width, theme, problems: found });
        await saveScreenshot(page, testInfo, `${route.replace(/[^\w-]+/g, '_')}-${width}-${theme}.png`);
      }
    }
  }
  stop();
  return failures;
}

test.describe('layout', () => {
  // Each route is its own test, spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  const extra = ['/search?q=atom'];
  [...builtRoutes(), ...extra].forEach((route, index) => {
    test(`layout ${route}`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      expect(await checkRoute(page, testInfo, route, { index })).toEqual([]);
    });
  });

  test('layout the 404 page', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    expect(await checkRoute(page, testInfo, '/no-such-page-here', { status: 404, index: 1 })).toEqual([]);
  });

  test('layout the team pages, signed in', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const dataDir = process.env.E2E_PGLITE_DATA_DIR!;
    const email = `layout-${Date.now()}@example.com`;
    runCli('team', ['add', email, '--name', 'Layout'], dataDir, `${PASSWORD}\n`);
    await page.goto('/team/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/team$/);
    const failures: (Failure & { route: string })[] = [];
    for (const [index, route] of [
      '/team',
      '/team/feedback',
      '/team/questions',
      '/team/webhooks',
      '/team/settings',
      '/team/members',
      '/team/password',
      '/team/login',
    ].entries()) {
      for (const failure of await checkRoute(page, testInfo, route, { index }))
        failures.push({ route, ...failure });
    }
    expect(failures).toEqual([]);
  });
});
