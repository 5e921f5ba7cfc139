/**
 * Links of the dashboard to pages of this site, built from paths stored by the widget (which anyone can send).
 * A stored path is resolved against the site's address and linked only when it stays on it: `//host/…`, `/\host`
 * and `https://…` forms, which browsers would open on another site, are shown as text instead of links.
 */
import { siteConfig } from '@/lib/site-config';

const SITE = new URL(siteConfig.url);

/** A same-site link (path and query) to a stored page path, or null when the path would leave the site. */
export function sitePageHref(storedPath: string, query: Record<string, string> = {}): string | null {
  if (!storedPath.startsWith('/') || storedPath.startsWith('//') || storedPath.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(storedPath, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE.origin) return null;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
