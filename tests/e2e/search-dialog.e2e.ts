/**
 * The search modal as a dialog, and search under slow or failing answers, in Chromium against the production
 * server: the backdrop covers the whole page and closes the modal on click; focus stays inside (Tab wraps,
 * suggestion, ☆ and × clicks hand it back to the text box), Escape always closes and focus returns to the
 * navbar's search button; a search answer delayed by 2 s shows a loading state and then the results; one
 * network error is retried, two show the error; the selected row's matches stay legible; and the results
 * page drops empty breadcrumb levels and cuts a long ?q= to 64 characters.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchButton, searchDialog as modal, searchInput as input } from './search-controls';

async function openModal(page: Page) {
  await expect(async () => {
    if ((await modal(page).count()) === 0) await searchButton(page).click();
    await expect(input(page)).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test.describe('the search dialog', () => {
  test('dims the whole page, and a click on the backdrop closes it and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guides/overview');
    await openModal(page);
    // The bottom-left corner of the viewport, far below the header, belongs to the dialog's backdrop.
    const cornerIsBackdrop = await page.evaluate(() => {
      const element = document.elementFromPoint(8, window.innerHeight - 8);
      return (
        element?.tagName === 'DIALOG' && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)'
      );
    });
    expect(cornerIsBackdrop).toBe(true);
    await page.mouse.click(8, 792);
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('keeps focus inside: Tab wraps, and Escape closes and returns focus', async ({ page }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog(page), `after Tab #${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('a suggestion click keeps focus in the dialog; Escape still closes it', async ({ page }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('zqxjv wpfkq');
    await modal(page).getByRole('button', { name: 'triples' }).click();
    await expect(input(page)).toHaveValue('triples');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('x');
    await expect(input(page)).toHaveValue('triplesx');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('☆ and × clicks keep focus in the dialog', async ({ page }) => {
    await page.goto('/guides/overview');
    await page.evaluate(() => {
      const item = { url: '/guides/primitives/atoms', title: 'Atoms', subtitle: 'Primitives' };
      const other = { url: '/guides/primitives/triples', title: 'Triples', subtitle: 'Primitives' };
      localStorage.setItem('docs-search-recent', JSON.stringify([item, other]));
    });
    await page.reload();
    await openModal(page);
    const recent = modal(page).getByRole('listbox', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(2);
    await recent.getByRole('button', { name: 'Save this search' }).first().click();
    // The clicked ☆ leaves the list with its search, and the dialog gives focus back to its text box: the check
    // waits for that hand-back instead of reading focus at one instant.
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await expect(input(page)).toBeFocused();
    await modal(page).getByRole('button', { name: 'Remove this search from history' }).first().click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('waits for an answer delayed by 2 s, showing that it is searching', async ({ page }) => {
    await page.route('**/api/search/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('atoms');
    await expect(modal(page).getByRole('status')).toHaveText('Searching…');
    await expect(modal(page).getByRole('listbox', { name: 'Atoms', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(modal(page).getByText('Unable to fetch results')).toHaveCount(0);
  });

  test('retries once after a network error, and shows the error only after the second', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/search/**', (route) =>
      failures-- > 0 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('triples');
    await expect(modal(page).getByRole('listbox', { name: 'Triples', exact: true })).toBeVisible();

    let attempts = 0;
    await page.unrouteAll();
    await page.route('**/api/search/**', (route) => {
      attempts++;
      return route.abort('connectionreset');
    });
    await input(page).fill('bonding');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('the selected row shows its matches without pale boxes', async ({ page }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('atoms');
    const selected = modal(page).locator('[role="option"][aria-selected="true"]');
    const mark = selected.locator('mark').first();
    await expect(mark).toBeVisible();
    const style = await mark.evaluate((element) => {
      const s = getComputedStyle(element);
      return { background: s.backgroundColor, decoration: s.textDecorationLine };
    });
    expect(style).toEqual({ background: 'rgba(0, 0, 0, 0)', decoration: 'underline' });
  });
});

test.describe('the results page', () => {
  test('shows no empty breadcrumb levels', async ({ page }) => {
    await page.goto('/search?q=quickstart');
    const crumbs = page.getByRole('list', { name: 'Search results' }).locator('li a > span:first-child');
    await expect(crumbs.first()).toBeVisible();
    const texts = await crumbs.allTextContents();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      expect(text).not.toMatch(/^\s*›|›\s*›|›\s*$/);
      expect(text.trim()).not.toBe('');
    }
  });

  test('cuts a 100-character ?q= to the 64-character limit', async ({ page }) => {
    const long = 'a'.repeat(100);
    await page.goto(`/search?q=${long}`);
    const box = page.getByRole('searchbox', { name: 'Search the docs' });
    await expect(box).toHaveValue('a'.repeat(64));
  });

  test('waits for a slow answer and says when results cannot be fetched', async ({ page }) => {
    await page.route('**/api/search/**', (route) => route.abort('connectionrefused'));
    await page.goto('/search?q=atoms');
    await expect(page.getByRole('alert').filter({ hasText: 'Unable' })).toContainText(
      'Unable to fetch results',
    );
  });
});
