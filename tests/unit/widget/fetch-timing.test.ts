/**
 * The widget's data-fetch defaults (widget/api/fetch-timing.ts), from tables: error retry after 5 s (10 s on a
 * slow link), loading slow at 3 s (5 s), focus throttle 5 s, dedupe 2 s, and which failures are retried.
 */
import type { Query } from '@tanstack/react-query';
import {
  FETCH_TIMING,
  createWidgetQueryClient,
  focusRefetch,
  isRetryable,
  isSlowConnection,
  loadingTimeout,
  retryDelay,
} from '@/widget/api/fetch-timing';
import { WidgetApiError } from '@/widget/api/client';

const connection = (value: object | undefined) =>
  Object.defineProperty(globalThis, 'navigator', { value: { connection: value }, configurable: true });

afterEach(() => connection(undefined));

describe('slow links', () => {
  const links: [name: string, info: object | undefined, slow: boolean][] = [
    ['no Network Information API', undefined, false],
    ['4g', { effectiveType: '4g' }, false],
    ['3g', { effectiveType: '3g' }, false],
    ['2g', { effectiveType: '2g' }, true],
    ['slow-2g', { effectiveType: 'slow-2g' }, true],
    ['data saver on 4g', { effectiveType: '4g', saveData: true }, true],
  ];
  it.each(links)('%s', (_name, info, slow) => {
    connection(info);
    expect(isSlowConnection()).toBe(slow);
    expect(loadingTimeout()).toBe(slow ? 5_000 : 3_000);
    expect(retryDelay(0)).toBe(slow ? 10_000 : 5_000);
  });
});

describe('retries', () => {
  it.each([
    [0, 5_000],
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 40_000],
  ])('retry after failure %i waits %i ms on a normal link', (failures, delay) => {
    expect(retryDelay(failures)).toBe(delay);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['a server error', new WidgetApiError('boom', 500), true],
    ['an unexpected answer', new WidgetApiError('Unexpected answer from the server', 502), true],
    ['a rate limit', new WidgetApiError('slow down', 429), true],
    ['a timeout', new WidgetApiError('timeout', 408), true],
    ['an unknown project', new WidgetApiError('not found', 404), false],
    ['a refused origin', new WidgetApiError('forbidden', 403), false],
    ['a bad request', new WidgetApiError('bad', 400), false],
  ])('%s is retried: %s', (_name, error, retried) => {
    expect(isRetryable(error)).toBe(retried);
  });
});

describe('focus throttle and dedupe', () => {
  const query = (age: number) => ({ state: { dataUpdatedAt: Date.now() - age } }) as unknown as Query;
  it.each([
    [0, false],
    [2_000, false],
    [4_999, false],
    [5_000, true],
    [60_000, true],
  ])('an answer %i ms old is refetched on focus: %s', (age, refetched) => {
    expect(focusRefetch(query(age))).toBe(refetched);
  });

  it('the query client reuses answers younger than 2 s and applies the retry and focus rules', () => {
    const queries = createWidgetQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(FETCH_TIMING.dedupingInterval);
    expect(queries.retryDelay).toBe(retryDelay);
    expect(queries.refetchOnWindowFocus).toBe(focusRefetch);
    const retry = queries.retry as (count: number, error: unknown) => boolean;
    expect(retry(5, new TypeError('offline'))).toBe(true);
    expect(retry(0, new WidgetApiError('gone', 404))).toBe(false);
  });
});
