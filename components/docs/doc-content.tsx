import { compileMDX } from 'next-mdx-remote/rsc';
import { createMdxOptions } from '@/lib/mdx/pipeline';
import { preprocessMdx } from '@/lib/mdx/preprocess';
import { tocFromHeadings } from '@/lib/mdx/remark-headings';
import type { TocEntry } from '@/lib/content/types';
import { mdxComponents } from '../mdx/mdx-components';

/** Compiles a page's MDX at build time and returns the rendered content with its table of contents. */
export async function renderDoc(source: string): Promise<{ content: React.ReactElement; toc: TocEntry[] }> {
  const options = createMdxOptions();
  const { content } = await compileMDX({
    source: preprocessMdx(source),
    components: mdxComponents,
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
