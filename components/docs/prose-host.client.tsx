'use client';
/**
 * A guide's <main>: static HTML that React does not hydrate (docs/architecture.md, "How a guide is rendered and
 * hydrated"): breadcrumbs, tables of contents, title, prose, foot and pager. On the server the HTML comes from
 * the prose registry, so the page's payload carries only the path. In the browser:
 *  - on the page's first load it is already in the document and React leaves it as it is (an empty
 *    dangerouslySetInnerHTML, whose mismatch React does not patch when hydrating);
 *  - after a client-side navigation it is fetched from public/_prose (built with the page), and the navigation
 *    waits for it (Suspense), so the new page appears whole, its breadcrumbs and pager with it.
 * Tabs, tables of contents and islands are then brought to life by prose-enhance.ts; its site links are routed by
 * RoutedLinks.
 */
import { useEffect, useRef } from 'react';
import { proseUrl } from '@/lib/mdx/prose-registry';
import { staticHtmlSource, useStaticHtml } from '../layout/static-html-source';
import { enhanceProse } from './prose-enhance';

const source = staticHtmlSource('text');

export function ProseHost({ path, className }: { path: string; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const html = useStaticHtml(source, {
    key: path,
    selector: `[data-prose="${typeof CSS === 'undefined' ? path : CSS.escape(path)}"]`,
    url: proseUrl(path),
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // In a task of its own: run with the page's other first effects (one task after hydration's commit), its
    // queries over the page made that task long.
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = enhanceProse(root);
      // Tells tests (and anything else) that the page's tabs, tables of contents and links now answer.
      root.dataset.enhanced = '';
    }, 0);
    return () => {
      clearTimeout(timer);
      stop?.();
      delete root.dataset.enhanced;
    };
  }, [path]);

  return (
    <main
      ref={ref}
      id="main-content"
      className={className}
      data-prose={path}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
