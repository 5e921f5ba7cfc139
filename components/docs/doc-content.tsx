import type { MDXComponents } from 'mdx/types';
import { createMdxOptions } from '@/lib/mdx/pipeline';
import { preprocessMdx } from '@/lib/mdx/preprocess';
import { tocFromHeadings } from '@/lib/mdx/remark-headings';
import type { TocEntry } from '@/lib/content/types';
import { mdxComponents } from '../mdx/mdx-components';

/**
 * Compiles a page's MDX at build time and returns the rendered content with its table of contents. `components`
 * replaces the default components (scripts/build-prose.ts renders a guide's static prose with its own).
 */
export async function renderDoc(
  source: string,
  components: MDXComponents = mdxComponents,
): Promise<{ content: React.ReactElement; toc: TocEntry[] }> {
  // Imported when called: an ES module only, which scripts/build-prose.mts (tsx, CommonJS modules) loads this way.
  const { compileMDX } = await import('next-mdx-remote/rsc');
  const options = createMdxOptions();
  const { content } = await compileMDX({
    source: preprocessMdx(source),
    components,
    options: {
      parseFrontmatter: false,
      mdxOptions: {
        remarkPlugins: options.remarkPlugins,
        rehypePlugins: options.rehypePlugins,
        format: 'mdx',
      },
    },
  });
  return { content, toc: tocFromHeadings(options.headings) };
}
