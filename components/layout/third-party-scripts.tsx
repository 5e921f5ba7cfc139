import Script from 'next/script';
import { publicEnv } from '@/lib/env';

/** Optional status-page widget and tag manager: nothing at all unless configured; loaded after hydration. */
export function ThirdPartyScripts() {
  const { NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: statusUrl, NEXT_PUBLIC_GTM_ID: gtmId } = publicEnv;
  return (
    <>
      {statusUrl && <Script id="status-page" src={statusUrl} strategy="afterInteractive" />}
      {gtmId && (
        <Script id="tag-manager-init" strategy="afterInteractive">
          {`window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`}
        </Script>
      )}
      {gtmId && (
        <Script
          id="tag-manager"
          strategy="afterInteractive"
          src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`}
        />
      )}
    </>
  );
}
