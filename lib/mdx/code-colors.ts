/**
 * The code blocks' themes, and the token colours replaced so that every token reads at 4.5:1 (WCAG AA) on
 * the block's background and on a highlighted line (`--code-bg`, `--highlight-line` in app/globals.css).
 * github-light-default's comments (#6e7781) were 4.55:1 on white but 4.15:1 on a highlighted line; Primer's
 * current muted grey (#59636e) is over 5:1 on both. tests/unit/code-colors.test.ts checks every colour of both
 * themes against both backgrounds.
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

export const CODE_COLOR_REPLACEMENTS: Record<string, Record<string, string>> = {
  [CODE_THEMES.light]: { '#6e7781': '#59636e' },
};
