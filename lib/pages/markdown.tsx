import 'server-only';
/**
 * Markdown strings from the pages' data files (FAQ answers, summaries) rendered to React on the server: GFM,
 * no raw HTML (it is dropped), links as written.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

export function renderMarkdown(markdown: string): ReactNode {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return toJsxRuntime(tree, { Fragment, jsx, jsxs });
}

/** Link elements turned into spans (for text that sits inside a link already, such as a card). */
function unlink(nodes: ElementContent[]): ElementContent[] {
  return nodes.map((node) => {
    if (node.type !== 'element') return node;
    const children = unlink(node.children);
    return node.tagName === 'a'
      ? ({ type: 'element', tagName: 'span', properties: {}, children } satisfies Element)
      : { ...node, children };
  });
}

/**
 * One line of Markdown (a question, a card's description) rendered inline, as MDX renders it: code, emphasis
 * and links, without the paragraph around it. With `links: false` the links keep their text only (for text
 * inside a card, which is a link itself: links cannot nest).
 */
export function renderInlineMarkdown(
  markdown: string,
  { links = true }: { links?: boolean } = {},
): ReactNode {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const inline: ElementContent[] = tree.children.flatMap((node) =>
    node.type === 'element' && node.tagName === 'p' ? node.children : [],
  );
  const children = links ? inline : unlink(inline);
  return toJsxRuntime(
    {
      type: 'root',
      children: [
        { type: 'element', tagName: 'span', properties: { className: ['inline-markdown'] }, children },
      ],
    },
    { Fragment, jsx, jsxs },
  );
}

/** Markdown reduced to plain text (for JSON-LD, RSS and metadata). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
