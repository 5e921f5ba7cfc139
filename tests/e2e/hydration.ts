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
