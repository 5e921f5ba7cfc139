'use client';
/**
 * The site footer's place in the layout: its static HTML (SiteFooterContent, written by scripts/build-prose.mts)
 * that React does not hydrate and the page's payload does not carry. The layout renders it once per document, so
 * in the browser the document's HTML is kept; were it ever rendered again, it would fetch the same file.
 */
import { SITE_FOOTER_KEY, SITE_FOOTER_URL } from '@/lib/mdx/prose-registry';
import { staticHtmlSource, useStaticHtml } from './static-html-source';

const source = staticHtmlSource('footer');

export function SiteFooterHost({ className }: { className: string }) {
  const html = useStaticHtml(source, {
    key: SITE_FOOTER_KEY,
    selector: 'footer[data-static-footer]',
    url: SITE_FOOTER_URL,
  });
  return (
    <footer
      className={className}
      data-static-footer=""
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
