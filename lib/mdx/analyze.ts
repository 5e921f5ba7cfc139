/**
 * Reads a page without rendering it: its headings (ids as rendered) and the links it contains. Used by the
 * build-time link check and by tests; runs the same remark plugins as the real compile.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { tocFromHeadings, type HeadingInfo } from './remark-headings';
import { remarkPlugins } from './pipeline';
import { preprocessMdx } from './preprocess';
import type { TocEntry } from './toc';

export interface PageLink {
  url: string;
  line?: number;
}

export interface PageAnalysis {
  headings: HeadingInfo[];
  toc: TocEntry[];
  links: PageLink[];
}

const LINK_ATTRIBUTES = new Set(['href', 'to']);

export async function analyzeMdx(source: string): Promise<PageAnalysis> {
  const headings: HeadingInfo[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPlugins((h) => headings.push(h)));
  const tree = (await processor.run(processor.parse(preprocessMdx(source)))) as Root;
  const links: PageLink[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      links.push({ url: (node as { url: string }).url, line: node.position?.start.line });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
        const attr = attribute as MdxJsxAttribute;
        if (
          attr.type === 'mdxJsxAttribute' &&
          LINK_ATTRIBUTES.has(attr.name) &&
          typeof attr.value === 'string'
        ) {
          links.push({ url: attr.value, line: node.position?.start.line });
        }
      }
    }
  });
  return { headings, toc: tocFromHeadings(headings), links };
}
