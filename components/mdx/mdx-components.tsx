import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { SiteLink } from '../layout/site-link';
import { Card, CardGrid } from './cards';
import { Mermaid } from './mermaid.client';
import { QueryRunner } from './query-runner-launcher.client';
import { RunsOnChain } from './runs-on-chain';
import { TabItem, Tabs } from './tabs';

/** Site addresses that are files rather than pages (llms.txt, a page's .md, feeds): plain links, not routed. */
const FILE_PATH = /\.(md|txt|xml)(?:[?#]|$)/;

function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//') && !FILE_PATH.test(href))
    return <SiteLink href={href} {...props} />;
  if (/^https?:\/\//.test(href))
    return <a href={href} rel="noopener noreferrer" target="_blank" {...props} />;
  return <a href={href} {...props} />;
}

/** Components available to every MDX page without an import. */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  Tabs,
  TabItem,
  Card,
  CardGrid,
  Mermaid,
  QueryRunner,
  RunsOnChain,
};
