/**
 * Webhooks in the team dashboard, in Chromium against the production server: a member signs in, adds a
 * webhook pointing at a receiver on 127.0.0.1 and copies its secret; a reader comments through the page's
 * widget; the receiver gets the signed notification and the dashboard's delivery log shows it delivered.
 */
import { startWebhookReceiver, type WebhookReceiver } from '../integration/helpers/webhook-receiver';
import { expect, test } from './fixtures';
import { clickIntoProse, openWithWidget, runCli, startCommenting, submitComment } from './widget-helpers';

const PASSWORD = 'correct horse battery staple';

test.describe('team dashboard: webhooks', () => {
  let receiver: WebhookReceiver;
  test.beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  test.afterAll(async () => {
    await receiver.close();
  });

  test('add a webhook, comment on a page, see the delivery in the log', async ({
    page,
    browser,
    baseURL,
    makeAxeBuilder,
  }) => {
    // Redirects are relative, so the member stays on the address the browser used.
    const dashboardUrl = `${baseURL!}/team/webhooks`;
    const email = `hooks-${Date.now()}@example.com`;
    runCli(
      'team',
      ['add', email, '--name', 'Hook Keeper'],
      process.env.E2E_PGLITE_DATA_DIR!,
      `${PASSWORD}\n`,
    );

    // Signing in from the dashboard's address comes back to it.
    await page.goto(dashboardUrl);
    await expect(page).toHaveURL(/\/team\/login\?next=%2Fteam%2Fwebhooks/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/team\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const path = `/e2e-${Date.now()}`;
    const hookUrl = `${receiver.url}${path}`;
    await page.getByLabel('Payload URL').fill('http://example.com/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Use an https:// URL' })).toContainText(
      'plain http:// is only allowed for 127.0.0.1',
    );

    await page.getByLabel('Payload URL').fill(hookUrl);
    await page.getByLabel('Body format').selectOption('json');
    for (const event of ['New comment', 'New reply', 'Unhelpful vote']) {
      await expect(page.getByRole('checkbox', { name: event })).toBeChecked();
    }
    await page.getByRole('checkbox', { name: 'Unhelpful vote' }).uncheck();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = page.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toHaveValue(/^whsec_/);
    receiver.secrets.set(path, await secretField.inputValue());
    const configured = page.getByRole('table', { name: 'Configured webhooks' });
    const hookRow = configured.getByRole('row').filter({ hasText: hookUrl });
    await expect(hookRow).toContainText('New comment, New reply');
    await expect(hookRow).toContainText('Enabled');
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    // A reader, in another browser, comments on a page.
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    const text = `Webhook me ${Date.now().toString(36)}`;
    await openWithWidget(readerPage, '/guides/primitives/atoms');
    await startCommenting(readerPage);
    await clickIntoProse(readerPage);
    await submitComment(readerPage, text);
    await reader.close();

    // The webhook is the project's: comments other tests write meanwhile are delivered too. This reader's is one.
    const ours = () => receiver.of(path).filter((delivery) => JSON.stringify(delivery).includes(text));
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);
    const [received] = ours();
    expect(received!.signatureValid).toBe(true);
    expect(received!.event).toBe('comment.created');
    expect(received!.body).toMatchObject({
      event: 'comment.created',
      text,
      page: { pathname: '/guides/primitives/atoms' },
    });

    // The log, after a refresh, has it delivered on the first attempt.
    const logRow = page
      .getByRole('table', { name: /latest 50 deliveries/i })
      .getByRole('row')
      .filter({ hasText: hookUrl })
      // Other tests' comments are delivered to this webhook too: every row is one; the newest is ours or later.
      .first();
    await expect(async () => {
      await page.getByRole('link', { name: 'Refresh' }).click();
      await expect(logRow).toContainText('delivered', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(logRow).toContainText('New comment');
    await expect(logRow.getByRole('cell').nth(3)).toHaveText('1');
    await expect(logRow).toContainText('HTTP 204');

    // Disabled, it shows as such and offers Enable.
    await hookRow.getByRole('button', { name: `Disable ${hookUrl}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Webhook disabled' })).toBeVisible();
    await expect(hookRow).toContainText('Disabled');
    await expect(hookRow.getByRole('button', { name: `Enable ${hookUrl}` })).toBeVisible();
  });
});
