'use client';
/**
 * What a reader sees while a page change waits for the next page (pages load on demand): a progress bar along
 * the top edge and a spinner below the header, both invisible for the first 200 ms (CSS), so quick,
 * prefetched page changes show nothing. They start on a click on an internal link, on Back and Forward, and on
 * a programmatic navigation announced with startRouteProgress(); they end when the route changes.
 *
 * The bar is the accent colour on a track of the page's background colour, so it stands out on the page and on
 * the announcement bar (which is the accent colour) alike.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

const START_EVENT = 'route-progress:start';

/** Announces a navigation started from code (router.push), so that it gets the same feedback as a link. */
export function startRouteProgress(href: string) {
  const url = new URL(href, location.href);
  if (url.origin === location.origin && url.pathname !== location.pathname)
    window.dispatchEvent(new Event(START_EVENT));
}

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return false;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && url.pathname !== location.pathname;
}

export function RouteProgress() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  useEffect(() => {
    shown.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const start = () => setPendingFrom(shown.current);
    // Bubbling up to the window: a click something stopped on its way (the comment widget's comment mode) is no
    // navigation. next/link cancels the default action of the ones it handles, so that is not looked at.
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start();
    };
    // Back and Forward: the address has changed already, the page on screen not yet.
    const onPopState = () => {
      if (location.pathname !== shown.current) start();
    };
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(START_EVENT, start);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(START_EVENT, start);
    };
  }, []);

  if (pendingFrom === null || pendingFrom !== pathname) return null;
  return (
    <>
      <div className="route-progress" role="progressbar" aria-label="Loading page" />
      <div className="route-spinner delayed-spinner" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading page…
      </div>
    </>
  );
}
