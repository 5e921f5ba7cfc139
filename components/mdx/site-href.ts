/** Site addresses that are files rather than pages (llms.txt, a page's .md, feeds): loaded, not routed. */
const FILE_PATH = /\.(md|txt|xml)(?:[?#]|$)/;

/** Whether a link's href is a page of this site, navigated to in place (next/link, or the router in the prose). */
export function isRoutedSiteHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !FILE_PATH.test(href);
}
