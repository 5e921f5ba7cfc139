/** Helpers for the comment-widget end-to-end tests: the widget's controls, found as a person finds them. */
import type { Page } from '@playwright/test';
import { runCli as runProjectCli } from '../integration/helpers/cli';
import { expect } from './fixtures';

export const toolbox = (page: Page) => page.getByRole('toolbar', { name: 'Page comments and feedback' });

/** Opens a page and waits for the widget (it loads after the page is idle). */
export async function openWithWidget(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Start commenting' })).toBeVisible({ timeout: 15_000 });
}

export async function startCommenting(page: Page) {
  await page.getByRole('button', { name: 'Start commenting' }).click();
  await expect(page.getByRole('button', { name: 'Start commenting' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

export async function submitComment(page: Page, text: string, label = 'Comment') {
  await page.getByRole('textbox', { name: label }).fill(text);
  const answer = page.waitForResponse((r) => r.url().endsWith('/add-comment'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText("Thank you! We've received your comment.").last()).toBeVisible();
}

/** Runs `npm run team` / `npm run project` against a running server's database, as an operator would. */
export function runCli(script: 'team' | 'project', args: string[], dataDir: string, stdin = '') {
  const result = runProjectCli(script, args, { PGLITE_DATA_DIR: dataDir }, stdin);
  if (result.status !== 0) throw new Error(`npm run ${script} failed: ${result.stderr}`);
  return result.stdout;
}

/** Selects the first occurrence of `text` inside `selector` with a real mouse drag, left to right or back. */
export async function dragSelect(page: Page, selector: string, text: string, backward = false) {
  const box = await page.evaluate(
    ({ selector, text }) => {
      const root = document.querySelector(selector)!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const rects = range.getClientRects();
        const first = rects[0]!;
        const last = rects[rects.length - 1]!;
        return {
          x1: first.left + 1,
          y1: first.top + first.height / 2,
          x2: last.right - 1,
          y2: last.top + last.height / 2,
        };
      }
      throw new Error(`text not found: ${text}`);
    },
    { selector, text },
  );
  const [from, to] = backward
    ? [
        { x: box.x2, y: box.y2 },
        { x: box.x1, y: box.y1 },
      ]
    : [
        { x: box.x1, y: box.y1 },
        { x: box.x2, y: box.y2 },
      ];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/**
 * Clicks a random spot on the first line of the page's first long paragraph (in comment mode this opens the
 * new-comment box), so that comments of other tests or retries on the same page are not in the way.
 */
export async function clickIntoProse(page: Page) {
  const paragraph = page.locator('[data-test-prose]');
  if ((await paragraph.count()) === 0) {
    await page.evaluate(() => {
      const long = [...document.querySelectorAll('article p')].find(
        (p) => (p.textContent ?? '').split(/\s+/).length >= 12,
      );
      long?.setAttribute('data-test-prose', '');
    });
  }
  const box = (await paragraph.boundingBox())!;
  // A spot of the paragraph that no comment marker covers (other tests comment on the same pages): a marker on
  // top would take the click.
  const free = await paragraph.evaluate((element, width) => {
    const rect = element.getBoundingClientRect();
    for (let attempt = 0; attempt < 50; attempt++) {
      const x = 30 + Math.floor(Math.random() * Math.max(1, width - 60));
      const hit = document.elementFromPoint(rect.left + x, rect.top + 8);
      if (hit && element.contains(hit)) return x;
    }
    return null;
  }, box.width);
  if (free === null) throw new Error('every spot of the paragraph is under a comment marker');
  await paragraph.click({ position: { x: free, y: 8 } });
}
