import { DATA_PAGES } from '@/lib/pages/routes';
import { loadPageData } from '@/lib/pages/data';
import { markdownToText } from '@/lib/pages/markdown';
import { absoluteUrl, siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The release notes as an RSS 2.0 feed, newest first. */
export function GET() {
  const releases = [...loadPageData('release-notes').releases].sort((a, b) => b.date.localeCompare(a.date));
  const items = releases
    .map((release) => {
      const link = absoluteUrl(`/release-notes#${release.id}`);
      return [
        '<item>',
        `<title>${escapeXml(release.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<pubDate>${new Date(`${release.date}T00:00:00Z`).toUTCString()}</pubDate>`,
        `<category>${escapeXml(release.area)}</category>`,
        `<description>${escapeXml(markdownToText(release.summary))}</description>`,
        '</item>',
      ].join('');
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`${siteConfig.title}: release notes`)}</title>
<link>${escapeXml(absoluteUrl('/release-notes'))}</link>
<atom:link href="${escapeXml(absoluteUrl('/release-notes/rss.xml'))}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(DATA_PAGES['/release-notes'].description)}</description>
<language>en</language>
${items}
</channel>
</rss>
`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
