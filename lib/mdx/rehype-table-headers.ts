/**
 * Table header cells that say what they head:
 * - an empty `<th>` (the corner of a comparison table, `| | v1 | v2 |`) heads nothing and is announced as a
 *   header without a name (axe's `empty-table-header`): it becomes a plain `<td>`; a header cell with text, an
 *   image's alt or a label stays a header;
 * - every `<th>` gets its `scope`: `col` in the table's head, `row` in its body (WCAG technique H63), so that
 *   a table whose header row starts with a data cell still reads unambiguously.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

function isEmptyCell(cell: Element): boolean {
  if (toString(cell).trim()) return false;
  let labelled = false;
  visit(cell, 'element', (node: Element) => {
    if (node.properties?.ariaLabel || node.properties?.alt || node.properties?.title) labelled = true;
  });
  return !labelled;
}

export function rehypeTableHeaders() {
  return (tree: Root) => {
    visit(tree, 'element', (section: Element) => {
      if (section.tagName !== 'thead' && section.tagName !== 'tbody') return;
      for (const row of section.children) {
        if (row.type !== 'element' || row.tagName !== 'tr') continue;
        for (const cell of row.children) {
          if (cell.type !== 'element' || cell.tagName !== 'th') continue;
          if (isEmptyCell(cell)) cell.tagName = 'td';
          else cell.properties.scope ??= section.tagName === 'thead' ? 'col' : 'row';
        }
      }
    });
  };
}
