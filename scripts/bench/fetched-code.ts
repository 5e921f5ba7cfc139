/**
 * Records the scripts and stylesheets a page fetches from a given moment on (not before `start()`), with their
 * gzipped sizes (level 9): how the benchmarks measure code that loads late, like the widget or the search modal.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export function recordFetchedCode(
  page: Page,
  keep: (body: Buffer) => boolean = () => true,
  /** Where to keep the bodies too, by path (for callers that sort files by what they hold). */
  contents?: Map<string, Buffer>,
) {
  const files = new Map<string, number>();
  let recording = false;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!recording || (type !== 'script' && type !== 'stylesheet')) return;
    // A response still being read when the browser closes is not part of what was measured.
    const body = await response.body().catch(() => null);
    if (!body || !keep(body)) return;
    const file = new URL(response.url()).pathname;
    files.set(file, zlib.gzipSync(body, { level: 9 }).length);
    contents?.set(file, body);
  });
  return {
    start: () => {
      recording = true;
    },
    files,
    bytesGzip: () => [...files.values()].reduce((a, b) => a + b, 0),
  };
}
