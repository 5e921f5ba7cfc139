'use client';
/**
 * The tables of contents' behaviour (toc-behaviour.ts) for a page rendered as a React tree (the content pages,
 * and guides under `next dev`); a built guide's static HTML gets it from prose-enhance.ts.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { enhanceToc } from './toc-behaviour';

export function TocHandler() {
  const pathname = usePathname();
  useEffect(() => {
    const main = document.getElementById('main-content');
    return main ? enhanceToc(main) : undefined;
  }, [pathname]);
  return null;
}
