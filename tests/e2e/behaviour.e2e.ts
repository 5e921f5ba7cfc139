import { expect, test } from './fixtures';

test.describe('install tabs', () => {
  test('npm/Yarn/pnpm tabs are keyboard operable and the choice is remembered', async ({ page }) => {
    await page.goto('/guides/primitives/atoms');
    // The prose is static HTML: its tabs answer once the page's script has started (after the first paint).
    await expect(page.locator('[data-prose][data-enhanced]')).toBeAttached();
    const tablist = page.getByRole('tablist').first();
    await expect(tablist.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').filter({ hasText: 'npm install viem' })).toBeVisible();

    await tablist.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', { name: 'Yarn' })).toBeFocused();
    await expect(page.getByRole('tabpanel').filter({ hasText: 'yarn add viem' })).toBeVisible();

    await page.getByRole('tab', { name: 'pnpm', exact: true }).first().click();
    await page.reload();
    await expect(page.locator('[data-prose][data-enhanced]')).toBeAttached();
    await expect(
      page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm', exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({ hasText: 'pnpm add viem' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('pnpm');
  });
});

test.describe('network-aware loading', () => {
  test('links are not prefetched on data-saver connections', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      });
    });
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('_rsc=')) prefetches.push(r.url());
    });
    await page.goto('/guides/overview');
    await page.waitForTimeout(1500);
    expect(prefetches).toEqual([]);
  });

  test('links are prefetched on a normal connection', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('_rsc=')) prefetches.push(r.url());
    });
    await page.goto('/guides/overview');
    await expect.poll(() => prefetches.length, { timeout: 5000 }).toBeGreaterThan(0);
  });

  test('a failed chunk load logs a warning and reloads the page once', async ({ page }) => {
    let failed = false;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (!failed) {
        failed = true;
        await route.abort();
        return;
      }
      await route.continue();
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await page.goto('/guides/overview');
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
    expect(warnings.some((w) => w.includes('reloading the page once'))).toBe(true);
    await page.waitForTimeout(1000);
    expect(documents).toBe(2);
  });
});

test.describe('route change feedback', () => {
  test('a slow navigation shows the progress bar, which goes away when the page arrives', async ({
    page,
  }) => {
    await page.route('**/guides/overview/vision?_rsc=*', async (route) => {
      // Long enough that a prefetch started at load is still in flight when the link is clicked.
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('/guides/overview/the-economics');
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(bar).toBeAttached();
    await expect.poll(() => bar.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Vision', { timeout: 10_000 });
    await expect(bar).toBeHidden();
  });

  test('the bar never shows during the first 200 ms of a navigation', async ({ page }) => {
    await page.goto('/guides/overview/the-economics');
    await page.waitForTimeout(1500); // let the prefetch of the next page finish
    await page.evaluate(() => {
      const w = window as unknown as { clickedAt?: number; barAt?: number };
      document.addEventListener('click', () => (w.clickedAt = performance.now()), true);
      const check = () => {
        const bar = document.querySelector('[role="progressbar"]');
        if (w.barAt === undefined && bar && Number(getComputedStyle(bar).opacity) > 0)
          w.barAt = performance.now();
        requestAnimationFrame(check);
      };
      check();
    });
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Vision');
    const { clickedAt, barAt } = await page.evaluate(() => {
      const w = window as unknown as { clickedAt?: number; barAt?: number };
      return { clickedAt: w.clickedAt, barAt: w.barAt };
    });
    expect(clickedAt).toBeDefined();
    if (barAt !== undefined) expect(barAt - clickedAt!).toBeGreaterThanOrEqual(190);
  });
});
