import { expect, test } from './fixtures';

test.describe('docs page', () => {
  test('sidebar highlights the current page and opens its category; breadcrumbs and pager', async ({
    page,
  }) => {
    await page.goto('/guides/overview/the-economics');
    const sidebar = page.getByRole('navigation', { name: 'Guides', exact: true });
    await expect(sidebar.getByRole('link', { name: 'The Economics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.locator('details[data-category="overview"]')).toHaveAttribute('open', '');
    await expect(sidebar.locator('details[data-category="primitives"]')).not.toHaveAttribute('open', '');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/guides/overview');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('The Economics');

    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/guides/overview/the-primitives',
    );
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/guides\/overview\/vision$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Vision');
    // The static sidebar stays in place and gets the new page's state (components/docs/sidebar-state.ts).
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(['The Vision']);
    await expect(sidebar.locator('details[data-category="overview"]')).toHaveAttribute('open', '');
  });

  test('a guide reached from a page without the sidebar loads it, with its current link', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Guides', exact: true })
      .click();
    await expect(page).toHaveURL(/\/guides$/);
    const sidebar = page.getByRole('navigation', { name: 'Guides', exact: true });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', '/guides');
    expect(await sidebar.locator('a').count()).toBeGreaterThan(30);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await sidebar.locator('a[href="/guides/overview"]').click();
    await expect(page).toHaveURL(/\/guides\/overview$/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', '/guides/overview');
    await expect(sidebar.locator('details[data-category="overview"]')).toHaveAttribute('open', '');
  });

  test('opening a category collapses its open sibling (auto-collapse)', async ({ page }) => {
    await page.goto('/guides/overview/vision');
    const sidebar = page.getByRole('navigation', { name: 'Guides', exact: true });
    const overview = sidebar.locator('details[data-category="overview"]');
    const primitives = sidebar.locator('details[data-category="primitives"]');
    await expect(overview).toHaveAttribute('open', '');
    await primitives.getByLabel('Toggle the Using the Primitives category').click();
    await expect(primitives).toHaveAttribute('open', '');
    await expect(overview).not.toHaveAttribute('open', '');
    await expect(primitives.getByRole('link', { name: 'Atoms' })).toBeVisible();
  });

  test('the sidebar can be hidden and the choice survives a reload', async ({ page }) => {
    await page.goto('/guides/overview');
    const sidebarNav = page.getByRole('navigation', { name: 'Guides', exact: true });
    await expect(sidebarNav).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebarNav).toBeHidden();
    await page.reload();
    await expect(sidebarNav).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebarNav).toBeVisible();
  });

  test('the table of contents lists h2-h3 and highlights the section in view', async ({ page }) => {
    await page.goto('/guides/overview/the-primitives');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const target = links.nth(3);
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(toc.locator('[data-active="true"]')).toHaveAttribute('href', href!);
    const heading = page.locator(href!);
    await expect(heading).toBeInViewport();
  });

  test("after a client-side navigation the static chrome is the new page's: breadcrumbs, pager, table of contents and its highlight", async ({
    page,
    makeAxeBuilder,
  }) => {
    await page.goto('/guides/overview/the-economics');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const main = page.locator('main#main-content');
    // By the keyboard: the pager's links are plain routed links (RoutedLinks), Enter follows them in place.
    await page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link', { name: /Previous/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guides\/overview\/the-primitives$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Primitives');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('The Primitives');
    await expect(crumbs.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/guides/overview');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/guides/overview/the-economics',
    );
    await expect(main.locator('[data-testid="page-sources"]')).toBeVisible();

    // The table of contents lists this page's headings (each link finds its heading) and follows the reader.
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const hrefs = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) await expect(page.locator(href)).toHaveCount(1);
    await expect(main).toHaveAttribute('data-enhanced', '');
    await expect(toc.locator('[aria-current="location"]')).toHaveAttribute('href', hrefs[0]!);
    await page.locator(hrefs[3]!).evaluate((heading) => heading.scrollIntoView());
    await expect(toc.locator('[data-active="true"]')).toHaveAttribute('href', hrefs[3]!);
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);

    // The page actions, an island of the new page's static HTML, answer the keyboard.
    await expect(main.locator('[data-island="page-actions"]')).toHaveAttribute('data-hydrated', '');
    const more = page.getByRole('button', { name: 'More page actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'More page actions' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/guides/overview/the-primitives.md',
    );
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();

    const results = await makeAxeBuilder().include('main#main-content').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test('code blocks are highlighted at build time and have a working copy button', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guides/primitives/atoms');
    const block = page.locator('.code-block').first();
    await expect(block.locator('pre.shiki span[style*="--shiki-light"]').first()).toBeAttached();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(10);
    expect(copied).toBe(await block.locator('pre').textContent());
  });

  test('mermaid is downloaded only when a diagram comes into view, and never on pages without one', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/guides/overview/vision');
    const diagram = page.locator('.mermaid-diagram').first();
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    await expect(diagram).toHaveAttribute('data-mermaid', 'pending');
    const beforeScroll = new Set(scripts);
    await diagram.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-mermaid="rendered"] svg').first()).toBeVisible({ timeout: 15_000 });
    const lazy = scripts.filter((url) => !beforeScroll.has(url));
    expect(lazy.length).toBeGreaterThan(0);

    scripts.length = 0;
    await page.goto('/guides/primitives/signals');
    expect(await page.locator('.mermaid-diagram').count()).toBe(0);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(800);
    expect(scripts.filter((url) => lazy.includes(url))).toEqual([]);
  });

  test('admonitions render with their titles', async ({ page }) => {
    await page.goto('/guides/primitives/atoms');
    const admonition = page.locator('aside.admonition').first();
    await expect(admonition).toBeVisible();
    await expect(admonition.locator('.admonition-title')).not.toBeEmpty();
  });

  test('the generated category index shows a card per child page', async ({ page }) => {
    await page.goto('/guides/category/using-the-primitives');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Using the Primitives');
    const main = page.getByRole('main');
    for (const name of ['Atoms', 'Triples', 'Signals', 'Bonding Curves']) {
      await expect(main.locator('.card-grid').getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
  });

  test('edit link and last-updated date are shown', async ({ page }) => {
    await page.goto('/guides/overview/vision');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/content\/guides\/overview\/vision\.mdx$/,
    );
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });
});
