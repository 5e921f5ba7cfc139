/**
 * Docusaurus admonitions (`:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger`, with an optional title)
 * from remark-directive's container directives, rendered at build time as <aside> elements. Text and leaf
 * directives that are not ours (remark-directive also reads `:word` in prose, e.g. "10:30") are turned back
 * into the text they came from.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

export function isAdmonition(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

/** A text or leaf directive that is not ours, as the text it was written as. */
export function directiveAsText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const prefix = node.type === 'textDirective' ? ':' : '::';
  const label =
    node.children.length > 0
      ? [{ type: 'text' as const, value: '[' }, ...node.children, { type: 'text' as const, value: ']' }]
      : [];
  return [{ type: 'text', value: `${prefix}${node.name}` }, ...(label as PhrasingContent[])];
}

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const replacement = directiveAsText(node);
        if (node.type === 'leafDirective') {
          const paragraph: Paragraph = { type: 'paragraph', children: replacement };
          parent.children.splice(index, 1, paragraph as never);
        } else {
          parent.children.splice(index, 1, ...(replacement as never[]));
        }
        return [SKIP, index];
      }
      if (node.type !== 'containerDirective') return;
      const directive = node as ContainerDirective;
      if (!isAdmonition(directive.name)) return;
      const type = directive.name === 'caution' ? 'warning' : directive.name;
      let title = DEFAULT_TITLES[directive.name];
      const children = [...directive.children] as RootContent[];
      const first = children[0];
      if (
        first &&
        first.type === 'paragraph' &&
        first.data &&
        (first.data as { directiveLabel?: boolean }).directiveLabel
      ) {
        title = toString(first);
        children.shift();
      }
      directive.data = {
        hName: 'aside',
        hProperties: { className: ['admonition', `admonition-${type}`], 'aria-label': title },
      };
      const heading: Paragraph = {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        children: [{ type: 'text', value: title }],
      };
      const body = {
        type: 'blockquote',
        data: { hName: 'div', hProperties: { className: ['admonition-body'] } },
        children,
      };
      directive.children = [heading, body as never];
      return SKIP;
    });
  };
}
