import type { Page } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures';

test.describe('theme', () => {
  test('light by default, toggles, persists across reload and follows another tab', async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // the OS preference is not followed
    await page.goto('/guides');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    // A page of its own, not the fixture's: wait for it to hydrate too, since its theme listener is React's.
    const other = await context.newPage();
    await other.goto('/guides/overview');
    await untilHydrated(other);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('hydration leaves the theme alone: no style is added to the page while it starts', async ({
    page,
  }) => {
    // Applying the theme again at hydration (with a transition-blocking style added, then removed) restyled the
    // whole document, long tasks on a long guide (README, "Performance").
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { addedStyles: string[] }).addedStyles = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeName === 'STYLE') added.push(node.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/guides/quickstart/contract-interactions');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const added = await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles);
    // (The comment widget's toaster adds its own styles when it starts: not the page's, and not for every element.)
    expect(added.filter((text) => /^\s*\*/.test(text))).toEqual([]);
  });

  test('no flash: the stored theme is applied before the first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/guides', { waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed across reloads until its id changes', async ({ page }) => {
    await page.goto('/guides');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    const id = await bar.getAttribute('data-announcement-id');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed'))).toBe(id);

    // A visitor who dismissed an older announcement sees the new one.
    await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'));
    await page.reload();
    await expect(bar).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('dropdowns work with the keyboard', async ({ page }) => {
    await page.goto('/guides');
    const button = page.getByRole('button', { name: 'SDKs' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Web · Core SDK' })).toContainText(
      'Read and write from/to Intuition',
    );
    await expect(page.getByRole('link', { name: /GraphQL SDK/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Protocol SDK/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: /1UI/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Mobile' }).getByText('Coming Soon')).toBeVisible();
  });

  test('a mouse click opens a dropdown and keeps it open', async ({ page }) => {
    await page.goto('/guides');
    const button = page.getByRole('button', { name: 'Resources' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Release Notes' })).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/guides/overview');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(
      () => document.activeElement?.closest('#main-content') !== null,
    );
    expect(focusedInMain).toBe(true);
  });

  test('hides when scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/guides/overview/the-primitives');
    const header = page.locator('#site-header');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });
});

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toBeVisible();
    // Regression: inside the sticky header the drawer was confined to the header's 60 px box.
    const box = await menu.boundingBox();
    expect(box?.height).toBeGreaterThan(700);
    return menu;
  }

  test('shows the docs sidebar with a way back to the main menu, and closes on route change', async ({
    page,
  }) => {
    await page.goto('/guides/overview');
    const menu = await openMenu(page);
    const docs = menu.getByRole('navigation', { name: 'Guides (mobile)' });
    await expect(docs).toBeVisible();
    // The sidebar's one list, moved into the menu while it is open (no second copy in the page).
    await expect(docs.locator('[aria-current="page"]')).toHaveAttribute('href', '/guides/overview');
    await expect(page.locator('#docs-sidebar-list')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('.docs-sidebar #docs-sidebar-list')).toHaveCount(1);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(docs.getByRole('link', { name: 'The Primitives', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(
      menu.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'GraphQL API' }),
    ).toBeVisible();
    await menu.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(menu).toBeHidden();
  });

  test('closes on back navigation', async ({ page }) => {
    await page.goto('/guides');
    await page.goto('/guides/overview');
    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
  });

  test('closes when the viewport grows past 996 px', async ({ page }) => {
    await page.goto('/guides/overview');
    await openMenu(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test('four columns on wide screens with the copyright year and social links', async ({ page }) => {
    await page.goto('/guides');
    const footer = page.getByRole('contentinfo');
    for (const title of ['Overview', 'Products', 'Developers', 'Community']) {
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Portal' })).toHaveAttribute(
      'href',
      'https://portal.intuition.systems/',
    );
    await expect(footer).toContainText(`${new Date().getFullYear()} Intuition Systems Inc.`);
    for (const network of ['GitHub', 'LinkedIn', 'X', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `Intuition on ${network}` })).toBeVisible();
    }
  });

  test('static HTML, not in the payload: its site links navigate in place and it stays across pages', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-static-footer', '');
    // Written once into the HTML: the page's inline payload (RSC flight data) does not carry its links.
    const payload = await page.evaluate(() =>
      [...document.scripts]
        .map((script) => script.textContent ?? '')
        .filter((text) => text.includes('__next_f'))
        .join(''),
    );
    expect(payload).not.toContain('Ecosystem Map');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await footer.getByRole('link', { name: 'The Economics' }).click();
    await expect(page).toHaveURL(/\/guides\/overview\/the-economics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Economics');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await expect(footer.getByRole('link', { name: 'Ecosystem Map' })).toBeAttached();
    await expect(footer).toContainText(`${new Date().getFullYear()} Intuition Systems Inc.`);
  });

  test('every column shows its links on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/guides');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button')).toHaveCount(0);
    for (const title of ['Overview', 'Products', 'Developers', 'Community']) {
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Launchpad' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Portal' })).toBeVisible();
  });
});

test('no third-party script loads when none is configured', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url());
  });
  await page.goto('/guides/overview');
  await page.waitForTimeout(1000);
  expect(external).toEqual([]);
});
