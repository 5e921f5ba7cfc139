/**
 * A guide's prose as static HTML (scripts/build-prose.ts, run before `next build`): the page's MDX rendered with
 * React on the server, once, with the same components as the React rendering except
 *  - site links are plain <a> (prose-enhance.ts routes their clicks in the browser),
 *  - each island (components/mdx/islands.ts) is a `[data-island]` element holding its own rendering and its props.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ISLAND_COMPONENTS, ISLANDS } from '../mdx/islands';
import { MdxLink, mdxComponents } from '../mdx/mdx-components';
import { isRoutedSiteHref } from '../mdx/site-href';
import { renderDoc } from './doc-content';

/**
 * Site pages as plain links, routed in the browser by components/layout/routed-links.client.tsx; other links as
 * in the React rendering.
 */
function StaticLink(props: ComponentProps<'a'>) {
  return isRoutedSiteHref(props.href ?? '') ? <a {...props} data-routed="" /> : <MdxLink {...props} />;
}

/** An island: its own server rendering (a root of its own, as the browser hydrates it) inside its marker. */
function island(name: string, Component: ComponentType<Record<string, unknown>>) {
  return function Island(props: Record<string, unknown>) {
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
      />
    );
  };
}

export const staticProseComponents: MDXComponents = {
  ...mdxComponents,
  a: StaticLink,
  ...Object.fromEntries(
    Object.entries(ISLAND_COMPONENTS).map(([component, name]) => [component, island(name, ISLANDS[name]!)]),
  ),
};

/** The HTML of a guide's title and prose. */
export async function renderStaticProse(title: string, body: string): Promise<string> {
  const { content } = await renderDoc(body, staticProseComponents);
  return renderToStaticMarkup(
    <>
      <h1>{title}</h1>
      {content}
    </>,
  );
}
