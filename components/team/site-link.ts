/**
 * Links of the dashboard to pages of this site, built from paths stored by the widget (which anyone can send).
 * A stored path goes through the one check of link targets (`sameSitePath`, lib/server/request.ts) against the
 * site's address and is linked only when its normalised form stays on it: `//host/…`, `/\host`, `/..//host` and
 * `https://…` forms, which browsers would open on another site, are shown as text instead of links.
 */
import { sameSitePath } from '@/lib/server/request';
import { siteConfig } from '@/lib/site-config';

const SITE = new URL(siteConfig.url).origin;

/** A same-site link (path and query) to a stored page path, or null when the path would leave the site. */
export function sitePageHref(storedPath: string, query: Record<string, string> = {}): string | null {
  const path = sameSitePath(storedPath, SITE);
  if (!path) return null;
  const url = new URL(path, SITE);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return sameSitePath(`${url.pathname}${url.search}${url.hash}`, SITE);
}
