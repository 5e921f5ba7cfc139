/**
 * What keeps a prerendered page as fast as its static HTML: its scripts start after its first paint
 * (lib/mdx/boot-after-paint.ts), and the site bench's reference copy and budget (scripts/bench).
 */
import vm from 'node:vm';
import { BOOT_MARKER, bootAfterFirstPaint } from '@/lib/mdx/boot-after-paint';
import { inlinePayloadBytes, stripScripts } from '../../scripts/bench/script-free';
import { budgetFailures, SITE_BUDGET, SITE_TARGETS } from '../../scripts/bench/site-budget';

const page = (head: string, body = '<p>Text</p>') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>${head}</head><body>${body}` +
  `<script>self.__next_f.push([1,"payload"])</script><script src="/_next/static/chunks/poly.js" noModule=""></script></body></html>`;

describe('bootAfterFirstPaint', () => {
  const chunks = ['/_next/static/chunks/one.js', '/_next/static/chunks/turbopack-two.js'];
  const html = page(chunks.map((src) => `<script src="${src}" async=""></script>`).join(''));

  it('replaces every async chunk tag by one loader that inserts them in order, after DOMContentLoaded and a frame where paint timing is not reported', () => {
    const out = bootAfterFirstPaint(html);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|turbopack-two)\.js"/);
    expect(out).toContain(BOOT_MARKER);
    const loader = /<script data-boot-after-paint="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    // Run the loader against a minimal document: nothing is inserted before the frame and the task after it.
    const inserted: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      readyState: 'loading',
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      createElement: () => ({}) as { src?: string; async?: boolean },
      head: { appendChild: (e: { src: string; async: boolean }) => inserted.push(`${e.src}|${e.async}`) },
    };
    vm.runInNewContext(loader, {
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void) => tasks.push(fn),
    });
    expect(inserted).toEqual([]);
    listeners.DOMContentLoaded!();
    expect(inserted).toEqual([]);
    frames.shift()!();
    expect(inserted).toEqual([]);
    tasks.shift()!();
    expect(inserted).toEqual(chunks.map((src) => `${src}|true`));
  });

  it('waits for the first contentful paint where the browser reports paint timing', () => {
    const loader = /<script data-boot-after-paint="">([\s\S]*?)<\/script>/.exec(
      bootAfterFirstPaint(html),
    )![1]!;
    const inserted: string[] = [];
    const tasks: (() => void)[] = [];
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    let observed: unknown;
    let disconnected = false;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {
        disconnected = true;
      }
    }
    const document = {
      readyState: 'interactive',
      createElement: () => ({}) as { src?: string; async?: boolean },
      head: { appendChild: (e: { src: string; async: boolean }) => inserted.push(e.src) },
    };
    vm.runInNewContext(loader, {
      document,
      PerformanceObserver,
      requestAnimationFrame: () => {
        throw new Error('no frame is waited for when paint timing is reported');
      },
      setTimeout: (fn: () => void) => tasks.push(fn),
    });
    expect(observed).toEqual({ type: 'paint', buffered: true });
    report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(tasks).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(disconnected).toBe(true);
    expect(inserted).toEqual([]);
    tasks.shift()!();
    expect(inserted).toEqual(chunks);
  });

  it.each([
    ['a page without chunks', page('')],
    ['a page already rewritten', bootAfterFirstPaint(html)],
  ])('leaves %s unchanged', (_name, input) => {
    expect(bootAfterFirstPaint(input)).toBe(input);
  });

  it('drops the preloads of the chunks it starts, and keeps any other preload', () => {
    const other =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>';
    const preloaded = page(
      `<link rel="preload" as="script" fetchPriority="low" href="${chunks[0]}"/>${other}` +
        chunks.map((src) => `<script src="${src}" async=""></script>`).join(''),
    );
    const out = bootAfterFirstPaint(preloaded);
    expect(out).not.toContain(`href="${chunks[0]}"`);
    expect(out).toContain(other);
  });

  it('keeps the noModule polyfill, the stylesheet and the inline payload', () => {
    const out = bootAfterFirstPaint(html);
    for (const kept of ['noModule=""', 'rel="stylesheet"', 'self.__next_f.push']) expect(out).toContain(kept);
  });
});

describe('the bench reference: a script-free copy', () => {
  const html = page(
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/><script src="/_next/static/chunks/one.js" async=""></script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script><p>Text</p>',
  );

  it('has no script element and no script preload, and keeps the markup and styles', () => {
    const copy = stripScripts(html);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('as="script"');
    expect(copy).toContain('<p>Text</p>');
    expect(copy).toContain('rel="stylesheet"');
  });

  it('counts the inline payload', () => {
    expect(inlinePayloadBytes(html)).toBe('[1,"payload"]'.length);
  });
});

describe('the site budget', () => {
  const within = {
    page: '/guides/overview/the-primitives',
    score: 100,
    tbtMs: 40,
    lcpRatio: 1.1,
    htmlGzipBytes: 16_300,
    payloadBytes: 18_000,
  };
  it.each([
    ['a score under 100', { score: 99 }, /score 99/],
    ['an LCP ratio over 1.25', { lcpRatio: 1.3 }, /LCP 1\.30×/],
    ['blocking time over 50 ms', { tbtMs: 51 }, /TBT 51 ms/],
    ['HTML over 20 KB gzipped', { htmlGzipBytes: 20 * 1024 + 1 }, /HTML 20481 B/],
    ['an inline payload that repeats the prose', { payloadBytes: 180_377 }, /inline payload 180377 B/],
    ['an inline payload with the sidebar in it twice', { payloadBytes: 72_071 }, /inline payload 72071 B/],
  ])('the targets fail on %s', (_name, change, message) => {
    expect(budgetFailures([{ ...within, ...change }], SITE_TARGETS)).toEqual([
      expect.stringMatching(message),
    ]);
  });
  it('passes figures within the targets, and the budget is no stricter than the targets on the timings', () => {
    expect(budgetFailures([within], SITE_TARGETS)).toEqual([]);
    expect(budgetFailures([within], SITE_BUDGET)).toEqual([]);
    // The sizes are deterministic: their budget follows what was measured, below the targets.
    expect(SITE_BUDGET.minScore).toBeLessThanOrEqual(SITE_TARGETS.minScore);
    expect(SITE_BUDGET.maxLcpRatio).toBeGreaterThanOrEqual(SITE_TARGETS.maxLcpRatio);
    expect(SITE_BUDGET.maxTbtMs).toBeGreaterThanOrEqual(SITE_TARGETS.maxTbtMs);
  });
  it('the budget fails on a page worse than the figures it was set from', () => {
    expect(budgetFailures([{ ...within, score: 90, tbtMs: 400, lcpRatio: 2 }])).toHaveLength(3);
    expect(budgetFailures([{ ...within, payloadBytes: 264_250 }])).toHaveLength(1);
    expect(budgetFailures([{ ...within, htmlGzipBytes: 20_359 }])).toHaveLength(1);
  });
});
