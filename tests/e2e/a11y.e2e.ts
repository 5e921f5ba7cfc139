import { expect, test } from './fixtures';

const pages = ['/', '/guides/overview/the-primitives', '/guides/category/use-cases'];

for (const path of pages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violations on ${path} (${theme})`, async ({
      page,
      gotoWithTheme,
      makeAxeBuilder,
    }) => {
      await gotoWithTheme(path, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await makeAxeBuilder().analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
}
