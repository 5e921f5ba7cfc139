'use client';
/**
 * Site links written as plain `<a data-routed>` (the sidebar's, the static prose's) navigate in place like
 * next/link, through one handler on the document instead of one component per link: clicks go through the router,
 * and a pointer or focus on a link prefetches its page (not on slow or metered connections). The sidebar's 70-odd
 * links then cost hydration nothing.
 */
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isSlowConnection } from './site-link';

export const ROUTED_ATTRIBUTE = 'data-routed';

/** The address a click on a routed link navigates to in place, or null when the browser should handle it. */
export function routedHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = linkOf(event.target);
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  // An anchor on this page: the browser scrolls to it.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return (target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${ROUTED_ATTRIBUTE}][href]`) ?? null;
}

export function RoutedLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = routedHref(event);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = linkOf(event.target);
      if (!anchor || isSlowConnection()) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || prefetched.has(url.pathname)) return;
      prefetched.add(url.pathname);
      router.prefetch(url.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
