/**
 * Brings a guide's static HTML to life without hydrating it: tabs (delegated handlers), the tables of contents
 * (toc-behaviour.ts) and the islands (components/mdx/islands.ts, each hydrated as its own small root, one per
 * task so no long task builds up; each is marked `data-hydrated` once React has hydrated it). Its site links are
 * `<a data-routed>`, routed by components/layout/routed-links.client.tsx. Returns the function that undoes it.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandIdPrefix, ISLANDS } from '../mdx/islands';
import { enhanceTabs } from '../mdx/tabs-behaviour';
import { enhanceToc } from './toc-behaviour';

function MarkHydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export function enhanceProse(root: HTMLElement): () => void {
  const stopTabs = enhanceTabs(root);
  const stopToc = enhanceToc(root);
  const roots: Root[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const component = ISLANDS[name];
    if (!component) continue;
    timers.push(
      setTimeout(() => {
        const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
        const onHydrated = () => {
          element.dataset.hydrated = '';
        };
        const island = createElement(MarkHydrated, { onHydrated }, createElement(component, props));
        roots.push(hydrateRoot(element, island, { identifierPrefix: islandIdPrefix(name) }));
      }, 0),
    );
  }
  return () => {
    stopTabs();
    stopToc();
    for (const timer of timers) clearTimeout(timer);
    // Unmounted after React has finished with the page that held them.
    const done = roots.splice(0);
    setTimeout(() => done.forEach((r) => r.unmount()), 0);
  };
}
