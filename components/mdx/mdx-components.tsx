import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { SiteLink } from '../layout/site-link';
import { Card, CardGrid } from './cards';
import { ConnectDocsMcp } from './connect-docs-mcp';
import { Evidence } from './evidence';
import { Mermaid } from './mermaid.client';
import { QueryRunner } from './query-runner-launcher.client';
import { RunsOnChain } from './runs-on-chain';
import { isRoutedSiteHref } from './site-href';
import { TabItem, Tabs } from './tabs';

export function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (isRoutedSiteHref(href)) return <SiteLink href={href} {...props} />;
  if (/^https?:\/\//.test(href))
    return <a href={href} rel="noopener noreferrer" target="_blank" {...props} />;
  return <a href={href} {...props} />;
}

/** Wide tables scroll sideways inside the text (CSS): focusable, so the keyboard can scroll them too. */
function MdxTable(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

/** GFM task-list checkboxes (read-only) named by their state: the item's text follows them. */
function MdxInput(props: ComponentProps<'input'>) {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />;
}

/** Components available to every MDX page without an import. */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  table: MdxTable,
  input: MdxInput,
  Tabs,
  TabItem,
  Card,
  CardGrid,
  Mermaid,
  QueryRunner,
  RunsOnChain,
  ConnectDocsMcp,
  Evidence,
};
