/**
 * Stable heading ids (GitHub slugs, or `## Title {#custom-id}`) and the table of contents (h2–h3), computed
 * in the same pass so the TOC links always match the rendered ids.
 */
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { TocEntry } from './toc';
import { createSlugger, splitExplicitId } from './slug';

export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
}

export interface RemarkHeadingsOptions {
  /** Receives every heading of the document, in order. */
  collect?: (heading: HeadingInfo) => void;
}

function stripExplicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const { text, id } = splitExplicitId((last as Text).value);
  if (!id) return undefined;
  (last as Text).value = text;
  return id;
}

export function remarkHeadings(options: RemarkHeadingsOptions = {}) {
  return (tree: Root) => {
    const slug = createSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const explicit = stripExplicitId(node);
      const text = toString(node).trim();
      const id = slug(text, explicit);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      options.collect?.({ depth: node.depth, id, text });
    });
  };
}

export function tocFromHeadings(headings: HeadingInfo[]): TocEntry[] {
  return headings
    .filter((h): h is HeadingInfo & { depth: 2 | 3 } => h.depth === 2 || h.depth === 3)
    .map(({ depth, id, text }) => ({ depth, id, text }));
}
