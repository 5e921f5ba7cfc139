/**
 * Loading and recovery as the specification describes them, one test per statement, at 390 and 1440 px in both
 * themes where the part is shown at both widths (the widget is hidden below 760 px by default). Slow and failed
 * requests are made with route interception: a held request stays in flight until the test releases it, so
 * nothing depends on how fast the machine is.
 */
import type { Browser, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { CHUNK_RELOAD_KEY } from '../../components/layout/head-script';
import { expect, test } from './fixtures';
import { openWithWidget, startCommenting, submitComment } from './widget-helpers';

const WIDTHS = [390, 1440] as const;
const THEMES = ['light', 'dark'] as const;
const CONFIGS = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));

/** Holds every request matching `pattern` until release() (then lets them through to the server). */
async function hold(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

async function open(page: Page, path: string, theme: 'light' | 'dark', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
}

/**
 * Opens /guides/overview/the-economics with the page data of /guides/overview/vision held (prefetches too, so
 * the hold is in place before the page loads), then clicks a link to it: the old page stays meanwhile.
 */
async function slowPageChange(page: Page, theme: 'light' | 'dark' = 'light', width = 1440) {
  const data = await hold(page, /\/guides\/overview\/vision\?_rsc=/);
  await open(page, '/guides/overview/the-economics', theme, width);
  const link = page.locator('a[href="/guides/overview/vision"]:visible').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  return data;
}

const opacity = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Number(getComputedStyle(el).opacity));

type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const parseRgb = (css: string): Rgb => {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number);
  return [r!, g!, b!];
};

/** The pixels of one row of the page, as [r, g, b] triples. */
async function pixelRow(page: Page, y: number): Promise<Rgb[]> {
  const width = page.viewportSize()!.width;
  const png = await page.screenshot({ clip: { x: 0, y, width, height: 1 }, animations: 'allow' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const row: Rgb[] = [];
  for (let x = 0; x < info.width; x++) row.push([data[x * 3]!, data[x * 3 + 1]!, data[x * 3 + 2]!]);
  return row;
}

test.describe('1. the loading bar', () => {
  for (const { width, theme } of CONFIGS) {
    test(`stands out on the announcement bar and on the page (${width} px, ${theme})`, async ({ page }) => {
      const data = await slowPageChange(page, theme, width);
      const announcement = page.getByRole('region', { name: 'Announcement' });
      await expect(announcement).toBeVisible();
      const announcementColour = parseRgb(
        await announcement.evaluate((el) => getComputedStyle(el).backgroundColor),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => opacity(page, '.route-progress')).toBe(1);
      await page.screenshot({
        path: test.info().outputPath(`bar-${width}-${theme}.png`),
        clip: { x: 0, y: 0, width, height: 120 },
      });
      // Most of the bar's row (its track) differs from the announcement bar it sits on by at least 3:1.
      const row = await pixelRow(page, 1);
      const standsOut = row.filter((pixel) => contrast(pixel, announcementColour) >= 3).length;
      expect(standsOut / row.length).toBeGreaterThan(0.4);
      // Where the accent sweep is, it stands out from the page's background too. The sweep moves across the row
      // (at 390 px it can be outside the row at the moment of one capture): the row is read until it shows.
      const background = parseRgb(
        await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      );
      await expect
        .poll(async () => (await pixelRow(page, 1)).some((pixel) => contrast(pixel, background) >= 3))
        .toBe(true);
      await data.release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Vision');
      await expect(page.locator('.route-progress')).toHaveCount(0);
    });
  }
});

test.describe('2. a slow page change', () => {
  for (const { width, theme } of CONFIGS) {
    test(`shows a spinner after 200 ms, over the old page, until the new one arrives (${width} px, ${theme})`, async ({
      page,
      makeAxeBuilder,
    }) => {
      const data = await slowPageChange(page, theme, width);
      const spinner = page.getByRole('status').filter({ hasText: 'Loading page' });
      await expect(spinner).toBeVisible();
      await expect.poll(() => spinner.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Economics');
      await page.screenshot({ path: test.info().outputPath(`spinner-${width}-${theme}.png`) });
      const box = (await spinner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect((await makeAxeBuilder().include('.route-spinner').analyze()).violations).toEqual([]);
      await data.release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Vision');
      await expect(spinner).toHaveCount(0);
    });
  }

  test('the spinner is not shown during the first 200 ms', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { clickedAt?: number; shownAt?: number };
      document.addEventListener('click', () => (w.clickedAt = performance.now()), true);
      const check = () => {
        const spinner = document.querySelector('.route-spinner');
        if (w.shownAt === undefined && spinner && Number(getComputedStyle(spinner).opacity) > 0)
          w.shownAt = performance.now();
        requestAnimationFrame(check);
      };
      addEventListener('DOMContentLoaded', check);
    });
    const data = await slowPageChange(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt))
      .toBeDefined();
    const { clickedAt, shownAt } = await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; shownAt: number };
      return { clickedAt: w.clickedAt, shownAt: w.shownAt };
    });
    expect(shownAt - clickedAt).toBeGreaterThanOrEqual(190);
    await data.release();
  });
});

