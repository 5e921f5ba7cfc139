'use client';

/**
 * Mounts the comment widget after the page has loaded and is idle: its code is a separate chunk, fetched only
 * then and never rendered on the server, so it cannot delay the first paint or move the layout. It is rendered in
 * a transition, which React splits into small tasks that give way to the reader's input.
 */
import { usePathname } from 'next/navigation';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { afterLoadAndIdle } from '@/components/layout/after-load';
import { PERFORMANCE_MARKS, markOnce } from '@/lib/performance-marks';
import { retryableLazy, RetryBoundary } from '@/widget/ui/retryable-import';

const DocsWidget = retryableLazy(() => import('@/widget').then((module) => module.DocsWidget));

/** A widget whose code cannot be fetched is left out (it must not take the page down with it) until the next page. */
const leftOut = () => null;
const warn = (error: Error) => console.warn('The comment widget could not be loaded.', error);

/**
 * A host page that signs its visitors in can hand the widget their signed token (a JWT checked with
 * WIDGET_JWT_SECRET or WIDGET_JWKS_URL) by defining `window.docsWidgetUserToken = () => token`.
 */
type HostWindow = Window & { docsWidgetUserToken?: () => string | null | Promise<string | null> };

export function CommentWidget({ publicId }: { publicId: string }) {
  const pathname = usePathname();
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      afterLoadAndIdle(() => {
        markOnce(PERFORMANCE_MARKS.widgetStart);
        startTransition(() => setIdle(true));
      }),
    [],
  );
  // The team dashboard is not documentation: no comments there, and no page views counted.
  if (!idle || pathname === '/team' || pathname.startsWith('/team/')) return null;
  const getUserToken = (window as HostWindow).docsWidgetUserToken;
  return (
    <RetryBoundary fallback={leftOut} onError={warn} resetKey={pathname}>
      <Suspense fallback={null}>
        <DocsWidget
          publicId={publicId}
          pathname={pathname}
          getUserToken={typeof getUserToken === 'function' ? getUserToken : undefined}
        />
      </Suspense>
    </RetryBoundary>
  );
}
