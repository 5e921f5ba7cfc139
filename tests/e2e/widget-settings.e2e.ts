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
  setProject('status=on', 'onlyAuth=false', 'allowMobile=false');
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
