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
import { proseUrl, registeredProse } from '@/lib/mdx/prose-registry';
import { enhanceProse } from './prose-enhance';

const fetched = new Map<string, Promise<string>>();

function fetchProse(path: string): Promise<string> {
  let html = fetched.get(path);
  if (!html) {
    html = fetch(proseUrl(path)).then((response) => {
      if (!response.ok) throw new Error(`The page's text could not be loaded (HTTP ${response.status}).`);
      return response.text();
    });
    // A failed load is not kept: Retry (app/error.tsx) asks again.
    html.catch(() => fetched.delete(path));
    fetched.set(path, html);
  }
  return html;
}

/** True for the first ProseHost the document renders, when the server's HTML is on the page already. */
let documentLoad = true;

function serverHtmlPresent(path: string): boolean {
  const first = documentLoad;
  documentLoad = false;
  if (!first) return false;
  const element = document.querySelector(`[data-prose="${CSS.escape(path)}"]`);
  return element !== null && element.hasChildNodes();
}

export function ProseHost({ path, className }: { path: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [onServer] = useState(() => typeof window === 'undefined');
  const [kept] = useState(() => (onServer ? false : serverHtmlPresent(path)));
  const html = onServer ? (registeredProse(path) ?? '') : kept ? '' : use(fetchProse(path));

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
