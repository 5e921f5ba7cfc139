/**
 * The search modal's AI mode in Chromium against the production server (local answerer): the mode persists
 * across a reload, an answer streams in with citations that open the cited section, Stop ends a pending answer,
 * Copy and 👍/👎 work, the AI code is fetched only when the mode is first used, and axe finds no serious issue.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const questionBox = (page: Page) => modal(page).getByRole('textbox', { name: 'Ask a question' });

async function openModal(page: Page) {
  await expect(async () => {
    if ((await modal(page).count()) === 0) await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function askQuestion(page: Page, question: string) {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  return modal(page).getByRole('article', { name: `Answer to: ${question}` });
}

test.describe('AI answers in the search modal', () => {
  // The server reads its index and builds retrieval's tables on its first question: seconds on a loaded machine.
  // That cold start is a figure of `npm run bench:ask`, not of these tests, so a question is answered before them.
  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    const context = await playwright.request.newContext({ baseURL });
    const response = await context.post('/api/ask', {
      data: { question: 'What is an atom?' },
      headers: { origin: new URL(baseURL).origin },
      timeout: 120_000,
    });
    expect(response.status()).toBe(200);
    await response.body();
    await context.dispose();
  });

  test('the mode toggle persists across a reload, and the AI code loads only when the mode is used', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/guides/overview');
    await openModal(page);
    const ai = modal(page).getByRole('button', { name: 'Ask AI' });
    await expect(ai).toHaveAttribute('aria-pressed', 'false');
    await page.waitForTimeout(500);
    const before = scripts.length;
    await ai.click();
    await expect(ai).toHaveAttribute('aria-pressed', 'true');
    await expect(questionBox(page)).toBeFocused();
    expect(scripts.length).toBeGreaterThan(before);
    expect(await page.evaluate(() => localStorage.getItem('search'))).toBe('ai');

    await page.reload();
    await openModal(page);
    await expect(modal(page).getByRole('button', { name: 'Ask AI' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questionBox(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Keyword search' }).click();
    await expect(modal(page).getByRole('combobox', { name: 'Search docs' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('search'))).toBe('docsearch');
  });

  test('streams an answer whose citations open the cited section', async ({ page }) => {
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'What is a triple?');
    await expect(answer.getByText(/subject(, |–)(a )?predicate( and |–)(an )?object/i).first()).toBeVisible();
    await expect(answer.locator('[aria-busy="false"]')).toHaveCount(1);
    const sources = answer.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('link').first()).toBeVisible();
    const citation = answer.getByRole('link', { name: /^Source 1: / });
    const href = await citation.getAttribute('href');
    // A guide's section, or the FAQ entry that answers it (each FAQ entry is its own search record).
    expect(href).toMatch(/^\/(guides\/|faq#)/);
    await citation.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('an answer of long URLs and identifiers wraps inside the dialog on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'What is the testnet chain id?');
    await expect(answer.locator('[aria-busy="false"]')).toHaveCount(1);
    await expect(answer.getByText(/13579/).first()).toBeVisible();
    const overflow = await answer.evaluate((element) => {
      const wide = [...element.querySelectorAll<HTMLElement>('*')].filter(
        (child) =>
          child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX === 'visible',
      );
      return { dialog: element.scrollWidth - element.clientWidth, wide: wide.map((child) => child.tagName) };
    });
    expect(overflow).toEqual({ dialog: 0, wide: [] });
  });

  test('Stop ends an answer that is still coming', async ({ page }) => {
    // An answer that never arrives: the request stays open until the reader stops it.
    await page.route('**/api/ask', () => {});
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'What is an atom?');
    await expect(answer.getByText('Looking through the docs…')).toBeVisible();
    await answer.getByRole('button', { name: 'Stop' }).click();
    await expect(answer.getByText('Stopped.')).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  });

  test('copies an answer with its sources, and records 👍', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'How do I redeem shares?');
    await answer.getByRole('button', { name: 'Copy' }).click();
    await expect(answer.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\[1\]/);
    expect(copied).toMatch(/\[1\] .+: http:\/\/127\.0\.0\.1:\d+\/guides\//);
    const feedback = page.waitForResponse((r) => r.url().endsWith('/api/ask/feedback'));
    await answer.getByRole('button', { name: 'Helpful answer', exact: true }).click();
    expect((await feedback).status()).toBe(200);
    await expect(answer.getByRole('button', { name: 'Helpful answer', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(answer.getByText('Thanks for the feedback')).toBeVisible();
  });

  test('labels the extract, and takes a 👎 with a reason and a note', async ({ page }) => {
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'How do I create a triple with the SDK?');
    await expect(answer.getByText(/An extract from the docs/)).toBeVisible();
    await expect(answer.locator('pre code, pre').first()).toContainText('createTripleStatement');
    const unhelpful = answer.getByRole('button', { name: 'Unhelpful answer', exact: true });
    await expect(unhelpful.locator('svg')).toHaveCount(1);
    const rating = page.waitForResponse((r) => r.url().endsWith('/api/ask/feedback'));
    await unhelpful.click();
    expect((await rating).status()).toBe(200);
    const form = answer.getByRole('form', { name: 'What was wrong with this answer' });
    const send = form.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await form.getByLabel('What was wrong?').selectOption('outdated');
    await form.getByLabel('Note (optional)').fill('The SDK call changed in 2.1');
    const explained = page.waitForRequest((r) => r.url().endsWith('/api/ask/feedback'));
    await send.click();
    expect((await explained).postDataJSON()).toMatchObject({
      helpful: false,
      reason: 'outdated',
      note: 'The SDK call changed in 2.1',
    });
    await expect(answer.getByText('Thanks: the team reads every one of these')).toBeVisible();
    await expect(form).toHaveCount(0);
  });

  test('says when the docs do not have the answer', async ({ page }) => {
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'What is the capital of France?');
    await expect(answer.getByText(/I could not find this in the docs\./)).toBeVisible();
  });

  test('axe finds no serious violations in the AI mode', async ({ page, makeAxeBuilder }) => {
    await page.goto('/guides/overview');
    await page.evaluate(() => localStorage.setItem('search', 'ai'));
    await openModal(page);
    const answer = await askQuestion(page, 'What is a triple?');
    await expect(answer.getByRole('button', { name: 'Copy' })).toBeVisible();
    // The open search dialog itself (a native <dialog>, so no role attribute to select it by).
    const results = await makeAxeBuilder().include('dialog[open][aria-label="Search"]').analyze();
    expect(results.passes.length).toBeGreaterThan(0);
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
