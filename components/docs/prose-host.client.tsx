'use client';
/**
 * The place of a guide's prose in the page: static HTML that React does not hydrate (docs/architecture.md,
 * "How a guide is rendered"). On the server the HTML comes from the prose registry, so the page's payload carries
 * only the path. In the browser:
 *  - on the page's first load it is already in the document and React leaves it as it is (an empty
 *    dangerouslySetInnerHTML, whose mismatch React does not patch when hydrating);
 *  - after a client-side navigation it is fetched from public/_prose (built with the page), and the navigation
 *    waits for it (Suspense), so the new page appears whole.
 * Tabs and islands are then brought to life by prose-enhance.ts; its site links are routed by RoutedLinks.
 */
import { use, useEffect, useRef, useState } from 'react';
import { proseUrl, registeredStaticHtml } from '@/lib/mdx/prose-registry';
import { staticHtmlSource } from '../layout/static-html-source';
import { enhanceProse } from './prose-enhance';

const source = staticHtmlSource('text');

export function ProseHost({ path, className }: { path: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [onServer] = useState(() => typeof window === 'undefined');
  const [kept] = useState(() =>
    onServer ? false : source.keptFromDocument(`[data-prose="${CSS.escape(path)}"]`),
  );
  const html = onServer ? (registeredStaticHtml(path) ?? '') : kept ? '' : use(source.load(proseUrl(path)));

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const stop = enhanceProse(root);
    // Tells tests (and anything else) that the prose's tabs and links now answer.
    root.dataset.enhanced = '';
    return () => {
      stop();
      delete root.dataset.enhanced;
    };
  }, [path]);

  return (
    <div
      ref={ref}
      className={className}
      data-prose={path}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
