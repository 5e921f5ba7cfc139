/**
 * Every token colour of the code blocks' themes (after CODE_COLOR_REPLACEMENTS) reads at 4.5:1 on the block's
 * background and on a highlighted line, in both themes: the backgrounds are read from app/globals.css, so a
 * change of either side fails here rather than in axe's colour-contrast on some page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CODE_COLOR_REPLACEMENTS, CODE_THEMES } from '@/lib/mdx/code-colors';

type Rgb = [number, number, number];
const CSS = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');

function variable(block: RegExp, name: string): string {
  const body = block.exec(CSS)?.[1] ?? '';
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(body)?.[1];
  if (!value) throw new Error(`--${name} not found`);
  return value.trim();
}

const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
function over(base: Rgb, color: string): Rgb {
  const rgba = /rgba\(([^)]+)\)/.exec(color);
  if (!rgba) return hex(color);
  const [r, g, b, a] = rgba[1]!.split(',').map(Number) as [number, number, number, number];
  return [r, g, b].map((c, i) => c * a + base[i]! * (1 - a)) as Rgb;
}
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const BLOCKS = {
  light: /:root\s*\{([^}]*)\}/,
  dark: /\[data-theme='dark'\]\s*\{([^}]*)\}/,
};

describe.each(Object.entries(CODE_THEMES))('the %s code theme (%s)', (mode, theme) => {
  const block = BLOCKS[mode as keyof typeof BLOCKS];
  const background = hex(variable(block, 'code-bg'));
  const highlighted = over(background, variable(block, 'highlight-line'));

  it('has every token colour at 4.5:1 on the block and on a highlighted line', async () => {
    const { bundledThemes } = await import('shiki');
    const { default: data } = await bundledThemes[theme]!();
    const replacements = CODE_COLOR_REPLACEMENTS[theme] ?? {};
    const failures: string[] = [];
    for (const { scope, settings } of data.tokenColors ?? []) {
      // Rules that paint their own background (ignored or untracked markup) are not token text on ours.
      if (!settings.foreground || settings.background) continue;
      const own = settings.foreground.toLowerCase().slice(0, 7);
      const shown = replacements[own] ?? own;
      for (const [where, bg] of [
        ['block', background],
        ['highlighted line', highlighted],
      ] as const) {
        const ratio = contrast(hex(shown), bg);
        if (ratio < 4.5) failures.push(`${shown} (${String(scope)}) on the ${where}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(failures).toEqual([]);
  });
});
