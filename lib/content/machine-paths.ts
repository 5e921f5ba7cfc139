import 'server-only';
/**
 * The page paths the proxy (proxy.ts) needs to know: which have a Markdown version (content negotiation can
 * answer them with it) and which are pages at all (reads by agents and crawlers are counted for those only, so
 * a bot probing random addresses adds nothing). Made once per process from the content.
 */
import { TOP_LEVEL_ROUTES } from '../redirects';
import { markdownPages } from './markdown-pages';

let markdown: Set<string> | undefined;
let pages: Set<string> | undefined;

/** `/guides/x/` → `/guides/x`; the home page stays `/`. */
export const pagePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export function hasMarkdownVersion(pathname: string): boolean {
  markdown ??= new Set(markdownPages().map((page) => page.path));
  return markdown.has(pagePath(pathname));
}

export function isSitePage(pathname: string): boolean {
  pages ??= new Set(['/', ...TOP_LEVEL_ROUTES.filter((route) => route !== '/team' && route !== '/search')]);
  return pages.has(pagePath(pathname)) || hasMarkdownVersion(pathname);
}
