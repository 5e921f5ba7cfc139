/**
 * When a page is ready to be acted on, for the e2e tests (./fixtures) and the benchmarks (scripts/bench) alike.
 */
import type { Page } from '@playwright/test';

/**
 * A prerendered page starts its scripts after its first paint (lib/mdx/boot-after-paint.ts), possibly after the
 * load event that page.goto waits for: every navigation of a test's page also waits for React to have hydrated
 * such a page (`<html data-hydrated>`, components/layout/hydrated-mark.client.tsx) and, on a guide, for its static
 * HTML's behaviour and islands (the page actions among them: components/docs/prose-enhance.ts) before the test
 * acts on it.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('script[data-boot-after-paint]') === null ||
      (document.documentElement.hasAttribute('data-hydrated') &&
        document.querySelector('[data-prose]:not([data-enhanced]), [data-island]:not([data-hydrated])') ===
          null),
  );
}

/**
 * The comment widget's deferred start is over: its toolbox and its toaster (a chunk of their own each, fetched when
 * the page is idle: widget/index.tsx) are on the page, so no more of its code arrives while a measure runs.
 */
export async function untilWidgetStarted(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start commenting' }).waitFor({ timeout: 20_000 });
  await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached', timeout: 20_000 });
}
