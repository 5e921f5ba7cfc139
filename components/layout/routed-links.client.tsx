'use client';
/**
 * Site links written as plain `<a data-routed>` (the sidebar's, the static prose's, SiteLink's) navigate in place
 * like next/link, through one handler on the document instead of one component per link: clicks go through the
 * router, and a pointer or focus on a link prefetches its page (not on slow or metered connections), as does being
 * in view once the page is idle for the links marked `data-prefetch="visible"` (SiteLink's). The sidebar's 70-odd
 * links and the home page's cards then cost hydration nothing.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '@/widget/ui/idle';
import { afterLoadAndIdle } from './after-load';
import { isSlowConnection, PREFETCH_VISIBLE } from './site-link';

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

/**
 * Prefetches, with `prefetch`, the page of every routed link marked `data-prefetch="visible"` that is in view,
 * one link per idle period (a prefetch's answer is read on the main thread). Returns the function that stops it.
 */
function prefetchInView(prefetch: (anchor: HTMLAnchorElement) => void): () => void {
  const queue: HTMLAnchorElement[] = [];
  let cancelIdle: (() => void) | null = null;
  const next = () => {
    cancelIdle = null;
    const anchor = queue.shift();
    if (!anchor) return;
    prefetch(anchor);
    cancelIdle = whenIdle(next);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.push(entry.target as HTMLAnchorElement);
    }
    cancelIdle ??= whenIdle(next);
  });
  const selector = `a[${ROUTED_ATTRIBUTE}][data-prefetch="${PREFETCH_VISIBLE}"][href]`;
  for (const anchor of document.querySelectorAll(selector)) observer.observe(anchor);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}

export function RoutedLinks() {
  const router = useRouter();
  const pathname = usePathname();
  const prefetched = useRef(new Set<string>());
  // One prefetch per page, whatever asked for it; none on a slow or metered connection.
  const prefetch = useCallback(
    (anchor: HTMLAnchorElement) => {
      if (isSlowConnection()) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || prefetched.current.has(url.pathname)) return;
      prefetched.current.add(url.pathname);
      router.prefetch(url.pathname);
    },
    [router],
  );
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = routedHref(event);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const onIntent = (event: Event) => {
      const anchor = linkOf(event.target);
      if (anchor) prefetch(anchor);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router, prefetch]);
  // Links in view, after the page (or the page navigated to) has loaded and been idle: not in its start.
  useEffect(() => {
    let stop = () => {};
    const cancel = afterLoadAndIdle(() => {
      stop = prefetchInView(prefetch);
    });
    return () => {
      cancel();
      stop();
    };
  }, [prefetch, pathname]);
  return null;
}
