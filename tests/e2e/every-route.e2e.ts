/**
 * Every route of the built sitemap, one page load each, checked three ways at once:
 * - the route answers 200, its title is "Page title | Site title" (the site title alone on `/`) and its
 *   canonical address is the route's own;
 * - the layout checks (layout/visit.ts, layout/page-checks.ts) at 1440, 1024, 768 and 390 px in both themes: no
 *   sideways scrolling, no clipped or covered text, targets of 24×24 px reachable by keyboard, a reachable table
 *   of contents, no console errors;
 * - axe (axe/audit.ts): every WCAG 2.x A/AA rule, the best practices and label-content-name-mismatch at 1440 and
 *   390 px, colour contrast in both themes at each; every violation fails, whatever its impact.
 * The pages outside the sitemap (the 404 page, /search, the team pages) are in layout.e2e.ts, the states a page
 * load does not show in axe-audit.e2e.ts.
 *
 * Time: the page load, the widget's start and the four axe runs are most of it (/guides/primitives/atoms: load
 * 1.5 s, widget 1.2 s, a full axe run 2–2.5 s, a contrast run 1.5 s, the layout checks 0.1 s per theme and
 * width, on the idle 2-core machine). One route: `npx playwright test tests/e2e/every-route.e2e.ts -g "route /faq$"`.
 */
import type { Page } from '@playwright/test';
import { plannedAudit } from './axe/audit';
import { builtRoutes, expect, SITE_TITLE, test } from './fixtures';
import { visitRoute } from './layout/visit';

/** The comment widget mounts when the page is idle: it is audited with the page. */
async function widgetMounted(page: Page) {
  await expect(page.locator('[data-docsly-root]')).toHaveCount(1, { timeout: 15_000 });
  await page
    .getByRole('toolbar', { name: 'Page comments and feedback' })
    .waitFor({ timeout: 4_000 })
    .catch(() => undefined);
}

/** The title and canonical address of a route, as problems (none when right). */
async function titleAndCanonical(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const title = await page.title();
  if (route === '/') {
    if (title !== SITE_TITLE) problems.push(`title "${title}", expected "${SITE_TITLE}"`);
  } else {
    const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
    if (!h1) problems.push('no h1');
    else if (title !== `${h1} | ${SITE_TITLE}`)
      problems.push(`title "${title}", expected "${h1} | ${SITE_TITLE}"`);
  }
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const expected = `https://docs.intuition.systems${route === '/' ? '' : route}`;
  if (canonical !== expected) problems.push(`canonical ${canonical}, expected ${expected}`);
  return problems;
}

test.describe('every route', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const route of builtRoutes()) {
    test(`route ${route}`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const failures = await visitRoute(page, testInfo, route, {
        ready: widgetMounted,
        onLoad: (loaded) => titleAndCanonical(loaded, route),
        audit: (audited, width, theme) => plannedAudit(audited, route, width, theme),
      });
      expect(failures).toEqual([]);
    });
  }
});
