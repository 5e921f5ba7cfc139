'use client';
/**
 * The thin progress bar for client-side navigations that wait before anything changes on screen (the next
 * page's data is still on its way). It starts on the click and ends when the route changes; CSS keeps it
 * invisible for the first 200 ms, so quick, prefetched page changes show nothing. Once a loading state is
 * shown, app/loading.tsx renders the same bar until the content arrives.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

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
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);

  useEffect(() => {
    // Capture phase: next/link cancels the click's default action before it would bubble to the document.
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setPendingFrom(location.pathname);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (pendingFrom === null || pendingFrom !== pathname) return null;
  return <div className="route-progress" role="progressbar" aria-label="Loading page" />;
}
