/** A "#" link at the end of every h2–h4 with an id, so readers can copy a link to the section. */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-4]$/.test(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#${id}`,
          className: ['hash-link'],
          ariaLabel: `Direct link to ${toString(node)}`,
        },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
