import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { untilHydrated } from './hydration';

export { untilHydrated };

export const SITE_TITLE = 'Intuition Documentation';

interface Fixtures {
  /** axe-core scoped to WCAG 2.x A/AA rules. */
  makeAxeBuilder: () => AxeBuilder;
  /** Opens a page with the theme preset in localStorage before any script runs. */
  gotoWithTheme: (path: string, theme: 'light' | 'dark') => Promise<void>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await untilHydrated(page);
          return response;
        },
      });
    }
    await use(page);
  },
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']));
  },
  gotoWithTheme: async ({ page }, use) => {
    await use(async (path, theme) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
    });
  },
});

export { expect };

/**
 * axe on a page, run in the page itself (legacy mode). The default mode opens a new page in the context for
 * every analysis to finish the run there: on a 1,500-node guide page that took 6.4 s against 2.3–3.1 s for the
 * same violations, passes and incompletes in the page (measured on /guides/primitives/atoms, one frame). Our
 * pages have no frames of their own, which is what the default mode is for.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The routes of the built sitemap (suites that cover every page run against the production build). */
export function builtRoutes(): string[] {
  const file = path.join(process.cwd(), '.next/server/app/sitemap.xml.body');
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`This suite needs the production build (${file}): run npm run build first.`);
  }
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Switches the theme in place (no reload), and waits for the diagrams already drawn to be redrawn in it. */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    document.documentElement.setAttribute('data-theme', t);
    document.documentElement.style.colorScheme = t;
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, theme);
  await page
    .waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-mermaid="rendered"]')].every(
          (figure) => figure.getAttribute('data-mermaid-theme') === t,
        ),
      theme,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
