import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { headScript } from '@/components/layout/head-script';
import { RouteProgress } from '@/components/layout/route-progress.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ThirdPartyScripts } from '@/components/layout/third-party-scripts';
import { CommentWidget } from '@/components/widget/comment-widget.client';
import { widgetPublicId } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.title}` },
  description: siteConfig.tagline,
  applicationName: siteConfig.title,
  icons: { icon: '/favicon.svg' },
  openGraph: { siteName: siteConfig.title, type: 'website', locale: 'en_US' },
  twitter: { card: 'summary', site: '@0xintuition' },
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
        {children}
        <SiteFooter />
        <ThirdPartyScripts />
        <CommentWidget publicId={widgetPublicId()} />
      </body>
    </html>
  );
}
