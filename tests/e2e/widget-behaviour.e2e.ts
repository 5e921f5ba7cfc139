/**
 * The widget's timing and keyboard behaviour that readers notice: the "Comment mode enabled!" notice stays
 * for 10 s, Escape closes the "Tell us more" popup of "Not helpful", and resizing the window across the 760 px
 * breakpoint neither remounts the widget nor counts another page view.
 */
import { expect, test } from './fixtures';
import { openWithWidget, toolbox } from './widget-helpers';

test('"Comment mode enabled!" stays for 10 seconds', async ({ page }) => {
  test.setTimeout(45_000);
  await openWithWidget(page, '/guides/overview/vision');
  await page.getByRole('button', { name: 'Start commenting' }).click();
  const notice = page.getByText('Comment mode enabled!');
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  await page.waitForTimeout(8_000);
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 6_000 });
  const lasted = Date.now() - shownAt;
  expect(lasted).toBeGreaterThanOrEqual(9_000);
  expect(lasted).toBeLessThan(13_500);
});

test('Escape closes the "Not helpful" popup and returns focus to its button', async ({ page }) => {
  await openWithWidget(page, '/guides/overview/vision');
  const notHelpful = page.getByRole('button', { name: 'Not helpful' });
  await notHelpful.click();
  const popup = page.getByRole('dialog', { name: 'Tell us more' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Leave a comment' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(notHelpful).toHaveAttribute('aria-expanded', 'false');
  await expect(notHelpful).toBeFocused();
});

test('resizing across 760 px keeps the widget mounted and counts no extra page view', async ({ page }) => {
  const views: string[] = [];
  const settingsLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/measure')) views.push(request.url());
    if (request.url().includes('/get-project-settings')) settingsLoads.push(request.url());
  });
  await page.setViewportSize({ width: 1200, height: 900 });
  await openWithWidget(page, '/guides/overview/vision');
  await expect.poll(() => views.length).toBe(1);
  const marker = await toolbox(page).evaluate((element) => {
    (element as HTMLElement).dataset.mountMarker = 'first';
    return 'first';
  });
  for (const width of [700, 1200, 600, 1000]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    if (width < 760) await expect(toolbox(page)).toBeHidden();
    else await expect(toolbox(page)).toBeVisible();
  }
  // The same toolbox element (not a new one) and still one page view.
  await expect(toolbox(page)).toHaveAttribute('data-mount-marker', marker);
  await page.waitForTimeout(500);
  expect(views).toHaveLength(1);
  expect(settingsLoads).toHaveLength(1);
});
