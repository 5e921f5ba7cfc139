/**
 * A guide's static HTML (scripts/build-prose.mts, run before `next build`): what its <main> holds (GuideMain:
 * breadcrumbs, tables of contents, title, prose, foot, pager) rendered with React on the server, once, with the
 * same components as the React rendering except
 *  - site links are plain <a data-routed> (RoutedLinks routes their clicks in the browser),
 *  - each island (components/mdx/islands.ts: the page actions, Mermaid diagrams, the query runner) is a
 *    `[data-island]` element holding its own rendering and its props.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { DocMeta, DocsSite } from '@/lib/content';
import { islandIdPrefix, ISLAND_COMPONENTS, ISLANDS } from '../mdx/islands';
import { MdxLink, mdxComponents } from '../mdx/mdx-components';
import { isRoutedSiteHref } from '../mdx/site-href';
import { renderDoc } from './doc-content';
import { GuideMain, guideMainProps } from './guide-main';
import { pageActionLinks } from './page-actions';
import { SiteFooterContent } from '../layout/site-footer';

/**
 * Site pages as plain links, routed in the browser by components/layout/routed-links.client.tsx; other links as
 * in the React rendering.
 */
function StaticLink(props: ComponentProps<'a'>) {
  return isRoutedSiteHref(props.href ?? '') ? <a {...props} data-routed="" /> : <MdxLink {...props} />;
}

/** An island: its own server rendering (a root of its own, as the browser hydrates it) inside its marker. */
function StaticIsland({
  name,
  props,
  className,
}: {
  name: string;
  props: Record<string, unknown>;
  className?: string;
}) {
  const Component = ISLANDS[name]!;
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      className={className}
      dangerouslySetInnerHTML={{
        __html: renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) }),
      }}
    />
  );
}

export const staticProseComponents: MDXComponents = {
  ...mdxComponents,
  a: StaticLink,
  ...Object.fromEntries(
    Object.entries(ISLAND_COMPONENTS).map(([component, name]) => [
      component,
      function Island(props: Record<string, unknown>) {
        return <StaticIsland name={name} props={props} />;
      },
    ]),
  ),
};

/** The HTML of what a guide's <main> holds. */
export async function renderStaticGuide(site: DocsSite, doc: DocMeta): Promise<string> {
  const { title, sidebar_label } = doc.frontmatter;
  const { content, toc } = await renderDoc(doc.body, staticProseComponents);
  return renderToStaticMarkup(
    <GuideMain
      {...guideMainProps(site, doc.path, sidebar_label ?? title, doc, toc)}
      // display: contents, so the menu itself is the row's item (pushed to its end) as in the React rendering.
      actions={
        <StaticIsland name="page-actions" props={{ ...pageActionLinks(doc.path) }} className="contents" />
      }
    >
      <div className="markdown">
        <h1>{title}</h1>
        {content}
      </div>
    </GuideMain>,
  );
}

/** The HTML of the inside of the site footer (components/layout/site-footer-host.client.tsx). */
export function renderStaticFooter(): string {
  return renderToStaticMarkup(<SiteFooterContent />);
}
