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
 *
 * Next.js then evaluates the app's modules (React DOM, its router, the RSC client: 140 modules) in the one task
 * where its entry starts, 30–45 ms on this machine, four times that on Lighthouse's simulated phone. Given the
 * order of those modules (`evaluate`, from lib/mdx/turbopack-modules.ts), the loader holds the entry's
 * registration back until the chunks are loaded, evaluates the modules in that order a few milliseconds' worth per
 * task (the same modules, each after what it asks for, as the entry would), and then lets the entry start. Where
 * Turbopack's runtime is already running or the order is not known, the entry starts as Next.js wrote it.
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

/** How long the loader evaluates modules in one task before it yields (ms). */
export const EVALUATION_SLICE_MS = 4;

export function bootLoader(sources: string[], evaluate: number[] = []): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  // insert(): the chunks, in order, async, a slice per task. With an order to evaluate: the entry's registration
  // (an object in the TURBOPACK queue, which the runtime reads when it loads) is taken out first; when every chunk
  // has loaded (or failed: the entry's own loading then reports it, as before), slices of modules, then the entry.
  const insert =
    `function insert(){var T=globalThis.TURBOPACK,held=[],left=s.length,k=0,j=0,c;` +
    `if(w.length&&Array.isArray(T)&&typeof MessageChannel==="function")` +
    `for(var i=T.length-1;i>=0;i--)if(!Array.isArray(T[i]))held.unshift(T.splice(i,1)[0]);` +
    // The runtime evaluates a module pushed this way after a microtask: the next one is pushed when it is done.
    `if(held.length){c=new MessageChannel();c.port1.onmessage=function(){var t=performance.now();(function one(){` +
    `if(k===w.length)return setTimeout(function(){held.forEach(function(h){globalThis.TURBOPACK.push(h)})},0);` +
    `if(performance.now()-t>=${EVALUATION_SLICE_MS})return c.port2.postMessage(0);` +
    `Promise.resolve(globalThis.TURBOPACK.push({otherChunks:[],runtimeModuleIds:[w[k++]]})).then(one,one)})()}}` +
    // The chunks are inserted a slice per task too: each insertion starts a request, about a millisecond of the
    // main thread on the simulated phone's CPU (more under DevTools), 15 of them one task of 25-160 ms there.
    `(function add(){var t=performance.now();while(j<s.length){var e=document.createElement("script");` +
    `e.src=s[j++];e.async=true;if(c)e.onload=e.onerror=function(){if(--left===0)c.port2.postMessage(0)};` +
    `document.head.appendChild(e);if(performance.now()-t>=${EVALUATION_SLICE_MS})break}` +
    `if(j<s.length)setTimeout(add,0)})()}`;
  return (
    `<script ${BOOT_MARKER}="">(function(){var s=${json(sources)},w=${json(evaluate)};${insert}` +
    `function start(){setTimeout(insert,0)}function boot(){var P=typeof PerformanceObserver==="function"&&` +
    `PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});` +
    `o.observe({type:"paint",buffered:true})}else requestAnimationFrame(start)}` +
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",boot);else boot()})()</script>`
  );
}

/** The chunk scripts Next.js wrote in a page, in order. */
export function chunkSources(html: string): string[] {
  return [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]!);
}

/**
 * The page with its chunk scripts started after the first paint, and without preloads of those scripts; unchanged
 * when it has none or is done.
 */
export function bootAfterFirstPaint(html: string, evaluate: number[] = []): string {
  if (html.includes(BOOT_MARKER)) return html;
  const sources = chunkSources(html);
  if (sources.length === 0) return html;
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const started = new Set(sources);
  const withoutChunks = html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, (tag, src: string) => (started.has(src) ? '' : tag));
  const at = withoutChunks.indexOf('</head>');
  return `${withoutChunks.slice(0, at)}${bootLoader(sources, evaluate)}${withoutChunks.slice(at)}`;
}
