/**
 * A link to a page of this site: a plain `<a data-routed>`, routed in place by RoutedLinks' one document handler
 * (./routed-links.client.tsx) instead of a next/link component per link, so that a page's links cost its hydration
 * nothing and start no work at load. RoutedLinks prefetches its page when a pointer rests on it or focus, a touch or a
 * press reaches it and, with
 * `data-prefetch="visible"` (the default here; `prefetch={false}` leaves it out), when it is in view once the page
 * has loaded and been idle, one link per idle period. Never on slow or metered connections.
 */
import type { ComponentProps } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}

/**
 * How long a pointer rests on a link before RoutedLinks prefetches its page. 65–100 ms tells a pointer aiming at
 * a link from one passing over it (a sweep crosses a 33 px sidebar entry in well under that); a click comes later.
 */
export const HOVER_INTENT_MS = 80;

/** The attribute value that has RoutedLinks prefetch a link's page when it is in view. */
export const PREFETCH_VISIBLE = 'visible';

export function SiteLink({
  prefetch = true,
  ...props
}: ComponentProps<'a'> & { href: string; prefetch?: boolean }) {
  return <a {...props} data-routed="" data-prefetch={prefetch ? PREFETCH_VISIBLE : undefined} />;
}
