/**
 * Comparison tables written `| | v1 | v2 |` have an empty corner header cell, which axe reports as
 * `empty-table-header` (12 pages). The pipeline turns empty header cells into data cells, keeps named ones, and
 * gives each header cell its scope (html-validate's wcag/h63).
 */
import type { Element, Root } from 'hast';

async function headerRow(markdown: string): Promise<string[]> {
  // ESM-only packages: imported at run time, as lib/mdx/analyze.ts does.
  const [{ default: remarkGfm }, { default: remarkParse }, { default: remarkRehype }, { unified }] =
    await Promise.all([
      import('remark-gfm'),
      import('remark-parse'),
      import('remark-rehype'),
      import('unified'),
    ]);
  const { visit } = await import('unist-util-visit');
  const { rehypeTableHeaders } = await import('@/lib/mdx/rehype-table-headers');
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTableHeaders);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const cells: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'tr' && cells.length === 0) {
      for (const cell of node.children) {
        if (cell.type === 'element')
          cells.push(
            cell.properties.scope ? `${cell.tagName}[${String(cell.properties.scope)}]` : cell.tagName,
          );
      }
    }
  });
  return cells;
}

it.each([
  [
    'an empty corner (why-intuition, the-primitives…)',
    '| | v1 | v2 |\n| - | - | - |\n| a | b | c |',
    ['td', 'th[col]', 'th[col]'],
  ],
  ['a corner of spaces', '|    | v1 |\n| - | - |\n| a | b |', ['td', 'th[col]']],
  ['headers with text', '| Name | Value |\n| - | - |\n| a | b |', ['th[col]', 'th[col]']],
  ['a header of code', '| `id` | v |\n| - | - |\n| a | b |', ['th[col]', 'th[col]']],
  [
    'a header that is an image with alt text',
    '| ![Logo](/l.svg) | v |\n| - | - |\n| a | b |',
    ['th[col]', 'th[col]'],
  ],
])('%s', async (_name, markdown, cells) => {
  expect(await headerRow(markdown)).toEqual(cells);
});
