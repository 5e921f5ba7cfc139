'use client';
/**
 * A thin progress bar for client-side navigations. It appears only when a navigation takes longer than
 * 200 ms, so fast (prefetched) page changes show nothing.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

const DELAY_MS = 200;

function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && url.pathname !== location.pathname;
}

export function RouteProgress() {
  const pathname = usePathname();
  const [state, setState] = useState<{ path: string; phase: 'idle' | 'waiting' | 'visible' }>({
    path: pathname,
    phase: 'idle',
  });

  if (state.path !== pathname) setState({ path: pathname, phase: 'idle' });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setState((s) => ({ ...s, phase: 'waiting' }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (state.phase !== 'waiting') return;
    const timer = setTimeout(
      () => setState((s) => (s.phase === 'waiting' ? { ...s, phase: 'visible' } : s)),
      DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state.phase]);

  if (state.phase !== 'visible') return null;
  return (
    <div className="route-progress" style={{ width: '70%' }} role="progressbar" aria-label="Loading page" />
  );
}
