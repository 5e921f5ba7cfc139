/**
 * The static pages: each renders its heading and key sections with full metadata; /Apps and /apps are one
 * page; the apps filter works without reloading; FAQ questions open by keyboard and by deep link; the release
 * feed is valid RSS. (axe audits them with every route: every-route.e2e.ts.)
 */
import { expect, SITE_TITLE, test } from './fixtures';

const PAGES: [path: string, heading: string, section: RegExp][] = [
  ['/getting-started', 'Getting Started', /testnet/i],
  ['/graphql', 'GraphQL API', /endpoint/i],
  ['/graphql/read/atoms', 'Reading Atoms', /atom/i],
  ['/graphql-package', 'GraphQL Package', /install/i],
  ['/protocol-package', 'Protocol Package', /install/i],
  ['/sdks/1ui', '1UI', /1ui/i],
  ['/sdks/graphql-sdk', 'GraphQL SDK', /graphql/i],
  ['/sdks/protocol-sdk', 'Protocol SDK', /protocol/i],
  ['/apps', 'Apps', /Show/],
  ['/community-packages', 'Community packages', /Get your package listed/],
  ['/faq', 'Frequently asked questions', /FAQ topics|questions/i],
  ['/whitepapers', 'Whitepapers', /Read the paper/],
  ['/release-notes', 'Release notes', /RSS feed/],
];

test.describe('static pages', () => {
  for (const [path, heading, section] of PAGES) {
    test(`${path} renders its heading, content and metadata`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toContainText(heading);
      await expect(page.getByRole('main')).toContainText(section);
      const title = (await h1.textContent())!.trim();
      await expect(page).toHaveTitle(`${title} | ${SITE_TITLE}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://docs.intuition.systems${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    });
  }

  test('the home page says what Intuition is and leads to every entry point and the latest releases', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of [
      'Start building',
      'The primitives at a glance',
      'Recent releases',
      'Resources and community',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const entry = page.getByRole('region', { name: 'Start building' });
    for (const name of ['Guides', 'SDKs', 'GraphQL API', 'Run a node', 'Template apps']) {
      await expect(entry.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    const releases = page.getByRole('region', { name: 'Recent releases' }).getByRole('listitem');
    await expect(releases).toHaveCount(3);
    await releases.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/release-notes#/);
  });

  test('/Apps and /apps are the same page with one canonical address', async ({ page }) => {
    await page.goto('/Apps');
    await expect(page).toHaveURL(/\/Apps$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apps');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://docs.intuition.systems/apps',
    );
  });

  test('the apps category filter shows one category at a time, without reloading', async ({ page }) => {
    await page.goto('/apps');
    const cards = page.locator('.app-card');
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);
    const radios = page.getByRole('group', { name: 'Show' }).getByRole('radio');
    const second = radios.nth(1);
    const label = (await second.locator('xpath=..').textContent())!;
    const expected = Number(/\((\d+)\)/.exec(label)![1]);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await second.check();
    await expect(page.locator('.app-card:visible')).toHaveCount(expected);
    await radios.first().check();
    await expect(page.locator('.app-card:visible')).toHaveCount(total);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('FAQ questions open with the keyboard and by deep link, and the page carries FAQ structured data', async ({
    page,
  }) => {
    await page.goto('/faq');
    const first = page.locator('details.faq-item').first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    const second = page.locator('details.faq-item').nth(1);
    const id = await second.getAttribute('id');
    await page.goto(`/faq#${id}`);
    await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity.length).toBe(await page.locator('details.faq-item').count());
  });

  test('the release notes feed is valid RSS listing every release, newest first', async ({
    page,
    request,
  }) => {
    const response = await request.get('/release-notes/rss.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/release-notes');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          date: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.items.length).toBe(await page.locator('main ol > li').count());
    const dates = parsed.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
