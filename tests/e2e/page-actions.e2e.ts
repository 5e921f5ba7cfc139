import { expect, test } from './fixtures';

const PATH = '/guides/overview/the-primitives';
const PAGE_URL = `https://docs.intuition.systems${PATH}`;
const PROMPT = encodeURIComponent(`Read ${PAGE_URL} and answer questions about it.`);

test.describe('page actions', () => {
  test('the menu opens and moves with the keyboard; Escape closes it and returns focus', async ({ page }) => {
    await page.goto(PATH);
    const button = page.getByRole('button', { name: 'More page actions' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('menu', { name: 'More page actions' });
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([
      'View as Markdown',
      /^Open in ChatGPT/,
      /^Open in Claude/,
      'Connect to your editor',
    ]);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens it on the last item; Tab moves on and closes it.
    await page.keyboard.press('ArrowUp');
    await expect(menu).toBeVisible();
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    // Space opens it too, and a click elsewhere closes it.
    await button.focus();
    await page.keyboard.press(' ');
    await expect(items.nth(0)).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test('Connect to your editor leads to the MCP guide, whose snippets carry the site address', async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'More page actions' }).click();
    await page.getByRole('menuitem', { name: 'Connect to your editor' }).press('Enter');
    await expect(page).toHaveURL(/\/guides\/quickstart\/mcp-integration#connect-the-docs-to-your-editor$/);
    await expect(page.getByRole('heading', { name: 'Connect the docs to your editor' })).toBeVisible();
    for (const client of ['Claude Code', 'Cursor', 'VS Code', 'Claude Desktop']) {
      await expect(page.getByRole('region', { name: `Connect ${client}` })).toContainText(
        'https://docs.intuition.systems/api/mcp',
      );
    }
    await expect(page.getByRole('region', { name: 'Connect Claude Code' })).toContainText(
      'claude mcp add --transport http intuition-docs https://docs.intuition.systems/api/mcp',
    );
  });

  test('View as Markdown leads to the page as Markdown', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'More page actions' }).click();
    await page.getByRole('menuitem', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\.md$`));
    await expect(page.locator('body')).toContainText('# The Primitives');
    await expect(page.locator('body')).toContainText(`Source: <${PAGE_URL}>`);
  });

  test('Copy page puts the Markdown on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown.' })).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await page.request.get(`${PATH}.md`)).text();
    expect(copied).toMatch(/^# The Primitives\n/);
    expect(copied).toBe(markdown);
    // The button comes back for the next copy.
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 5_000 });
  });

  test('Copy page reports a failure when the Markdown cannot be loaded', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(`**${PATH}.md`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(PATH);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page.' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });

  test('Open in ChatGPT and Open in Claude carry a prompt with the encoded page URL, in a new tab', async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'More page actions' }).click();
    const chatGpt = page.getByRole('menuitem', { name: /Open in ChatGPT/ });
    const claude = page.getByRole('menuitem', { name: /Open in Claude/ });
    await expect(chatGpt).toHaveAttribute('href', `https://chatgpt.com/?hints=search&q=${PROMPT}`);
    await expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${PROMPT}`);
    for (const link of [chatGpt, claude]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href).searchParams.get('q')).toBe(`Read ${PAGE_URL} and answer questions about it.`);
    }
  });

  test('generated index pages have them too', async ({ page }) => {
    await page.goto('/guides/category/use-cases');
    await page.getByRole('button', { name: 'More page actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/guides/category/use-cases.md',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations in the open menu (${theme})`, async ({
      page,
      gotoWithTheme,
      makeAxeBuilder,
    }) => {
      await gotoWithTheme(PATH, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('button', { name: 'More page actions' }).click();
      await expect(page.getByRole('menu', { name: 'More page actions' })).toBeVisible();
      const results = await makeAxeBuilder().include('.page-actions').analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
    test(`axe finds no violations in the MCP guide's editor snippets (${theme})`, async ({
      page,
      gotoWithTheme,
      makeAxeBuilder,
    }) => {
      await gotoWithTheme('/guides/quickstart/mcp-integration', theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('region', { name: 'Connect Cursor' })).toBeVisible();
      const results = await makeAxeBuilder().include('.connect-docs-mcp').analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
});
