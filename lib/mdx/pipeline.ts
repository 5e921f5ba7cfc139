/**
 * The one remark/rehype pipeline for docs pages. `createMdxOptions` collects the page's headings for the
 * table of contents while it compiles, so the TOC and the rendered ids come from the same pass.
 */
import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkCodeExtras } from './remark-code-extras';
import { remarkHeadings, type HeadingInfo } from './remark-headings';
import { rehypeCode } from './rehype-code';
import { rehypeHeadingLinks } from './rehype-heading-links';
import { rehypeTableHeaders } from './rehype-table-headers';

export function remarkPlugins(collect?: (heading: HeadingInfo) => void): PluggableList {
  return [remarkGfm, remarkDirective, remarkAdmonitions, [remarkHeadings, { collect }], remarkCodeExtras];
}

export function createMdxOptions(): {
  headings: HeadingInfo[];
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
} {
  const headings: HeadingInfo[] = [];
  return {
    headings,
    remarkPlugins: remarkPlugins((h) => headings.push(h)),
    rehypePlugins: [rehypeHeadingLinks, rehypeTableHeaders, rehypeCode],
  };
}
