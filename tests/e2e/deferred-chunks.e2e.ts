/**
 * Code fetched on demand (widget/ui/retryable-import.ts) recovers from a chunk that could not be fetched: each
 * part's retry fetches it anew and the part works, and the widget's notices asked for while the toaster's chunk
 * is slow or refused are each shown once, in order, as the toaster shows them when it is there.
 *
 * A chunk is refused (as by a dropped connection or a blocker) by its content, until the test lets it through;
 * the bundler's loader tries a refused chunk twice before it gives up, and both attempts are refused. The page's
 * one reload on a failed chunk (components/layout/head-script.ts) is spent beforehand, so that the part's own
 * recovery is what is tested.
 */
import type { Page } from '@playwright/test';
import { CHUNK_RELOAD_KEY } from '../../components/layout/head-script';
import { expect, test } from './fixtures';
import { askAiButton, searchButton, searchDialog } from './search-controls';
import { openWithWidget, toolbox } from './widget-helpers';

/** Refuses the script chunks whose code `matches`, until `allow()`; counts the refusals. */
async function refuseChunks(page: Page, matches: (code: string) => boolean) {
  let refusing = true;
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (refusing && matches(body)) {
      refused++;
      return route.abort('connectionfailed');
    }
    return route.fulfill({ response, body });
  });
  return {
    refused: () => refused,
    allow: () => {
      refusing = false;
    },
  };
}

/** The page's one reload for a failed chunk, spent (as if it had happened a moment ago). */
const spendChunkReload = (page: Page) =>
  page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now() + 3_600_000)), CHUNK_RELOAD_KEY);

interface OnDemandPart {
  name: string;
  path: string;
  /** Whether a chunk's code is (part of) this part's. */
  chunk: (code: string) => boolean;
  /** What a reader does that fetches the part (nothing: it loads by itself). */
  reach?: (page: Page) => Promise<void>;
  /** What the reader sees once the fetch failed. */
  failed: (page: Page) => Promise<void>;
  /** The reader's retry. */
  retry: (page: Page) => Promise<void>;
  /** The part, working. */
  works: (page: Page) => Promise<void>;
}

const PARTS: OnDemandPart[] = [
  {
    name: "the comment widget's panels: the error box's Try again",
    path: '/guides/overview/the-primitives',
    chunk: (code) => code.includes('Start commenting'),
    failed: (page) =>
      expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible(),
    retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
    works: (page) => expect(page.getByRole('button', { name: 'Start commenting' })).toBeVisible(),
  },
  {
    name: 'the search modal: the next click on the search box',
    path: '/guides/overview/the-primitives',
    chunk: (code) => code.includes('No recent searches'),
    reach: (page) => searchButton(page).click(),
    failed: (page) => expect(searchDialog(page)).toHaveCount(0),
    retry: (page) => searchButton(page).click(),
    works: (page) => expect(searchDialog(page)).toBeVisible(),
  },
  {
    name: "search's AI mode: its Try again",
    path: '/guides/overview/the-primitives',
    chunk: (code) => code.includes('The answer failed. Try again.'),
    reach: async (page) => {
      await searchButton(page).click();
      await askAiButton(page).click();
    },
    failed: (page) =>
      expect(searchDialog(page).getByRole('alert')).toContainText('AI answers could not be loaded'),
    retry: (page) => searchDialog(page).getByRole('button', { name: 'Try again' }).click(),
    works: (page) =>
      expect(searchDialog(page).getByRole('textbox', { name: 'Ask a question' })).toBeVisible(),
  },
  {
    name: "the query runner: its button's next click",
    path: '/graphql',
    chunk: (code) => code.includes('Variables (JSON)'),
    reach: (page) => page.getByRole('button', { name: 'Try it' }).click(),
    failed: (page) =>
      expect(page.locator('.query-runner').getByRole('alert')).toContainText('could not be loaded'),
    retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
    works: (page) => expect(page.getByRole('region', { name: 'Query runner' })).toBeVisible(),
  },
  {
    name: 'a diagram: its Try again',
    path: '/guides/overview/vision',
    // The mermaid library's main chunk (the diagram island's own code names startOnLoad too, in a few KB).
    chunk: (code) => code.length > 100_000 && code.includes('startOnLoad'),
    reach: (page) => page.locator('.mermaid-diagram').first().scrollIntoViewIfNeeded(),
    failed: (page) =>
      expect(page.locator('.mermaid-diagram').first().getByRole('alert')).toContainText('could not be drawn'),
    retry: (page) =>
      page.locator('.mermaid-diagram').first().getByRole('button', { name: 'Try again' }).click(),
    works: (page) =>
      expect(page.locator('.mermaid-diagram').first()).toHaveAttribute('data-mermaid', 'rendered', {
        timeout: 20_000,
      }),
  },
];

