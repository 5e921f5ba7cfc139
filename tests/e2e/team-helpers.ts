import type AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Signs in as a team member the way a person does: opens a team page, is sent to the sign-in form (which keeps
 * the page to come back to), fills it in, and lands back on that page.
 */
export async function signInThroughForm(page: Page, email: string, password: string, next = '/team') {
  await page.goto(next);
  await expect(page).toHaveURL(new RegExp(`/team/login\\?next=${escapeRegExp(encodeURIComponent(next))}$`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/team/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answer).status()).toBe(303);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(next)}$`));
}

/**
 * The serious and critical axe violations of the page as shown, with every disclosure (`<details>`) opened first
 * so that what they hide is checked too; each named with `label` and its first five targets.
 */
export async function seriousViolations(
  page: Page,
  makeAxeBuilder: () => AxeBuilder,
  label: string,
): Promise<string[]> {
  for (const disclosure of await page.locator('details').all())
    await disclosure.evaluate((d) => d.setAttribute('open', ''));
  const results = await makeAxeBuilder().analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}
