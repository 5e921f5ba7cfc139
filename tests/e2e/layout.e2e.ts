/**
 * The layout checks (layout/visit.ts, layout/page-checks.ts) on the pages the sitemap does not list — the search
 * page, the 404 page and the team pages signed in — at 390, 768, 1024 and 1440 px in the light and the dark theme:
 * no horizontal scrolling, no text clipped or covered, interactive elements of at least 24×24 px reachable by
 * keyboard, a reachable table of contents, no serious or critical axe violations, no console errors. Every route
 * of the sitemap gets the same checks, and the full axe audit, in every-route.e2e.ts.
 *
 * axe is the slow part (about 3 s a run on a 2-core machine), so each page here gets one axe run, at a width and
 * theme that rotate from page to page; LAYOUT_AXE=all runs it at every width and theme.
 * One page: `npx playwright test tests/e2e/layout.e2e.ts -g "team pages"`.
 */
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe/audit';
import { expect, test } from './fixtures';
import { LAYOUT_WIDTHS, visitRoute, type Failure } from './layout/visit';
import { runCli } from './widget-helpers';

/** The (width, theme) pairs that get an axe run, rotating by page index unless LAYOUT_AXE=all. */
const AXE_ROTATION = LAYOUT_WIDTHS.flatMap((width) => ['light', 'dark'].map((theme) => `${width}-${theme}`));
const axeFor = (index: number) => (page: Page, width: number, theme: string) =>
  process.env.LAYOUT_AXE === 'all' || AXE_ROTATION[(index * 3) % AXE_ROTATION.length] === `${width}-${theme}`
    ? seriousViolations(page)
    : Promise.resolve([]);
const PASSWORD = 'layout suite password 1';

/** The comment widget mounts when the page is idle: wait for it, so the toolbox is checked too. */
async function toolboxShown(page: Page) {
  await page
    .getByRole('toolbar', { name: 'Page comments and feedback' })
    .waitFor({ timeout: 4_000 })
    .catch(() => undefined);
}

function checkPage(page: Page, testInfo: TestInfo, route: string, index: number, status?: number) {
  return visitRoute(page, testInfo, route, {
    status,
    ready: route.startsWith('/team') ? undefined : toolboxShown,
    audit: axeFor(index),
  });
}

test.describe('layout', () => {
  test.describe.configure({ mode: 'parallel' });

  test('layout /search?q=atom', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    expect(await checkPage(page, testInfo, '/search?q=atom', 0)).toEqual([]);
  });

  test('layout the 404 page', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    expect(await checkPage(page, testInfo, '/no-such-page-here', 1, 404)).toEqual([]);
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
      for (const failure of await checkPage(page, testInfo, route, index))
        failures.push({ route, ...failure });
    }
    expect(failures).toEqual([]);
  });
});
