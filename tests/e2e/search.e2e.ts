/**
 * Docs search in Chromium against the production server: the modal by each trigger, results as you type,
 * keyboard navigation, recents and favourites across a reload, 'See all' and the results page with paging,
 * and the error and empty states.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchDialog as modal, searchInput as input } from './search-controls';

/** Presses Ctrl+K until the modal is open (the shortcut works once the page has hydrated). */
async function openModal(page: Page) {
  await expect(async () => {
    if ((await modal(page).count()) === 0) await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('the search modal', () => {
  test('its code is not loaded before the visitor reaches for search', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && chunks.push(r.url()));
    await page.goto('/guides/overview');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    const before = chunks.length;
    await page.getByRole('button', { name: 'Search docs', exact: true }).hover();
    await expect.poll(() => chunks.length).toBeGreaterThan(before);
    await expect(modal(page)).toHaveCount(0);
  });

  test('opens on click, "/" and Ctrl+K; closes on Escape and Cancel', async ({ page }) => {
    await page.goto('/guides/overview');
    await page.getByRole('button', { name: 'Search docs', exact: true }).click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toHaveCount(0);
    await openModal(page);
    await expect(modal(page)).toBeVisible();
  });

  test('shows results as you type, grouped by page, and arrow keys + Enter open one', async ({ page }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('bonding curve');
    const group = modal(page).getByRole('listbox', { name: 'Bonding Curves', exact: true });
    await expect(group).toBeVisible();
    await expect(group.getByRole('option').first().locator('mark').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(group.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guides\/primitives\/bonding-curves/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonding Curves');
  });

  test('keeps recent and favourite searches across a reload', async ({ page }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
    await input(page).fill('atoms');
    await modal(page)
      .getByRole('listbox', { name: 'Atoms', exact: true })
      .getByRole('option')
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/guides\/primitives\/atoms/);
    await page.reload();
    await openModal(page);
    const recent = modal(page).getByRole('listbox', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(1);
    await recent.getByRole('button', { name: 'Save this search' }).click();
    await expect(modal(page).getByRole('listbox', { name: 'Favorite' }).getByRole('option')).toHaveCount(1);
    await page.reload();
    await openModal(page);
    const favorites = modal(page).getByRole('listbox', { name: 'Favorite' });
    await expect(favorites.getByRole('option')).toHaveCount(1);
    await favorites.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
  });

  test('says so when nothing matches, with suggestions and a way to report it', async ({ page }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('zqxjv wpfkq');
    await expect(modal(page).getByText('No results for "zqxjv wpfkq"')).toBeVisible();
    await expect(modal(page).getByText('Try searching for')).toBeVisible();
    await expect(modal(page).getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      /zqxjv%20wpfkq/,
    );
    await modal(page).getByRole('button', { name: 'atoms' }).click();
    await expect(input(page)).toHaveValue('atoms');
    await expect(modal(page).getByRole('listbox', { name: 'Atoms', exact: true })).toBeVisible();
  });

  test('says when results cannot be fetched', async ({ page }) => {
    await page.route('**/api/search/**', (route) => route.abort('connectionrefused'));
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('atoms');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('"See all" leads to the results page, which pages through hits with the query in the address', async ({
    page,
  }) => {
    await page.goto('/guides/overview');
    await openModal(page);
    await input(page).fill('vault');
    const seeAll = modal(page).getByRole('link', { name: /See all \d+ results/ });
    await expect(seeAll).toBeVisible();
    const total = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=vault/);
    await expect(page.getByRole('status')).toHaveText(
      `${total.toLocaleString('en')} results found for "vault"`,
    );
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(20);
    const firstOnPageOne = await results.first().textContent();
    await page
      .getByRole('navigation', { name: 'Search results pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results.first()).not.toHaveText(firstOnPageOne!);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(results.first()).toHaveText(firstOnPageOne!);
  });
});
