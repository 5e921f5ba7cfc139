/**
 * A table whose first header cell is empty (`| | v1 | v2 |`, the corner of a comparison table) heads nothing
 * with it: an empty `<th>` is announced as a header without a name (axe's `empty-table-header`). Such cells
 * become plain `<td>`s; header cells with text, an image's alt or a label stay headers.
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

export function rehypeEmptyHeaderCells() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'th' && isEmptyCell(node)) node.tagName = 'td';
    });
  };
}