/**
 * The script chunks that /faq needs and /guides/overview does not: found by loading both pages in a page of
 * their own, then refused (as by a network that drops them) in `page` until unblock().
 */
async function breakFaqChunks(browser: Browser, page: Page) {
  const scriptsOf = async (path: string, ready: (probe: Page) => Promise<void>) => {
    const probe = await browser.newPage();
    const urls = new Set<string>();
    probe.on('request', (r) => {
      if (r.resourceType() === 'script') urls.add(new URL(r.url()).pathname);
    });
    await probe.goto(path);
    await ready(probe);
    await probe.close();
    return urls;
  };
  // Everything the start page loads, the comment widget (loaded when the page is idle) included.
  const start = await scriptsOf('/guides/overview', (probe) =>
    expect(probe.getByRole('button', { name: 'Start commenting' })).toBeVisible({ timeout: 20_000 }),
  );
  // The page's scripts start after its first contentful paint, which may come after the load event: every one
  // of them has been requested once React has hydrated the page.
  const hydrated = (probe: Page) =>
    probe.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated')).then(() => undefined);
  const faqOnly = [...(await scriptsOf('/faq', hydrated))].filter((url) => !start.has(url));
  expect(faqOnly.length).toBeGreaterThan(0);
  let broken = true;
  const refused: string[] = [];
  const requested: string[] = [];
  await page.route(
    (url) => faqOnly.includes(url.pathname),
    (route) => {
      requested.push(route.request().url());
      if (!broken) return route.continue();
      refused.push(route.request().url());
      return route.abort('connectionfailed');
    },
  );
  return {
    refused,
    requested,
    unblock: () => {
      broken = false;
    },
  };
}

/**
 * Opens /guides/overview and goes to /faq client-side (through Next's router, as a link would), with /faq's
 * chunks refused: the error box shows.
 */
async function failedPagePart(page: Page, browser: Browser, width: number, theme: 'light' | 'dark') {
  const chunks = await breakFaqChunks(browser, page);
  // The page's one automatic reload on a failed chunk (head script) has been spent: the error box is what a
  // reader sees next.
  await page.addInitScript(
    (key) => sessionStorage.setItem(key, String(Date.now() + 3_600_000)),
    CHUNK_RELOAD_KEY,
  );
  await open(page, '/guides/overview', theme, width);
  await page.waitForFunction(() =>
    Boolean((window as unknown as { next?: { router?: unknown } }).next?.router),
  );
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/faq'),
  );
  const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(box).toBeVisible({ timeout: 15_000 });
  expect(chunks.refused.length).toBeGreaterThan(0);
  return { chunks, box };
}

test.describe('3. Retry', () => {
  for (const { width, theme } of CONFIGS) {
    test(`requests the failed page part again and shows it once it is reachable (${width} px, ${theme})`, async ({
      page,
      browser,
    }) => {
      const { chunks, box } = await failedPagePart(page, browser, width, theme);
      chunks.unblock();
      const before = chunks.requested.length;
      await box.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently Asked Questions|FAQ/i, {
        timeout: 15_000,
      });
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      // A retry that reloads the page shows /faq's static HTML (its heading) before its scripts start, after the
      // first paint: wait for the page part to be requested again rather than read the count at one instant.
      await expect.poll(() => chunks.requested.length, { timeout: 15_000 }).toBeGreaterThan(before);
      expect(new URL(page.url()).pathname).toBe('/faq');
    });
  }
});

