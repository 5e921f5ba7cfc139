/**
 * Records the scripts and stylesheets a page fetches from a given moment on (not before `start()`), with their
 * gzipped sizes (level 9): how the benchmarks measure code that loads late, like the widget or the search modal.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export function recordFetchedCode(page: Page, keep: (body: Buffer) => boolean = () => true) {
  const files = new Map<string, number>();
  let recording = false;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!recording || (type !== 'script' && type !== 'stylesheet')) return;
    const body = await response.body();
    if (keep(body)) files.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
  });
  return {
    start: () => {
      recording = true;
    },
    files,
    bytesGzip: () => [...files.values()].reduce((a, b) => a + b, 0),
  };
}
