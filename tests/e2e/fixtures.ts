import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const SITE_TITLE = 'Intuition Documentation';

interface Fixtures {
  /** axe-core scoped to WCAG 2.x A/AA rules. */
  makeAxeBuilder: () => AxeBuilder;
  /** Opens a page with the theme preset in localStorage before any script runs. */
  gotoWithTheme: (path: string, theme: 'light' | 'dark') => Promise<void>;
}

export const test = base.extend<Fixtures>({
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']));
  },
  gotoWithTheme: async ({ page }, use) => {
    await use(async (path, theme) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
    });
  },
});

export { expect };

export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
