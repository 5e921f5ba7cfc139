/**
 * The comment and feedback widget against the production server and its real database: commenting on a point
 * and on a selection, re-anchoring after reload, threads, the inbox, moderation by a team member, feedback,
 * visibility rules, resets, keyboard-only use, accessibility and failure handling.
 */
import { cssEscape } from '../../widget/anchoring/node-path';
import { expect, test } from './fixtures';
import {
  clickIntoProse,
  dragSelect,
  openWithWidget,
  runCli,
  startCommenting,
  submitComment,
  toolbox,
} from './widget-helpers';
import { unique } from '../helpers/unique';

test.describe('the comment widget', () => {
  test('loads after the page, without moving it, and only once per page', async ({ page }) => {
    await page.goto('/guides/overview/vision');
    const before = await page.locator('main').boundingBox();
    await expect(toolbox(page)).toBeVisible({ timeout: 15_000 });
    expect(await page.locator('main').boundingBox()).toEqual(before);
    await expect(page.locator('[data-docsly-root]')).toHaveCount(1);
  });

  test('a point comment and a selection comment are placed again after a reload', async ({ page }) => {
    const point = unique('Point comment');
    const selected = unique('Selection comment');
    await openWithWidget(page, '/guides/primitives/triples');
    await startCommenting(page);
    await expect(page.getByText('Comment mode enabled!')).toBeVisible();
    await expect(page.getByText("Click wherever you'd like to comment.")).toBeVisible();
    const heading = page.locator('article h2').first();
    await heading.click({ position: { x: 30, y: 10 } });
    await submitComment(page, point);

    await startCommenting(page);
    await page.evaluate(() => {
      const long = [...document.querySelectorAll('article p')].find(
        (p) => (p.textContent ?? '').split(/\s+/).length >= 12,
      );
      long?.setAttribute('data-test-prose', '');
    });
    const prose = ((await page.locator('[data-test-prose]').textContent()) ?? '').trim();
    const words = prose.split(/\s+/).slice(3, 7).join(' ');
    await dragSelect(page, '[data-test-prose]', words, true);
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
    await submitComment(page, selected);

    await page.reload();
    const pointMarker = page.getByRole('button', { name: `Open comment: ${point}` });
    const selectionMarker = page.getByRole('button', { name: `Open comment: ${selected}` });
    await expect(pointMarker).toBeVisible({ timeout: 15_000 });
    await expect(selectionMarker).toBeVisible();
    // The point marker sits where the heading was clicked; the selection's text is highlighted again.
    const headingBox = (await heading.boundingBox())!;
    const markerBox = (await pointMarker.boundingBox())!;
    expect(Math.abs(markerBox.x + 12 - (headingBox.x + 30))).toBeLessThan(3);
    expect(Math.abs(markerBox.y + 12 - (headingBox.y + 10))).toBeLessThan(3);
    const highlighted = await page.evaluate(() => {
      const highlight = CSS.highlights.get('docsly-comment') as unknown as Set<Range> | undefined;
      return highlight ? [...highlight].map((range) => range.toString()) : [];
    });
    expect(highlighted).toContain(words);

    // Markers follow the layout: after the page is resized the marker stays on the same spot of the heading,
    // scaled by the heading's new size.
    await page.setViewportSize({ width: 1000, height: 900 });
    const resizedHeading = (await heading.boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await pointMarker.boundingBox())!;
        return [
          Math.round(box.x + 12 - (resizedHeading.x + (30 * resizedHeading.width) / headingBox.width)),
          Math.round(box.y + 12 - (resizedHeading.y + (10 * resizedHeading.height) / headingBox.height)),
        ].every((delta) => Math.abs(delta) < 3);
      })
      .toBe(true);
  });

  test('element ids are CSS-escaped so that the browser resolves any id', async ({ page }) => {
    await page.goto('/guides/overview/vision');
    const ids = ['1:fees & rewards', '2-step', '-', 'a.b c', 'émoji-✓', 'quote"and\\back'];
    const escaped = ids.map(cssEscape);
    const resolved = await page.evaluate(
      ([list, escapedList]) =>
        list.map((id, i) => {
          const element = document.createElement('div');
          element.id = id;
          document.body.append(element);
          const found = document.querySelector(`#${escapedList[i]}`) === element;
          element.remove();
          return found && CSS.escape(id) === escapedList[i];
        }),
      [ids, escaped] as const,
    );
    expect(resolved).toEqual(ids.map(() => true));
  });

  test('replies appear in the thread, oldest first, and the inbox counts them', async ({ page }) => {
    const root = unique('Thread root');
    await openWithWidget(page, '/guides/primitives/signals');
    await startCommenting(page);
    await clickIntoProse(page);
    await submitComment(page, root);
    await page.getByRole('button', { name: `Open comment: ${root}` }).click();
    const thread = page.getByRole('region', { name: 'Comment thread' });
    await expect(thread.getByText(root)).toBeVisible();
    await submitComment(page, 'First reply', 'Reply');
    await submitComment(page, 'Second reply', 'Reply');
    const replies = thread.getByRole('list', { name: 'Replies' }).getByRole('article');
    await expect(replies).toHaveCount(2);
    await expect(replies.nth(0)).toContainText('First reply');
    await expect(replies.nth(1)).toContainText('Second reply');
    await expect(thread.getByText('Anonymous').first()).toBeVisible();
    await expect(thread.getByText('a few secs ago').first()).toBeVisible();

    await page.getByRole('button', { name: 'Open inbox' }).click();
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await expect(inbox.getByRole('button', { name: new RegExp(root) })).toContainText('2 replies');
    await inbox.getByRole('button', { name: new RegExp(root) }).click();
    await expect(page.getByRole('region', { name: 'Comment thread' })).toBeVisible();
  });

  test('the inbox says so when a page has no comments, and the credit is hidden on the business plan', async ({
    page,
  }) => {
    await openWithWidget(page, '/guides/overview/why-intuition');
    await page.getByRole('button', { name: 'Open inbox' }).click();
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await expect(inbox.getByText('No comments to show!')).toBeVisible();
    await expect(inbox.getByText('Powered by')).toHaveCount(0);
    const box = (await inbox.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(440);
  });

  test('a team member resolves and hides comments; an anonymous visitor cannot', async ({
    page,
    browser,
  }) => {
    const first = unique('To resolve');
    const second = unique('To hide');
    await openWithWidget(page, '/guides/primitives/bonding-curves');
    for (const text of [first, second]) {
      await startCommenting(page);
      await clickIntoProse(page);
      await submitComment(page, text);
    }
    // Both markers sit where the prose was clicked, one over the other: open it from the keyboard.
    await page.getByRole('button', { name: `Open comment: ${first}` }).press('Enter');
    await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);

    const email = `moderator-${Date.now()}@example.com`;
    runCli(
      'team',
      ['add', email, '--name', 'Moderator'],
      process.env.E2E_PGLITE_DATA_DIR!,
      'correct horse battery staple\n',
    );
    const team = await browser.newContext();
    const teamPage = await team.newPage();
    const login = await teamPage.request.post('/api/team/login', {
      data: { email, password: 'correct horse battery staple' },
    });
    expect(login.ok()).toBe(true);
    await openWithWidget(teamPage, '/guides/primitives/bonding-curves');
    await teamPage.getByRole('button', { name: `Open comment: ${first}` }).press('Enter');
    await teamPage.getByRole('button', { name: 'Resolve', exact: true }).first().click();
    await expect(teamPage.getByText('Comment status updated successfully!')).toBeVisible();
    await expect(teamPage.getByRole('button', { name: `Open comment: ${first}` })).toHaveCount(0);
    await teamPage.getByRole('button', { name: `Open comment: ${second}` }).click();
    await teamPage.getByRole('button', { name: 'Hide', exact: true }).first().click();
    await expect(teamPage.getByRole('button', { name: `Open comment: ${second}` })).toHaveCount(0);
    await team.close();

    await page.reload();
    await expect(toolbox(page)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Open inbox' }).click();
    await expect(page.getByRole('region', { name: 'Inbox' }).getByText(first)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Inbox' }).getByText(second)).toHaveCount(0);
  });

  test('feedback: helpful, not helpful then skip, not helpful then comment', async ({ page }) => {
    const votes: boolean[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/add-feedback'))
        votes.push((request.postDataJSON() as { helpful: boolean }).helpful);
    });
    await openWithWidget(page, '/guides/overview/the-economics');
    await page.getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect(page.getByText('We have received your feedback!')).toBeVisible();

    await page.getByRole('button', { name: 'Not helpful' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText('We have received your feedback!').first()).toBeVisible();

    await page.getByRole('button', { name: 'Not helpful' }).click();
    await page.getByRole('button', { name: 'Leave a comment' }).click();
    await expect(page.getByRole('button', { name: 'Start commenting' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Comment mode enabled!')).toBeVisible();
    await expect.poll(() => votes).toEqual([true, false, false]);
  });

  test('is hidden below 760 px wide when the project does not allow mobile', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    const settings = page.waitForResponse((r) => r.url().includes('/get-project-settings'));
    await page.goto('/guides/overview/vision');
    expect((await (await settings).json()).allowMobile).toBe(false);
    await page.waitForTimeout(500);
    await expect(toolbox(page)).toBeHidden();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(toolbox(page)).toBeVisible();
  });

  test('stays hidden when its settings cannot be loaded, and the page works', async ({ page }) => {
    await page.route('**/api/widget/v1.8/get-project-settings*', (route) => route.abort('connectionrefused'));
    const other = page.waitForRequest('**/api/widget/v1.8/get-project-settings*');
    await page.goto('/guides/overview/vision');
    await other;
    await page.waitForTimeout(500);
    await expect(toolbox(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Escape and page changes reset the panel; Escape also leaves comment mode', async ({ page }) => {
    await openWithWidget(page, '/guides/overview/vision');
    await page.getByRole('button', { name: 'Open inbox' }).click();
    await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Inbox' })).toHaveCount(0);

    await startCommenting(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Start commenting' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText('Comment mode enabled!')).toHaveCount(0);

    const measured = page.waitForRequest((r) => r.url().endsWith('/measure'));
    await page.getByRole('button', { name: 'Open inbox' }).click();
    await page
      .getByRole('complementary', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Why Intuition' })
      .click();
    await expect(page).toHaveURL(/why-intuition/);
    await measured;
    await expect(page.getByRole('region', { name: 'Inbox' })).toHaveCount(0);
  });

  test('commenting works with the keyboard alone', async ({ page }) => {
    const text = unique('Keyboard comment');
    await openWithWidget(page, '/guides/overview/the-primitives');
    await page.getByRole('button', { name: 'Start commenting' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Start commenting' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Tab onward to an element of the page (the heading's anchor link), then Enter comments on it.
    await page.locator('article h2 a').first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(page.getByText("Thank you! We've received your comment.").last()).toBeVisible();
    await expect(page).toHaveURL(/the-primitives$/);
    await expect(page.getByRole('button', { name: `Open comment: ${text}` })).toBeVisible();
  });

  test('a failed submit keeps the text and says why', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'docsly-user',
        JSON.stringify({ sub: 'forged', signature: 'not-a-real-signature', name: null }),
      ),
    );
    await openWithWidget(page, '/guides/overview/vision');
    await startCommenting(page);
    await clickIntoProse(page);
    await page.getByRole('textbox', { name: 'Comment' }).fill('Words that must not be lost');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Your comment was not sent/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Words that must not be lost');
  });

  test('the text box enforces 200 characters, grows, and blocks empty text', async ({ page }) => {
    await openWithWidget(page, '/guides/overview/vision');
    await startCommenting(page);
    await clickIntoProse(page);
    const box = page.getByRole('textbox', { name: 'Comment' });
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'title',
      'Type comment to submit feedback',
    );
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await box.fill('x'.repeat(250));
    await expect(box).toHaveValue('x'.repeat(200));
    await expect(page.getByText('200 / 200')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect((await box.boundingBox())!.height).toBeCloseTo(100, 0);
  });

  test('open panels pass axe', async ({ page, makeAxeBuilder }) => {
    await openWithWidget(page, '/guides/primitives/atoms');
    await page.getByRole('button', { name: 'Open inbox' }).click();
    await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
    expect((await makeAxeBuilder().include('[data-docsly-root]').analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await startCommenting(page);
    await clickIntoProse(page);
    await expect(page.getByRole('region', { name: 'New comment' })).toBeVisible();
    expect((await makeAxeBuilder().include('[data-docsly-root]').analyze()).violations).toEqual([]);
  });

  test('?comment=<id> opens that comment', async ({ page }) => {
    const text = unique('Linked comment');
    await openWithWidget(page, '/guides/overview');
    await startCommenting(page);
    await clickIntoProse(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/add-comment'));
    await submitComment(page, text);
    const id = ((await (await answer).json()) as { newCommentData: { id: string } }).newCommentData.id;
    await page.goto(`/guides/overview?comment=${id}`);
    await expect(page.getByRole('region', { name: 'Comment thread' }).getByText(text)).toBeVisible({
      timeout: 15_000,
    });
  });
});
