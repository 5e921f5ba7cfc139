/**
 * When the widget fetches again, in one place: the data-fetch defaults of the widget's specification (those of
 * SWR, which Docsly's own widget uses), applied to every React Query query of the widget.
 *
 * - error retry: a failed request is sent again after 5 s (10 s on a slow link), then after twice as long each
 *   time, up to 8 times the interval; a refusal (4xx other than 408 and 429) is final;
 * - loading slow: a request still unanswered after 3 s (5 s on a slow link) is reported as slow;
 * - focus throttle: coming back to the page refetches at most once per 5 s;
 * - dedupe: an answer younger than 2 s is reused instead of asking again.
 *
 * A link is slow when the browser says so (Network Information API: effective type 2g or slow-2g, or data
 * saver on); it is read again at every retry.
 */
import { focusManager, QueryClient, type Query } from '@tanstack/react-query';
import { WidgetApiError } from './client';

export const FETCH_TIMING = {
  errorRetryInterval: { normal: 5_000, slow: 10_000 },
  loadingTimeout: { normal: 3_000, slow: 5_000 },
  focusThrottleInterval: 5_000,
  dedupingInterval: 2_000,
} as const;

const MAX_BACKOFF = 8;

/** A slow link: the browser reports 2G or slow-2G (Network Information API), or data saver on. */
export function isSlowConnection(): boolean {
  const link = (
    globalThis.navigator as { connection?: { effectiveType?: string; saveData?: boolean } } | undefined
  )?.connection;
  return Boolean(link && (link.saveData || /2g/.test(link.effectiveType ?? '')));
}

const speed = () => (isSlowConnection() ? 'slow' : 'normal');

/** How long before a request in flight counts as slow, on the link as it is now. */
export const loadingTimeout = () => FETCH_TIMING.loadingTimeout[speed()];

/** The wait before retry number `failureCount + 1`. */
export const retryDelay = (failureCount: number) =>
  FETCH_TIMING.errorRetryInterval[speed()] * Math.min(2 ** failureCount, MAX_BACKOFF);

/** Network failures, server errors, timeouts and rate limits are worth another try; other refusals are not. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof WidgetApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Refetch on focus only when the last answer is at least the focus throttle old. */
export const focusRefetch = (query: Query) =>
  Date.now() - query.state.dataUpdatedAt >= FETCH_TIMING.focusThrottleInterval;

/** Coming back to the page is either event (as SWR listens): switching tabs, or focusing the window. */
function listenForFocus() {
  focusManager.setEventListener((onFocus) => {
    if (typeof window === 'undefined') return;
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener);
    window.addEventListener('focus', listener);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

export function createWidgetQueryClient(): QueryClient {
  listenForFocus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FETCH_TIMING.dedupingInterval,
        retry: (_failureCount, error) => isRetryable(error),
        retryDelay,
        refetchOnWindowFocus: focusRefetch,
      },
    },
  });
}
