/**
 * The team dashboard in Chromium against the production server: an anonymous visitor is sent to sign in; a
 * member signs in with the labelled form, finds a reader's comment in the inbox, resolves it (it leaves the
 * page widget), reopens it (it comes back) and replies as a team member (the reader sees the reply); a settings
 * change (status off) hides the widget — on the second server, whose settings no other test depends on.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clickIntoProse,
  openWithWidget,
  runCli,
  startCommenting,
  submitComment,
  toolbox,
} from './widget-helpers';
import { signInThroughForm } from './team-helpers';

const PASSWORD = 'correct horse battery staple';

const signIn = (page: Page, email: string, next = '/team') => signInThroughForm(page, email, PASSWORD, next);

async function newMember(dataDir: string, name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  runCli('team', ['add', email, '--name', name], dataDir, `${PASSWORD}\n`);
  return email;
}

async function readerComment(browser: Browser, path: string, text: string) {
  const reader = await browser.newContext();
  const page = await reader.newPage();
  await openWithWidget(page, path);
  await startCommenting(page);
  await clickIntoProse(page);
  await submitComment(page, text);
  return { reader, page };
}

test('an anonymous visitor is sent to sign in from every dashboard page', async ({ page }) => {
  for (const path of ['/team', '/team/settings', '/team/members']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/team/login\\?next=${encodeURIComponent(path)}`));
    await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible();
  }
});

test('moderates from the inbox: resolve, reopen and reply reach the page widget', async ({
  page,
  browser,
}) => {
  // Two browsers, four page loads and five round trips to the API: on a loaded 2-core machine more than 30 s.
  test.setTimeout(90_000);
  const email = await newMember(process.env.E2E_PGLITE_DATA_DIR!, 'Inbox');
  const text = `Inbox check ${Date.now()}`;
  const { reader, page: readerPage } = await readerComment(browser, '/guides/overview/vision', text);

  await signIn(page, email);
  await expect(
    page.getByRole('navigation', { name: 'Team dashboard' }).getByRole('link', { name: 'Inbox' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Text').fill(text);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: '/guides/overview/vision' })).toHaveAttribute(
    'href',
    /\?comment=/,
  );

  await row.getByRole('button', { name: /^Resolve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Comment resolved' })).toBeVisible();
  await openWithWidget(readerPage, '/guides/overview/vision');
  await expect(readerPage.getByRole('button', { name: `Open comment: ${text}` })).toHaveCount(0);

  await page.getByLabel('State').selectOption('resolved');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(row.getByText(/Resolved by Inbox/)).toBeVisible();
  await row.getByRole('button', { name: /^Reopen/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Comment reopened' })).toBeVisible();

  await page.getByLabel('State').selectOption('');
  await page.getByRole('button', { name: 'Filter' }).click();
  await row.getByText('Reply', { exact: true }).click();
  await row.getByLabel('Reply as team member').fill('Thanks, we fixed it');
  await row.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply posted' })).toBeVisible();

  await openWithWidget(readerPage, '/guides/overview/vision');
  await readerPage.getByRole('button', { name: `Open comment: ${text}` }).click();
  const thread = readerPage.getByRole('region', { name: 'Comment thread' });
  await expect(thread.getByText('Thanks, we fixed it')).toBeVisible();
  await expect(thread.getByText('Team member')).toBeVisible();
  await reader.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/team');
  await expect(page).toHaveURL(/\/team\/login/);
});

test('axe finds no serious violations on the inbox', async ({ page, makeAxeBuilder }) => {
  const email = await newMember(process.env.E2E_PGLITE_DATA_DIR!, 'Axe');
  await signIn(page, email);
  const results = await makeAxeBuilder().analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test.describe('on the settings server', () => {
  test.use({ baseURL: process.env.E2E_SETTINGS_URL });

  test('turning the widget off in the settings hides it on the pages', async ({ page, browser }) => {
    const dataDir = process.env.E2E_SETTINGS_PGLITE_DATA_DIR!;
    const email = await newMember(dataDir, 'Settings');
    await signIn(page, email, '/team/settings');
    await page.getByRole('radio', { name: /^Off/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    const reader = await browser.newContext({ baseURL: process.env.E2E_SETTINGS_URL });
    const readerPage = await reader.newPage();
    try {
      await readerPage.goto('/guides/overview/vision');
      await readerPage.waitForTimeout(3_000);
      await expect(toolbox(readerPage)).toHaveCount(0);
    } finally {
      await page.getByRole('radio', { name: /^On/ }).check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
      await openWithWidget(readerPage, '/guides/overview/vision');
      await reader.close();
    }
  });
});
