import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { headScript } from '@/components/layout/head-script';
import { HydratedMark } from '@/components/layout/hydrated-mark.client';
import { RouteProgress } from '@/components/layout/route-progress.client';
import { RoutedLinks } from '@/components/layout/routed-links.client';
import { SITE_FOOTER_CLASS, SiteFooter } from '@/components/layout/site-footer';
import { SiteFooterHost } from '@/components/layout/site-footer-host.client';
import { SiteHeader } from '@/components/layout/site-header';
import { ThirdPartyScripts } from '@/components/layout/third-party-scripts';
import { CommentWidget } from '@/components/widget/comment-widget.client';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/content/page-cards';
import { widgetPublicId } from '@/lib/env';
import { htmlDirAttribute } from '@/lib/html-direction';
import { builtStaticHtml } from '@/lib/mdx/prose-files';
import { registerStaticHtml, SITE_FOOTER_KEY, SITE_FOOTER_URL } from '@/lib/mdx/prose-registry';
import { siteConfig } from '@/lib/site-config';
import './globals.css';
// The comment widget's styles (scoped to its root) load with the page's: added after the load event with the
// widget's code, its `:root` variables and `@property` rules restyled the whole document (a long task on a long
// guide).
import '@/widget/styles.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.title}` },
  description: siteConfig.tagline,
  applicationName: siteConfig.title,
  icons: { icon: '/favicon.svg' },
  // Pages outside the sitemap (search, not found) show the site's card; every page of the sitemap writes its
  // own (lib/content/page-cards.ts).
  openGraph: {
    siteName: siteConfig.title,
    type: 'website',
    locale: 'en_US',
    images: [{ url: ogImagePath('/'), ...OG_IMAGE_SIZE, alt: siteConfig.title }],
  },
  twitter: { card: 'summary_large_image', site: '@0xintuition', images: [ogImagePath('/')] },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [{ color: '#ffffff' }],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // The footer's static HTML, when the build wrote it (docs/architecture.md, "How a guide is rendered and
  // hydrated"): in the page's HTML, not in its payload, and not hydrated.
  const footer = builtStaticHtml(SITE_FOOTER_URL);
  if (footer !== undefined) registerStaticHtml(SITE_FOOTER_KEY, footer);
  return (
    <html
      lang={siteConfig.language}
      dir={htmlDirAttribute(siteConfig.direction)}
      data-theme="light"
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript(siteConfig.announcement?.id) }} />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <PreviewBanner />
        <AnnouncementBar />
        <SiteHeader />
        <RouteProgress />
        <HydratedMark />
        <RoutedLinks />
        {children}
        {footer !== undefined ? <SiteFooterHost className={SITE_FOOTER_CLASS} /> : <SiteFooter />}
        <ThirdPartyScripts />
        <CommentWidget publicId={widgetPublicId()} />
      </body>
    </html>
  );
}
