import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { headScript } from '@/components/layout/head-script';
import { HydratedMark } from '@/components/layout/hydrated-mark.client';
import { RouteProgress } from '@/components/layout/route-progress.client';
import { RoutedLinks } from '@/components/layout/routed-links.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ThirdPartyScripts } from '@/components/layout/third-party-scripts';
import { CommentWidget } from '@/components/widget/comment-widget.client';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/content/page-cards';
import { widgetPublicId } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import './globals.css';

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
  return (
    <html lang={siteConfig.language} dir={siteConfig.direction} data-theme="light" suppressHydrationWarning>
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
        <SiteFooter />
        <ThirdPartyScripts />
        <CommentWidget publicId={widgetPublicId()} />
      </body>
    </html>
  );
}
