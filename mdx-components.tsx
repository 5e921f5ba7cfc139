import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx/mdx-components';

/** Required by @next/mdx for .mdx files under app/; the same components as the docs pages. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...mdxComponents, ...components };
}
