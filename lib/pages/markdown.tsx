import 'server-only';
/**
 * Markdown strings from the pages' data files (FAQ answers, summaries) rendered to React on the server: GFM,
 * no raw HTML (it is dropped), links as written.
 */
import type { Root } from 'hast';
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

/** Markdown reduced to plain text (for JSON-LD, RSS and metadata). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