test.describe('4. the error box', () => {
  for (const { width, theme } of CONFIGS) {
    test(`is a red box with the error text and Retry (${width} px, ${theme})`, async ({
      page,
      browser,
      makeAxeBuilder,
    }) => {
      const { box } = await failedPagePart(page, browser, width, theme);
      await expect(box).toContainText(/chunk/i);
      const retry = box.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`error-${width}-${theme}.png`) });
      const style = await box.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          border: s.borderTopColor,
          borderWidth: parseFloat(s.borderTopWidth),
          background: s.backgroundColor,
        };
      });
      const [r, g, b] = parseRgb(style.border);
      expect(style.borderWidth).toBeGreaterThanOrEqual(1);
      expect(r).toBeGreaterThan(150);
      expect(r - Math.max(g, b)).toBeGreaterThan(80);
      const [br, bg, bb] = parseRgb(style.background);
      expect(br).toBeGreaterThan(Math.max(bg, bb)); // a red tint, not the page's grey or white
      const boxWidth = (await box.boundingBox())!.width;
      expect(boxWidth).toBeLessThanOrEqual(width);
      await retry.focus();
      await expect(retry).toBeFocused();
      expect((await makeAxeBuilder().include('main').analyze()).violations).toEqual([]);
    });
  }
});

test.describe('5. the widget data layer', () => {
  /** Fails the first project-settings request (the network drops it) after `beforeFailing` ran; the rest pass. */
  async function failSettingsOnce(page: Page, beforeFailing: () => Promise<void> = async () => undefined) {
    const times: number[] = [];
    await page.route('**/get-project-settings*', async (route) => {
      times.push(Date.now());
      if (times.length > 1) return route.continue();
      await beforeFailing();
      await page.clock.pauseAt(Date.now() + 1_000);
      await route.abort('connectionfailed');
    });
    return times;
  }
  /** Counts the page's failed settings fetches (observed in the page, after the widget's own handlers ran). */
  const countFailures = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { settingsFailures: number };
      w.settingsFailures = 0;
      const original = window.fetch;
      window.fetch = (input, init) => {
        const promise = original(input, init);
        if (String(input instanceof Request ? input.url : input).includes('get-project-settings'))
          promise.catch(() => w.settingsFailures++);
        return promise;
      };
    });
  const failures = (page: Page) =>
    page.evaluate(() => (window as unknown as { settingsFailures: number }).settingsFailures);

  for (const link of ['normal', 'slow'] as const) {
    const interval = link === 'slow' ? 10_000 : 5_000;
    test(`a failed project-settings request is retried after ${interval / 1000} s on a ${link} link, and the widget appears`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await countFailures(page);
      const cdp = await page.context().newCDPSession(page);
      await page.clock.install();
      const times = await failSettingsOnce(page, async () => {
        if (link !== 'slow') return;
        // Chromium reports an emulated 2G link to the page (navigator.connection.effectiveType).
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 1_500,
          downloadThroughput: 6_000,
          uploadThroughput: 6_000,
          connectionType: 'cellular2g',
        });
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                (navigator as unknown as { connection: { effectiveType: string } }).connection.effectiveType,
            ),
          )
          .toMatch(/2g/);
      });
      await page.goto('/guides/overview/vision');
      await expect.poll(() => failures(page), { timeout: 15_000 }).toBe(1);
      if (link === 'slow')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      await page.clock.runFor(interval - 100);
      expect(times).toHaveLength(1);
      await page.clock.runFor(200);
      await expect.poll(() => times.length).toBe(2);
      await page.clock.resume();
      await expect(page.getByRole('button', { name: 'Start commenting' })).toBeVisible({ timeout: 15_000 });
    });
  }

  test('focus refetches the comments at most once per 5 s, and answers younger than 2 s are reused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Counted in the page: a refetch on focus calls fetch while the focus event is being dispatched.
    await page.addInitScript(() => {
      const w = window as unknown as { listings: number; answers: number };
      w.listings = 0;
      w.answers = 0;
      const original = window.fetch;
      window.fetch = (input, init) => {
        const promise = original(input, init);
        if (String(input instanceof Request ? input.url : input).includes('get-comments-public')) {
          w.listings++;
          void promise.then((r) => r.clone().json()).then(() => w.answers++);
        }
        return promise;
      };
    });
    const counts = () =>
      page.evaluate(() => {
        const w = window as unknown as { listings: number; answers: number };
        return { listings: w.listings, answers: w.answers };
      });
    /**
     * Comes back to the page (both events) and says how many listings were asked for by then: a refetch starts
     * in the promise jobs that follow the event, so one task later (a message, which the fake clock leaves
     * alone) it has called fetch.
     */
    const focus = () =>
      page.evaluate(async () => {
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        window.dispatchEvent(new Event('focus'));
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        });
        return (window as unknown as { listings: number }).listings;
      });
    await page.clock.install();
    await openWithWidget(page, '/guides/overview/vision');
    await expect.poll(counts).toEqual({ listings: 1, answers: 1 });
    await page.clock.fastForward(6_000);
    expect(await focus()).toBe(2); // the answer is 6 s old: refetched
    await expect.poll(counts).toEqual({ listings: 2, answers: 2 });
    await page.clock.fastForward(2_000);
    expect(await focus()).toBe(2); // 2 s after the last answer: throttled
    await page.clock.fastForward(3_100);
    expect(await focus()).toBe(3); // 5.1 s after it: refetched
    await expect.poll(counts).toEqual({ listings: 3, answers: 3 });
    // Opening the inbox right after (within 2 s) reuses the answer.
    await page.getByRole('button', { name: 'Open inbox' }).click();
    await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
    expect((await counts()).listings).toBe(3);
  });

  test('a listing still loading after 3 s is reported as slow in the inbox', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { listingAt?: number; slowAt?: number };
      const original = window.fetch;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('get-comments-public'))
          w.listingAt ??= performance.now();
        return original(input, init);
      };
      new MutationObserver(() => {
        if (w.slowAt === undefined && document.body.textContent?.includes('taking longer than usual'))
          w.slowAt = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const listing = await hold(page, '**/get-comments-public*');
    await openWithWidget(page, '/guides/overview/vision');
    await page.getByRole('button', { name: 'Open inbox' }).click();
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await expect(inbox.getByRole('status')).toContainText('Comments are taking longer than usual to load', {
      timeout: 10_000,
    });
    const { listingAt, slowAt } = await page.evaluate(() => {
      const w = window as unknown as { listingAt: number; slowAt: number };
      return { listingAt: w.listingAt, slowAt: w.slowAt };
    });
    expect(slowAt - listingAt).toBeGreaterThanOrEqual(2_900);
    await listing.release();
    await expect(inbox.getByRole('status')).toHaveCount(0);
  });
});

