/**
 * Runs before every page request (Next.js Proxy, Node.js runtime; not for /api, /_next or files):
 * - Markdown by content negotiation: a page asked for with `Accept: text/markdown` (and no higher quality for
 *   text/html, lib/content/negotiation.ts) is answered with its Markdown (a rewrite to app/markdown); every
 *   page answer says `Vary: Accept` (next.config.ts, with `Link: </llms.txt>; rel="llms-txt"`), so caches keep
 *   the HTML and the Markdown apart;
 * - who reads what: reads by agents and crawlers (by User-Agent, lib/analytics/reader-class.ts) of pages, of
 *   `.md` addresses and of llms*.txt are counted per page, day and class (lib/analytics/page-read-queue.ts),
 *   GETs only, and at most RATE_LIMIT_VIEWS_PER_IP_MINUTE a minute per client (lib/server/request.ts
 *   clientKey). Browsers are counted by the widget's /measure instead. Nothing else of the request is kept.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { countPageRead, type MachineClass } from './lib/analytics/page-read-queue';
import { classifyMachineRead, classifyUserAgent } from './lib/analytics/reader-class';
import { hasMarkdownVersion, isSitePage, pagePath } from './lib/content/machine-paths';
import { markdownRoute, pageOfMarkdownAddress } from './lib/content/markdown-pages';
import { prefersMarkdown } from './lib/content/negotiation';
import { serverEnv } from './lib/env';
import { clientKey } from './lib/server/request';

const LLMS_FILES = new Set(['/llms.txt', '/llms-full.txt']);

/**
 * Whether the request reads a page: a GET of the whole page. Prefetches (Next's links prefetch pages; browsers
 * mark speculative loads) and the data requests of client-side navigations (RSC) are not counted: only clients
 * that run the site's script send them, and reads are counted as full page loads.
 */
function isPageRead(request: NextRequest): boolean {
  const headers = request.headers;
  return (
    request.method === 'GET' &&
    !headers.has('rsc') &&
    !headers.has('next-router-prefetch') &&
    !/prefetch/i.test(`${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''}`)
  );
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const userAgent = request.headers.get('user-agent');
  // A HEAD (or any other method) reads nothing.
  const countRead = (page: string, readerClass: MachineClass) => {
    if (request.method === 'GET') countPageRead(page, readerClass, clientKey(request, serverEnv()));
  };
  try {
    if (LLMS_FILES.has(pathname)) {
      countRead(pathname, classifyMachineRead(userAgent));
      return NextResponse.next();
    }
    if (pathname.endsWith('.md')) {
      const page = pageOfMarkdownAddress(pathname.slice(0, -3));
      if (hasMarkdownVersion(page)) countRead(pagePath(page), classifyMachineRead(userAgent));
      return NextResponse.next();
    }
    if (prefersMarkdown(request.headers.get('accept')) && hasMarkdownVersion(pathname)) {
      const page = pagePath(pathname);
      countRead(page, classifyMachineRead(userAgent));
      return NextResponse.rewrite(new URL(markdownRoute(page), request.url));
    }
    const readerClass = classifyUserAgent(userAgent);
    if (readerClass !== 'browser' && isPageRead(request) && isSitePage(pathname))
      countRead(pagePath(pathname), readerClass);
  } catch (error) {
    // Counting and negotiation never stand between a reader and the page.
    console.error('proxy: a page read could not be handled', error);
  }
  return NextResponse.next();
}

export const config = {
  // Pages, .md addresses and llms*.txt: not the API, Next's own files, or other files with an extension.
  matcher: [
    '/((?!api/|_next/|markdown/|favicon|.*\\.(?!md$)[A-Za-z0-9]+$).*)',
    '/llms.txt',
    '/llms-full.txt',
  ],
};
