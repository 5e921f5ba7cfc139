/**
 * Brings a guide's static prose to life without hydrating it: tabs (delegated handlers) and the islands
 * (components/mdx/islands.ts, each hydrated as its own small root, one per task so no long task builds up). Its
 * site links are `<a data-routed>`, routed by components/layout/routed-links.client.tsx. Returns the function
 * that undoes it.
 */
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLANDS } from '../mdx/islands';
import { enhanceTabs } from '../mdx/tabs-behaviour';

export function enhanceProse(root: HTMLElement): () => void {
  const stopTabs = enhanceTabs(root);
  const roots: Root[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const component = ISLANDS[element.dataset.island ?? ''];
    if (!component) continue;
    timers.push(
      setTimeout(() => {
        const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
        roots.push(hydrateRoot(element, createElement(component, props)));
      }, 0),
    );
  }
  return () => {
    stopTabs();
    for (const timer of timers) clearTimeout(timer);
    // Unmounted after React has finished with the page that held them.
    const done = roots.splice(0);
    setTimeout(() => done.forEach((r) => r.unmount()), 0);
  };
}
