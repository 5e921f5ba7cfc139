/**
 * The site's routed links (components/layout/routed-links.client.tsx): a link to the page the reader is on goes
 * to its top (or its hash target), history still works, and hovering prefetches a page only once the pointer
 * rests on its link. Prefetches are counted as the distinct pages asked for (`?_rsc=` requests), with the page's
 * clock paused where timing matters, so that nothing depends on how fast the machine is.
 */
import type { Locator, Page } from '@playwright/test';
import { HOVER_INTENT_MS } from '../../components/layout/site-link';
import { expect, test } from './fixtures';

const GUIDE = '/guides/primitives/atoms';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Guides' });
const here = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

interface SamePageLink {
  name: string;
  /** Where the reader is. */
  at: string;
  link: (page: Page) => Locator;
  /** Where the reader is taken: the address, and the top of the page or an element. */
  to: string;
  target?: (page: Page) => Locator;
}

const SAME_PAGE_LINKS: SamePageLink[] = [
  {
    name: "the sidebar's current entry, read halfway down",
    at: GUIDE,
    link: (page) => sidebar(page).getByRole('link', { name: 'Atoms', exact: true }),
    to: GUIDE,
  },
  {
    name: "the navbar's current section, on its page",
    at: '/guides',
    link: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides', exact: true }),
    to: '/guides',
  },
  {
    name: "the sidebar's current entry, from a section's address",
    at: `${GUIDE}#what-an-atom-is-made-of`,
    link: (page) => sidebar(page).getByRole('link', { name: 'Atoms', exact: true }),
    to: GUIDE,
  },
];

test.describe('a link to the page the reader is on', () => {
  for (const row of SAME_PAGE_LINKS) {
    test(`goes to the top of the page: ${row.name}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(row.at);
      await page.evaluate(() => window.scrollTo(0, 1_500));
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
      const link = row.link(page);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await link.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(here(page)).toBe(row.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  }

  test('in the mobile menu: the menu closes and the page is at its top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(GUIDE);
    await page.evaluate(() => window.scrollTo(0, 1_500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('link', { name: 'Atoms', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(here(page)).toBe(GUIDE);
  });

  test('with a hash, to its target; and back and forward still go where they went', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(GUIDE);
    const section = page.locator('h2[id], h3[id]').nth(2);
    const id = await section.getAttribute('id');
    // A routed link to a section of this page, as the prose and SiteLink write them.
    await page.evaluate(
      ({ path, id }) => {
        const link = document.createElement('a');
        link.href = `${path}#${id}`;
        link.dataset.routed = '';
        link.textContent = 'To the section';
        link.style.cssText = 'position:fixed;top:120px;right:8px;z-index:100;background:white';
        document.body.append(link);
      },
      { path: GUIDE, id },
    );
    await page.getByRole('link', { name: 'To the section' }).click();
    await expect.poll(() => here(page)).toBe(`${GUIDE}#${id}`);
    await expect(section).toBeInViewport();
    const atSection = await scrollY(page);
    expect(atSection).toBeGreaterThan(300);

    // The sidebar's entry for this page: the top, without the hash.
    await sidebar(page).getByRole('link', { name: 'Atoms', exact: true }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(here(page)).toBe(GUIDE);
    await page.goBack();
    await expect.poll(() => here(page)).toBe(`${GUIDE}#${id}`);
    await page.goForward();
    await expect.poll(() => here(page)).toBe(GUIDE);

    // Another page and back: each where it was.
    await sidebar(page).getByRole('link', { name: 'Triples', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Triples');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atoms');
    expect(here(page)).toBe(GUIDE);
  });
});

/** Counts the distinct pages prefetched (a page's prefetch may be several requests). */
function countPrefetches(page: Page) {
  const pages = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) pages.add(url.pathname);
  });
  return pages;
}

/**
 * Sidebar entries a pointer can reach (the entry is what is under its point) that nothing else on the page
 * prefetches (the links marked to be prefetched in view), one under the other, with the point a pointer rests on
 * each: what a pointer crosses moving down the sidebar.
 */
async function sweepableEntries(page: Page, count: number) {
  const entries = await sidebar(page).evaluate((nav, count) => {
    const inView = new Set(
      [...document.querySelectorAll('a[data-prefetch="visible"]')].map((a) => a.getAttribute('href')),
    );
    return [...nav.querySelectorAll<HTMLAnchorElement>('a[data-routed]')]
      .filter((a) => !a.hasAttribute('aria-current') && !inView.has(a.getAttribute('href')))
      .map((a) => {
        const box = a.getBoundingClientRect();
        return { a, x: box.left + Math.min(40, box.width / 2), y: box.top + box.height / 2 };
      })
      .filter(({ a, x, y }) => document.elementFromPoint(x, y)?.closest('a') === a)
      .slice(0, count)
      .map(({ a, x, y }) => ({ href: a.getAttribute('href')!, x, y }));
  }, count);
  expect(entries).toHaveLength(count);
  return entries;
}

test.describe('prefetching on intent', () => {
  /** A guide, hydrated and done with its own prefetches, with its clock paused. */
  async function openPaused(page: Page) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.install();
    await page.goto(GUIDE);
    // The links in view are prefetched once the page is idle: let that happen, then stop the clock.
    await page.clock.runFor(10_000);
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(700, 450);
  }

  test(`a pointer sweeping across the sidebar prefetches nothing; one resting ${HOVER_INTENT_MS} ms on an entry prefetches its page`, async ({
    page,
  }) => {
    await openPaused(page);
    const entries = await sweepableEntries(page, 5);
    const prefetched = countPrefetches(page);
    // Down the sidebar across five entries, as a hand moving to the page does: no pause on any of them.
    for (const { x, y } of entries) await page.mouse.move(x, y, { steps: 2 });
    await page.mouse.move(700, 450, { steps: 2 });
    await page.clock.runFor(HOVER_INTENT_MS * 3);
    await page.waitForLoadState('networkidle');
    expect([...prefetched]).toEqual([]);

    // Resting on the third entry: shorter than the delay, nothing; then its page, only.
    const rested = entries[2]!;
    await page.mouse.move(rested.x, rested.y, { steps: 2 });
    await page.clock.runFor(HOVER_INTENT_MS - 20);
    await page.waitForLoadState('networkidle');
    expect([...prefetched]).toEqual([]);
    await page.clock.runFor(40);
    await expect.poll(() => [...prefetched]).toEqual([rested.href]);
  });

  for (const intent of ['focus', 'press'] as const) {
    test(`${intent} prefetches at once`, async ({ page }) => {
      await openPaused(page);
      const { href } = (await sweepableEntries(page, 1))[0]!;
      const entry = sidebar(page).locator(`a[href="${href}"]`);
      const prefetched = countPrefetches(page);
      if (intent === 'focus') await entry.focus();
      else await entry.dispatchEvent('pointerdown', { pointerType: 'mouse', button: 0 });
      await page.clock.runFor(1);
      await expect.poll(() => [...prefetched]).toEqual([href]);
    });
  }
});
