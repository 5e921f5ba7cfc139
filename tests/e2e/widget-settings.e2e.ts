/**
 * Project settings as the widget obeys them, on a second server with its own database (so changing the
 * settings cannot disturb other tests): allowMobile, onlyAuth with and without a host token, status off.
 */
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { expect, test } from './fixtures';
import { clickIntoProse, openWithWidget, runCli, startCommenting, toolbox } from './widget-helpers';

const BASE = process.env.E2E_SETTINGS_URL!;
const DATA_DIR = process.env.E2E_SETTINGS_PGLITE_DATA_DIR!;
const setProject = (...pairs: string[]) => runCli('project', ['set', 'intuition-docs', ...pairs], DATA_DIR);

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.afterAll(() => {
  setProject('status=on', 'onlyAuth=false', 'allowMobile=false', 'plan=business');
});

test('allowMobile shows the widget below 760 px', async ({ page }) => {
  setProject('allowMobile=true');
  await page.setViewportSize({ width: 600, height: 900 });
  await openWithWidget(page, '/guides/overview/vision');
  await expect(toolbox(page)).toBeVisible();
  setProject('allowMobile=false');
});

/** With onlyAuth on, a signed-out visitor's Submit is disabled and says why. */
async function expectSignedOutBlocked(page: Page, text: string) {
  setProject('onlyAuth=true');
  await openWithWidget(page, '/guides/overview/vision');
  await startCommenting(page);
  await clickIntoProse(page);
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('title', 'Only logged in users can comment');
}

test('onlyAuth without a user token: Submit is disabled and says why', async ({ page }) => {
  await expectSignedOutBlocked(page, 'Can I comment?');
});

test('onlyAuth with a host token getter that returns null: only logged-in users may comment', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { docsWidgetUserToken: () => null }).docsWidgetUserToken = () => null;
  });
  await expectSignedOutBlocked(page, 'Signed out, with a getter');
});

test('onlyAuth with a host-signed token: the comment is sent as that user', async ({ page }) => {
  const token = await new SignJWT({ name: 'Ada Lovelace' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('host-user-42')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(process.env.E2E_WIDGET_JWT_SECRET!));
  await page.addInitScript((jwt) => {
    (window as unknown as { docsWidgetUserToken: () => string }).docsWidgetUserToken = () => jwt;
  }, token);
  await openWithWidget(page, '/guides/overview/vision');
  await startCommenting(page);
  await clickIntoProse(page);
  const text = `Signed-in comment ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  const answer = page.waitForResponse((r) => r.url().endsWith('/add-comment'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(200);
  await page.getByRole('button', { name: `Open comment: ${text}` }).click();
  await expect(page.getByRole('region', { name: 'Comment thread' }).getByText('Ada Lovelace')).toBeVisible();
  setProject('onlyAuth=false');
});

test('status off hides the widget entirely', async ({ page }) => {
  setProject('status=off');
  const settings = page.waitForResponse((r) => r.url().includes('/get-project-settings'));
  await page.goto('/guides/overview/vision');
  expect((await (await settings).json()).status).toBe('off');
  await page.waitForTimeout(500);
  await expect(toolbox(page)).toHaveCount(0);
  setProject('status=on');
});

/** The credit names this project's own widget and links to its source, never a third party's brand. */
for (const theme of ['light', 'dark'] as const) {
  test(`the starter plan's credit names this project's widget and links to its source (${theme})`, async ({
    page,
    makeAxeBuilder,
  }) => {
    setProject('plan=starter');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openWithWidget(page, '/guides/overview/vision');
    await page.getByRole('button', { name: 'Open inbox' }).click();
    const inbox = page.getByRole('region', { name: 'Inbox' });
    const credit = inbox.getByText(/^Powered by/);
    await expect(credit).toHaveText('Powered by Intuition Docs widget');
    await expect(credit.getByRole('link', { name: 'Intuition Docs widget' })).toHaveAttribute(
      'href',
      'https://github.com/0xIntuition/intuition-docs/tree/main/widget',
    );
    await inbox.screenshot({ path: test.info().outputPath(`credit-inbox-${theme}.png`) });
    expect((await makeAxeBuilder().include('[data-docsly-root]').analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await startCommenting(page);
    await clickIntoProse(page);
    const composer = page.getByRole('region', { name: 'New comment' });
    await expect(composer.getByText(/^Powered by/)).toHaveText('Powered by Intuition Docs widget');
    await composer.screenshot({ path: test.info().outputPath(`credit-composer-${theme}.png`) });
    await expect(page.locator('[data-docsly-root]')).not.toContainText('Docsly');
    setProject('plan=business');
  });
}