test.describe('a part fetched on demand whose chunk could not be fetched', () => {
  for (const part of PARTS) {
    test(`works after a retry once the chunk is reachable: ${part.name}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await spendChunkReload(page);
      const chunks = await refuseChunks(page, part.chunk);
      let documents = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents++;
      });
      await page.goto(part.path);
      await part.reach?.(page);
      // Both of the loader's attempts refused.
      await expect.poll(chunks.refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      await part.failed(page);
      chunks.allow();
      await part.retry(page);
      await part.works(page);
      expect(documents).toBe(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

/**
 * Records the text of every notice the page shows, in the order they appear (each toast element once: a notice
 * shown twice is two elements), whether or not it is still on screen when the test reads the record.
 */
const recordNotices = (page: Page) =>
  page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { shownNotices: string[] }).shownNotices = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
const notices = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices);

/** Comment mode on, off and on again, then a "helpful" vote: four notices and a fifth. */
async function askForNotices(page: Page) {
  const start = page.getByRole('button', { name: 'Start commenting' });
  for (let i = 0; i < 3; i++) await start.click();
  const vote = page.waitForResponse((r) => r.url().endsWith('/add-feedback'));
  await toolbox(page).getByRole('button', { name: 'Helpful', exact: true }).click();
  expect((await vote).status()).toBe(200);
}

test.describe("the widget's notices while the toaster's chunk is not there yet", () => {
  const toasterChunk = (code: string) => code.includes('data-sonner-toaster');

  test('each is shown once, in order, as the toaster shows them when it is already there', async ({
    page,
    browser,
  }) => {
    // The toaster's chunk held until the notices were asked for.
    await page.setViewportSize({ width: 1440, height: 900 });
    await recordNotices(page);
    const held: (() => Promise<void>)[] = [];
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const deliver = () => route.fulfill({ response, body });
      if (toasterChunk(body)) held.push(deliver);
      else await deliver();
    });
    await openWithWidget(page, '/guides/overview/the-primitives');
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await askForNotices(page);
    expect(await notices(page)).toEqual([]);
    for (const deliver of held) await deliver();
    await expect.poll(async () => (await notices(page)).length).toBe(5);
    await page.screenshot({ path: test.info().outputPath('notices-after-slow-toaster.png') });

    // The same with the toaster there from the start (another reader): the same notices, in the same order.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const reader = await context.newPage();
    await recordNotices(reader);
    await openWithWidget(reader, '/guides/overview/the-primitives');
    await expect(reader.locator('section[aria-label^="Notifications"]')).toBeAttached({ timeout: 20_000 });
    await askForNotices(reader);
    await expect.poll(async () => (await notices(reader)).length).toBe(5);
    const expected = await notices(reader);
    await context.close();
    expect(expected).toEqual([
      'Comment mode enabled!',
      "Click wherever you'd like to comment.",
      'Comment mode enabled!',
      "Click wherever you'd like to comment.",
      'We have received your feedback!',
    ]);
    expect(await notices(page)).toEqual(expected);
  });

  test('none is lost when the chunk was refused: they are shown with the next notice once it is reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await spendChunkReload(page);
    await recordNotices(page);
    const chunks = await refuseChunks(page, toasterChunk);
    await openWithWidget(page, '/guides/overview/the-primitives');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const failures = () =>
      warnings.filter((text) => text.includes('The comment widget could not show')).length;
    const before = failures();
    await askForNotices(page);
    // The fetch the notices waited for has failed (both of the loader's attempts refused).
    await expect.poll(failures, { timeout: 20_000 }).toBeGreaterThan(before);
    chunks.allow();
    // The next notice (comment mode off, then on: two more) brings the toaster and those that waited.
    const start = page.getByRole('button', { name: 'Start commenting' });
    await start.click();
    await start.click();
    await expect.poll(async () => (await notices(page)).length).toBe(7);
    // In the order asked for, each once.
    expect(await notices(page)).toEqual([
      'Comment mode enabled!',
      "Click wherever you'd like to comment.",
      'Comment mode enabled!',
      "Click wherever you'd like to comment.",
      'We have received your feedback!',
      'Comment mode enabled!',
      "Click wherever you'd like to comment.",
    ]);
  });
});