test.describe('6. a comment on a diagram', () => {
  for (const theme of THEMES) {
    test(`keeps its place for a reader who arrives at the top of the page (1440 px, ${theme})`, async ({
      page,
    }) => {
      const text = `On the diagram ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await openWithWidget(page, '/guides/overview/vision');
      const diagram = page.locator('.mermaid-diagram').first();
      await diagram.scrollIntoViewIfNeeded();
      const node = page.locator('[data-mermaid="rendered"] svg g.node').first();
      await expect(node).toBeVisible({ timeout: 20_000 });
      await startCommenting(page);
      // A free spot on the node (other runs' comments may have markers on it): the page point clicked.
      const spot = await node.evaluate((element) => {
        const box = element.getBoundingClientRect();
        for (let attempt = 0; attempt < 50; attempt++) {
          const x = box.left + 4 + Math.random() * (box.width - 8);
          const y = box.top + 4 + Math.random() * (box.height - 8);
          if (element.contains(document.elementFromPoint(x, y))) return { x, y };
        }
        throw new Error('no free spot on the node');
      });
      await page.mouse.click(spot.x, spot.y);
      await submitComment(page, text);
      const scrollY = await page.evaluate(() => window.scrollY);

      // A reader arrives at the top: the diagram is not drawn yet.
      await page.goto('/guides/overview/vision');
      await expect(page.getByRole('button', { name: 'Start commenting' })).toBeVisible({ timeout: 15_000 });
      await expect(diagram).toHaveAttribute('data-mermaid', 'pending');
      await page.getByRole('button', { name: 'Open inbox' }).click();
      const entry = page
        .getByRole('region', { name: 'Inbox' })
        .getByRole('button', { name: new RegExp(text) });
      await expect(entry).toBeVisible();
      await expect(entry).not.toContainText('detached');
      const marker = page.getByRole('button', { name: `Open comment: ${text}` });
      await expect(marker).toBeAttached();
      await page.keyboard.press('Escape');

      // Once the diagram is drawn, the marker is on the node it was made on.
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toHaveAttribute('data-mermaid', 'rendered', { timeout: 20_000 });
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      await expect
        .poll(async () => {
          const box = await marker.boundingBox();
          return box ? Math.abs(box.x + 12 - spot.x) + Math.abs(box.y + 12 - spot.y) : 999;
        })
        .toBeLessThan(8);
    });
  }
});

test.describe('7. diagrams', () => {
  const bodyFontSize = (page: Page) =>
    page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('article p')!).fontSize));
  /** The smallest label of a drawn diagram, in CSS pixels as shown: its font size times the drawing's scale. */
  const smallestLabel = (page: Page, index: number) =>
    page
      .locator('[data-mermaid="rendered"] svg')
      .nth(index)
      .evaluate((svg) => {
        const viewBox = (svg as SVGSVGElement).viewBox.baseVal;
        const scale = svg.getBoundingClientRect().width / viewBox.width;
        const labels = [...svg.querySelectorAll('.nodeLabel, .edgeLabel, text')].filter(
          (el) => (el.textContent ?? '').trim() !== '',
        );
        return Math.min(...labels.map((el) => parseFloat(getComputedStyle(el).fontSize) * scale));
      });

  for (const path of ['/guides/overview/vision', '/guides/overview/the-economics']) {
    for (const width of [390, 1280, 1440]) {
      for (const theme of THEMES) {
        test(`${path}: labels at least the body text's size, and the diagram opens full size (${width} px, ${theme})`, async ({
          page,
          makeAxeBuilder,
        }) => {
          await open(page, path, theme, width);
          const diagram = page.locator('.mermaid-diagram').first();
          await diagram.scrollIntoViewIfNeeded();
          await expect(diagram).toHaveAttribute('data-mermaid', 'rendered', { timeout: 20_000 });
          const body = await bodyFontSize(page);
          expect(await smallestLabel(page, 0)).toBeGreaterThanOrEqual(body - 0.01);
          await diagram.screenshot({ path: test.info().outputPath(`diagram-${width}-${theme}.png`) });

          const openButton = diagram.getByRole('button', { name: 'Open full size' });
          await openButton.click();
          const dialog = page.getByRole('dialog', { name: 'Diagram, full size' });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
          const scale = await dialog
            .locator('svg')
            .evaluate(
              (svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width,
            );
          expect(scale).toBeGreaterThanOrEqual(0.999);
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
          await page.screenshot({ path: test.info().outputPath(`dialog-${width}-${theme}.png`) });
          expect((await makeAxeBuilder().include('.mermaid-diagram').analyze()).violations).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
          await expect(openButton).toBeFocused();
        });
      }
    }
  }
});

