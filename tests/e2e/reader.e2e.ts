/**
 * What a reader sees, item by item: inline Markdown in data-driven text, code labels beside (not on) the
 * code, the collapsible "On this page" on narrow screens, sidebar categories in one colour, generated category
 * pages using the full width, one letter-case rule for top-level addresses, and a failed team sign-in that
 * keeps the email typed and the page asked for.
 */
import { expect, test } from './fixtures';

test('inline Markdown in the FAQ, Apps and Community packages data renders like MDX', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('heading', { name: /^Is there a create-intuition-app command/ });
  await expect(question.locator('code').first()).toHaveText('create-intuition-app');
  await expect(page.locator('main')).not.toContainText('`');

  await page.goto('/apps');
  await expect(page.locator('.app-card code').first()).toBeVisible();
  await expect(page.locator('.apps-directory')).not.toContainText('`');
  // A card is a link: Markdown links inside its text become plain text (links cannot nest).
  await expect(page.locator('.app-card a a')).toHaveCount(0);

  await page.goto('/community-packages');
  await expect(page.locator('main .card code').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('`');
});

test('the language label and Copy button sit beside one-line code, not on it', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/graphql');
    const overlaps = await page.evaluate(() =>
      [...document.querySelectorAll('.code-block-content')].flatMap((block) => {
        const line = block.querySelector('pre .line')?.getBoundingClientRect();
        return [...block.querySelectorAll('.code-block-lang, .code-copy')].flatMap((control) => {
          const box = control.getBoundingClientRect();
          if (!line) return [];
          const overlapY = Math.min(box.bottom, line.bottom) - Math.max(box.top, line.top);
          return overlapY > 0 ? [`${control.className} over "${block.textContent?.slice(0, 30)}"`] : [];
        });
      }),
    );
    expect(overlaps, `at ${width}px`).toEqual([]);
  }
});

test('"On this page" is a collapsible list above the text at 1200 px and narrower', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/guides/primitives/atoms');
  const toc = page.locator('nav.toc-collapsible');
  await expect(toc).toBeVisible();
  await expect(page.locator('nav.docs-toc')).toBeHidden();
  const summary = toc.getByText('On this page');
  const firstLink = toc.getByRole('link').first();
  await expect(firstLink).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(firstLink).toBeVisible();
  const target = (await firstLink.getAttribute('href'))!;
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(firstLink).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 800 });
  await expect(toc).toBeHidden();
  await expect(page.locator('nav.docs-toc')).toBeVisible();
});

test('sidebar categories with and without a page of their own share one colour', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guides/overview');
  const sidebar = page.locator('.docs-sidebar');
  const colour = (name: string) =>
    sidebar
      .locator('.menu-link', { hasText: new RegExp(`^${name}$`) })
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  const withoutPage = await colour('Quickstart');
  const withPage = await colour('Using the Primitives');
  expect(withoutPage).toBe(withPage);
});

test('generated category pages spread their cards over the full width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guides/category/use-cases');
  const grid = page.locator('.card-grid');
  const { gridWidth, rightmost } = await grid.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cards = [...element.children].map((card) => card.getBoundingClientRect().right);
    return { gridWidth: box.right, rightmost: Math.max(...cards) };
  });
  expect(gridWidth - rightmost).toBeLessThan(2);
});

test('top-level addresses follow one letter-case rule', async ({ request }) => {
  for (const path of ['/Apps', '/apps', '/APPS', '/aPps', '/FAQ', '/Faq', '/Guides', '/GETTING-STARTED']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(
      `<link rel="canonical" href="https://docs.intuition.systems${path.toLowerCase()}"`,
    );
  }
  expect((await request.get('/no-such-page', { maxRedirects: 0 })).status()).toBe(404);
});

test('a failed team sign-in keeps the email typed and the page asked for', async ({ page }) => {
  await page.goto(
    '/team/login?error=Wrong%20email%20or%20password&next=%2Fteam%2Fsettings&email=ada%40example.com',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong' })).toHaveText('Wrong email or password');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.locator('input[type="hidden"][name="next"]')).toHaveValue('/team/settings');
});
