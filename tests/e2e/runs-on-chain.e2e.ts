import { expect, test } from './fixtures';

/**
 * The "Runs in CI" note links each contract claim of the page to the line of its test (generated from
 * lib/content/claim-tests.json), and the links are reachable from the keyboard with a visible focus.
 */
test.describe('runs-on-chain note', () => {
  test('lists the page’s claims, each linked to its test line, keyboard reachable', async ({ page }) => {
    await page.goto('/guides/primitives/signals');
    const note = page.getByRole('complementary', { name: 'Tested on a local Intuition network' });
    await expect(note.getByText('Each claim on this page and its test:')).toBeVisible();
    const claim = note.getByRole('link', {
      name: 'an account with shares in a triple cannot deposit into its counter-triple on the same curve',
    });
    await expect(claim).toHaveAttribute(
      'href',
      /\/blob\/[^/]+\/tests\/chain\/multivault-claims\.test\.ts#L\d+$/,
    );
    // Counter-stake rule (3 tests) and MultiVault fees (4 tests), plus the two test files.
    await expect(note.getByRole('link')).toHaveCount(9);

    await claim.focus();
    await expect(claim).toBeFocused();
    const outline = await claim.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('the page’s Markdown export lists the same claim links', async ({ request }) => {
    const markdown = await (await request.get('/guides/primitives/signals.md')).text();
    expect(markdown).toContain('Each claim on this page and its test:');
    expect(markdown).toMatch(
      /- \[the counter-stake rule only checks the same curve: the other side on another curve is allowed\]\(https:\/\/github\.com\/[^)]+multivault-claims\.test\.ts#L\d+\)/,
    );
  });
});
