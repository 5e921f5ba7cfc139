/**
 * The page's text as the widget sees it: the text nodes under a root in document order, leaving out scripts,
 * styles and the widget itself, with helpers to move between text nodes and character offsets.
 */
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
export const WIDGET_ROOT_ATTRIBUTE = 'data-docsly-root';

export function textNodesOf(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 5 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode(node) {
      if (node.nodeType === 3) return 1; // FILTER_ACCEPT
      const element = node as Element;
      return SKIPPED_TAGS.has(element.tagName) || element.hasAttribute(WIDGET_ROOT_ATTRIBUTE)
        ? 2 // FILTER_REJECT: skip the whole subtree
        : 3; // FILTER_SKIP: look inside
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

export interface PageText {
  text: string;
  nodes: Text[];
  /** Offset in `text` where each node starts. */
  starts: number[];
}

export function pageText(root: Node): PageText {
  const nodes = textNodesOf(root);
  const starts: number[] = [];
  let text = '';
  for (const node of nodes) {
    starts.push(text.length);
    text += node.data;
  }
  return { text, nodes, starts };
}

/** The text node and offset at a character offset; `end` prefers the end of a node over the next one's start. */
export function pointAt(page: PageText, offset: number, end: boolean): [Text, number] | null {
  for (let i = 0; i < page.nodes.length; i++) {
    const node = page.nodes[i]!;
    const start = page.starts[i]!;
    const within = end ? offset > start && offset <= start + node.length : offset < start + node.length;
    if (offset >= start && within) return [node, offset - start];
  }
  return null;
}

export function rangeFromOffsets(page: PageText, start: number, end: number): Range | null {
  const from = pointAt(page, start, false);
  const to = pointAt(page, end, true);
  if (!from || !to) return null;
  const range = from[0].ownerDocument.createRange();
  range.setStart(from[0], from[1]);
  range.setEnd(to[0], to[1]);
  return range;
}
