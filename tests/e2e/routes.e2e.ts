import { expect, sitemapPaths, test } from './fixtures';

test.describe('routes', () => {
  test('the sitemap lists the home page, the guides and the generated category pages', async ({ page }) => {
    // Each route's status, title and canonical address are checked on its visit in every-route.e2e.ts.
    expect(await sitemapPaths(page)).toEqual(
      expect.arrayContaining([
        '/',
        '/guides',
        '/guides/overview',
        '/guides/overview/the-primitives',
        '/guides/category/use-cases',
      ]),
    );
  });

  const redirects: [string, string][] = [
    ['/guides/overview/vision.html', '/guides/overview/vision'],
    ['/guides/overview/index.html', '/guides/overview'],
    ['/index.html', '/'],
    ['/guides/overview/', '/guides/overview'],
    ['/guides/smart-contracts/trust-multi-vault-fee', '/guides/smart-contracts/trust-multi-vault'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
    });
  }

  test('an unknown path renders the not-found page with status 404 and ways onward', async ({ page }) => {
    const response = await page.goto('/guides/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /Guides/ })).toHaveAttribute('href', '/guides');
    await expect(main.getByRole('searchbox', { name: 'Search the docs' })).toBeVisible();
  });
});

test('the not-found search form leads to results', async ({ page }) => {
  await page.goto('/guides/no-such-page');
  await page.getByRole('searchbox', { name: 'Search the docs' }).fill('bonding curve');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=bonding\+curve$/);
  await expect(page.getByRole('status')).toContainText('found for "bonding curve"');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Bonding Curves/ })
      .first(),
  ).toBeVisible();
  await page.goto('/search?q=zzzqqq');
  await expect(page.getByRole('status')).toContainText('No results for "zzzqqq"');
});

test('static pages arrive in reading order, with no loading fallback streamed first (no layout shift)', async ({
  request,
}) => {
  for (const path of ['/guides', '/guides/overview/the-primitives', '/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('template id="B:');
    const main = html.indexOf('<main');
    const footer = html.lastIndexOf('<footer');
    expect(main, path).toBeGreaterThan(0);
    expect(main, path).toBeLessThan(footer);
  }
});