test.describe('6. a deferred chunk that keeps failing', () => {
  test("the widget's toaster chunk, refused: the page reloads at most once, the widget works without notices, and a notice shows once the chunk is reachable", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The toaster's chunk is the one that holds sonner's toaster element; refused as by a blocker or a dropped
    // network until it is let through.
    let refusing = true;
    let refused = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (refusing && body.includes('data-sonner-toaster')) {
        refused++;
        return route.abort('connectionfailed');
      }
      return route.fulfill({ response, body });
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++;
    });
    await openWithWidget(page, '/guides/overview/the-primitives');
    // The first refusal has the page reload once (the head script), after the refusal counted here: the reloaded
    // page's own attempt is the one refused last (read as soon as the first refusal was counted, the reload could
    // still come, as it did under load).
    await expect.poll(() => documents, { timeout: 20_000 }).toBe(2);
    const refusedBeforeReload = refused;
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(refusedBeforeReload);
    const afterLoad = documents;
    await expect(page.getByRole('button', { name: 'Start commenting' })).toBeVisible({ timeout: 15_000 });
    // As if the ten seconds between reloads had passed: the page's one reload is spent for this address anyway.
    await page.evaluate((key) => sessionStorage.setItem(key, '0'), CHUNK_RELOAD_KEY);
    const before = refused;
    await startCommenting(page);
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Start commenting' }).click();
    await expect(page.getByRole('button', { name: 'Start commenting' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(documents).toBe(afterLoad);
    // Reachable again: the next notice brings the toaster, and it shows.
    refusing = false;
    await startCommenting(page);
    // The refused attempt's notice may arrive with it, if the chunk loader asked again once it was let through: at
    // least one shows.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Comment mode enabled!' }).first(),
    ).toBeVisible({
      timeout: 10_000,
    });
    expect(documents).toBe(afterLoad);
  });
});
