/**
 * The prerendered pages paint before their JavaScript runs. Next.js writes its script chunks as `<script async>`
 * in the head: on a fast connection they arrive before the document's first frame, and evaluating them (and
 * hydrating) holds that frame back, so the page's largest paint waits for JavaScript although its text is in the
 * HTML. `bootAfterFirstPaint` replaces those tags with one small inline script that inserts the same chunks, in
 * the same order and still async, once the document is parsed and its first contentful paint (the title and first
 * paragraph) has been made: DOMContentLoaded, then the browser's `first-contentful-paint` entry, then a task.
 * Where paint timing is not reported, a frame stands for it. (A frame alone was not enough: the chunks were often
 * requested before the paint itself, which then counted them among what it waited for.) Applied by
 * scripts/boot-after-paint.ts to every prerendered page.
 */

/** `<script src="/_next/…" async=""></script>`, as Next.js writes its chunks (not the noModule polyfills). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/**
 * `<link rel="preload" as="script" fetchPriority="low" href="/_next/…">`, which Next.js writes for a chunk it also
 * loads: a request made before the first paint, for a script that now starts after it.
 */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** Marks a page already rewritten, so that running the step twice changes nothing. */
export const BOOT_MARKER = 'data-boot-after-paint';

export function bootLoader(sources: string[]): string {
  const list = JSON.stringify(sources).replaceAll('<', '\\u003c');
  return (
    `<script ${BOOT_MARKER}="">(function(){var s=${list};function start(){setTimeout(function(){` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;` +
    `document.head.appendChild(e)})},0)}function boot(){var P=typeof PerformanceObserver==="function"&&` +
    `PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});` +
    `o.observe({type:"paint",buffered:true})}else requestAnimationFrame(start)}` +
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",boot);else boot()})()</script>`
  );
}

/**
 * The page with its chunk scripts started after the first paint, and without preloads of those scripts; unchanged
 * when it has none or is done.
 */
export function bootAfterFirstPaint(html: string): string {
  if (html.includes(BOOT_MARKER)) return html;
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const started = new Set(sources);
  const withoutChunks = html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, (tag, src: string) => (started.has(src) ? '' : tag));
  const at = withoutChunks.indexOf('</head>');
  return `${withoutChunks.slice(0, at)}${bootLoader(sources)}${withoutChunks.slice(at)}`;
}
