/**
 * Brings a guide's static prose to life without hydrating it: tabs (delegated handlers), the islands
 * (components/mdx/islands.ts, each hydrated as its own small root, one per task so no long task builds up), and
 * client-side navigation for the prose's site links (plain <a> in static HTML). Returns the function that undoes it.
 */
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLANDS } from '../mdx/islands';
import { isRoutedSiteHref } from '../mdx/site-href';
import { enhanceTabs } from '../mdx/tabs-behaviour';

/** The in-app address a click on a prose link should navigate to, or null when the browser should follow it. */
export function routedHref(event: MouseEvent, root: Element): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!anchor || !root.contains(anchor) || (anchor.target && anchor.target !== '_self')) return null;
  if (anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!isRoutedSiteHref(href)) return null;
  const url = new URL(anchor.href, location.href);
  if (url.pathname === location.pathname) return null; // an anchor on this page: the browser scrolls
  return href;
}

export function enhanceProse(root: HTMLElement, navigate: (href: string) => void): () => void {
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
  const onClick = (event: MouseEvent) => {
    const href = routedHref(event, root);
    if (href === null) return;
    event.preventDefault();
    navigate(href);
  };
  root.addEventListener('click', onClick);
  return () => {
    stopTabs();
    root.removeEventListener('click', onClick);
    for (const timer of timers) clearTimeout(timer);
    // Unmounted after React has finished with the page that held them.
    const done = roots.splice(0);
    setTimeout(() => done.forEach((r) => r.unmount()), 0);
  };
}
