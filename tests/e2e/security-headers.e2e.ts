/**
 * Issue 16, item 13, in Chromium: with the security headers on, the site works without a single CSP report
 * (the theme script, hydration, search, the comment widget, a mermaid diagram, the GraphQL runner's page), and
 * /team/members cannot be loaded inside a frame by a page of the same site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toolbox } from './widget-helpers';

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('pages, theme, search, widget and mermaid work with no CSP violation', async ({
  page,
  gotoWithTheme,
}) => {
  const violations = watchViolations(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await gotoWithTheme('/guides/overview/vision', 'dark');
  // The inline theme script ran before paint.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toolbox(page)).toBeVisible({ timeout: 15_000 });

  const diagram = page.locator('.mermaid-diagram').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-mermaid="rendered"] svg').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Search docs', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Search' });
  await modal.getByRole('combobox', { name: 'Search docs' }).fill('bonding curve');
  await expect(modal.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');

  for (const path of ['/', '/guides/primitives/triples', '/team/login']) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  expect(violations).toEqual([]);
});

test('/team/members cannot be framed, even by a page of the same site', async ({ page, baseURL }) => {
  const site = new URL(baseURL!);
  // Another origin of the same site (same host, another port), served by the browser's router, framing
  // /team/members and, as a control, a page of the site's origin answered without the headers.
  const framer = `http://${site.hostname}:${Number(site.port) + 2}/framer.html`;
  await page.route(framer, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        `<!doctype html><title>framer</title>` +
        `<iframe name="victim" src="${baseURL}/team/members"></iframe>` +
        `<iframe name="control" src="${baseURL}/framing-control"></iframe>`,
    }),
  );
  await page.route(`${baseURL}/framing-control`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>control</title><p>framed</p>' }),
  );
  await page.goto(framer);
  await expect(page.frameLocator('iframe[name="control"]').getByText('framed')).toBeVisible();
  await expect.poll(() => page.frame({ name: 'victim' })?.url()).toBe('chrome-error://chromewebdata/');
  const victim = await page.frame({ name: 'victim' })!.content();
  expect(victim).not.toMatch(/Sign in|password|Members/i);
});
