'use client';
/**
 * Site links written as plain `<a data-routed>` (the sidebar's, the static prose's, SiteLink's) navigate in place
 * like next/link, through one handler on the document instead of one component per link: clicks go through the
 * router, and intent prefetches a link's page (not on slow or metered connections): a pointer that rests on it
 * (HOVER_INTENT_MS, so that a pointer sweeping across the sidebar prefetches nothing), or at once focus, a touch or a
 * press; as does being in view once the page is idle for the links marked `data-prefetch="visible"` (SiteLink's).
 * The sidebar's 70-odd links and the home page's cards then cost hydration nothing.
 *
 * A link to the page the reader is on (the sidebar's current entry, the navbar's section) changes no route, so the
 * router would leave the page where it is: it goes to the top of the page instead, as a link to a new page does
 * (and to its target when it has a hash, which the browser does).
 */
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '@/widget/ui/idle';
import { afterLoadAndIdle } from './after-load';
import { HOVER_INTENT_MS, isSlowConnection, PREFETCH_VISIBLE } from './site-link';

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
  if (isThisPage(url) && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isThisPage(url: URL): boolean {
  return url.pathname === location.pathname && url.search === location.search;
}

/**
 * Follows a routed link without a hash to the page the reader is on: to the top, as a new page opens, with the
 * address without the hash it may have had (a history entry, as the browser makes for a link followed).
 */
function toTopOfThisPage(href: string) {
  if (location.hash) window.history.pushState(null, '', href);
  window.scrollTo(0, 0);
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

/**
 * Calls `prefetch` for a routed link a reader means to follow: on focus, touch or press at once; on a mouse or pen
 * hovering it once the pointer has rested HOVER_INTENT_MS on it (leaving it first cancels). Returns the function
 * that stops it.
 */
function watchIntent(prefetch: (anchor: HTMLAnchorElement) => void): () => void {
  let resting: { anchor: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  const cancel = () => {
    if (resting) clearTimeout(resting.timer);
    resting = null;
  };
  const fire = (anchor: HTMLAnchorElement) => {
    cancel();
    prefetch(anchor);
  };
  const now = (event: Event) => {
    const anchor = linkOf(event.target);
    if (anchor) fire(anchor);
  };
  const onOver = (event: PointerEvent) => {
    const anchor = linkOf(event.target);
    if (!anchor || resting?.anchor === anchor) return;
    cancel();
    if (event.pointerType === 'touch') return; // touchstart has prefetched it
    resting = { anchor, timer: setTimeout(() => fire(anchor), HOVER_INTENT_MS) };
  };
  const onOut = (event: PointerEvent) => {
    if (!resting) return;
    // Out of the link (not into one of its own elements).
    const to = event.relatedTarget as Node | null;
    if (!to || !resting.anchor.contains(to)) cancel();
  };
  const listeners = [
    ['pointerover', onOver],
    ['pointerout', onOut],
    ['focusin', now],
    ['touchstart', now],
    ['pointerdown', now],
  ] as const;
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener as EventListener, { passive: true });
  return () => {
    cancel();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
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
      if (isThisPage(new URL(href, location.href))) toTopOfThisPage(href);
      else router.push(href);
    };
    const stopIntent = watchIntent(prefetch);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      stopIntent();
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
