/**
 * `npm run bench:site`: the site's performance figures, measured on this machine in one run.
 *   1. production build: wall time and peak resident memory of the whole process tree (`BENCH_SKIP_BUILD=1`
 *      measures the build already in .next);
 *   2. per page: gzipped JavaScript loaded before the page is interactive (load event + hydration), and the
 *      HTML's raw and gzipped size with its inline page payload (RSC flight data);
 *   3. per page: Lighthouse mobile (simulated throttling), ≥3 runs alternating with a script-free copy of the
 *      same HTML served by the same server (scripts/bench/script-free.ts), medians and their ratios;
 *   4. per page: its main-thread tasks at 4× CPU (scripts/bench/main-thread.ts), as many runs: the longest task
 *      after hydration (the deferred work: islands, the comment widget) and how many are over 50 ms, medians;
 *   5. the comment widget: gzipped JS and CSS it loads after the page is idle.
 * The pages are one of each guide length class and the home page (`BENCH_PAGES` to override). With
 * `BENCH_BASELINE_URL` (a server of another build, e.g. the previous one's .next/standalone started with
 * `PORT=3198 node server.mjs`), each page is measured there too, in the same alternation, and its medians and
 * ratios to the same script-free copy are printed beside this build's. The budget
 * (scripts/bench/site-budget.ts) fails the run when a figure is worse than it allows.
 * Results are printed and written to bench-results/site.json. Only 127.0.0.1 is contacted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { PERFORMANCE_MARKS } from '../../lib/performance-marks';
import { WIDGET_ROOT_ATTRIBUTE } from '../../widget/anchoring/text-nodes';
import { recordFetchedCode } from './fetched-code';
import { LONG_TASK_MS, traceMainThread, type MainThreadFigures } from './main-thread';
import { treeRssBytes } from './process-tree';
import {
  inlinePayloadBytes,
  prerenderedHtmlFile,
  removeScriptFreeCopies,
  writeScriptFreeCopies,
} from './script-free';
import { budgetFailures, SITE_TARGETS, type PageFigures } from './site-budget';
import { endBench } from './report';
import { untilWidgetStarted } from '../../tests/e2e/hydration';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
/** One page of each guide length class, the page the issue measured, and the home page. */
const PAGES = (
  process.env.BENCH_PAGES ??
  [
    '/guides/overview/vision', // short
    '/guides/overview/the-primitives', // medium
    '/guides/primitives/atoms', // long
    '/guides/quickstart/contract-interactions', // the longest
    '/',
  ].join(',')
).split(',');
const LIGHTHOUSE_RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
/** A server of another build, measured in the same alternation for a before/after comparison. */
const BASELINE = process.env.BENCH_BASELINE_URL?.replace(/\/$/, '');

async function measureBuild(): Promise<{ seconds: number; peakMemoryMB: number }> {
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssBytes(child.pid));
  }, 100);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  return { seconds: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peak / 1024 / 1024) };
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/guides`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/**
 * The widget's files: every script and stylesheet the page requests from the widget's start (its `docs:widget-start`
 * mark, lib/performance-marks.ts) until its toolbox and its toaster (a chunk of their own each, fetched after the
 * first: widget/index.tsx) are on the page, on a connection that says Save-Data, so that no route prefetch (they
 * start when the page is idle too) is counted. Gzipped sizes (level 9). Fails when none of them holds the widget's
 * root attribute (`data-docsly-root`).
 */
async function measureWidget(pagePath: string): Promise<{ files: Map<string, number>; bytesGzip: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    });
  });
  const contents = new Map<string, Buffer>();
  const fetched = recordFetchedCode(page, () => true, contents);
  fetched.start();
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'load' });
  await untilWidgetStarted(page);
  await page.waitForLoadState('networkidle');
  const requested = await page.evaluate((mark) => {
    const start = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= start)
      .map((entry) => new URL(entry.name).pathname);
  }, PERFORMANCE_MARKS.widgetStart);
  await browser.close();
  const files = new Map([...fetched.files].filter(([file]) => requested.includes(file)));
  if (![...files.keys()].some((file) => contents.get(file)?.includes(WIDGET_ROOT_ATTRIBUTE)))
    throw new Error(`no file requested after the widget's start holds it (${WIDGET_ROOT_ATTRIBUTE})`);
  return { files, bytesGzip: [...files.values()].reduce((a, b) => a + b, 0) };
}

async function measureJavaScript(
  pagePath: string,
  exclude: Set<string>,
): Promise<{ kilobytesGzip: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  let interactive = false;
  page.on('response', async (response) => {
    const url = response.url();
    if (interactive || response.request().resourceType() !== 'script' || exclude.has(new URL(url).pathname))
      return;
    try {
      const body = await response.body();
      scripts.set(url, zlib.gzipSync(body, { level: 9 }).length);
    } catch {
      // body unavailable (redirect); ignore
    }
  });
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'load' });
  // Interactive = hydrated: React has attached its handlers to the root.
  await page
    .waitForFunction(
      () =>
        Object.keys(document.body).some((k) => k.startsWith('__react')) ||
        document.querySelector('[data-hidden]') !== null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(500);
  interactive = true;
  await browser.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { kilobytesGzip: Math.round((bytes / 1024) * 10) / 10, files: scripts.size };
}

interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Selectors of the elements that moved, when CLS > 0. */
  shifted: string[];
  /** The largest paint's element, and the longest main-thread tasks (simulated). */
  lcpElement?: string;
  longTasks: string[];
}

/** One Lighthouse run; a run Lighthouse could not finish is tried again, up to 3 times. */
function lighthouseOnce(url: string, attempt = 1): LighthouseRun {
  const result = spawnSync(
    'node',
    [
      path.join(__dirname, 'lighthouse.mjs'),
      url,
      CHROMIUM_PATH,
      JSON.stringify(['--headless=new', ...CHROMIUM_FLAGS]),
    ],
    { encoding: 'utf8' },
  );
  if (result.status === 2 && attempt < 3) return lighthouseOnce(url, attempt + 1);
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as LighthouseRun;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Medians {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The least and the most TBT of the runs: on a machine shared with other jobs, a run whose tasks were slowed by
   * them counts them four times over (Lighthouse's simulated CPU), so the median is read with its spread.
   */
  tbtRangeMs: [number, number];
}

const mediansOf = (runs: LighthouseRun[]): Medians => ({
  score: median(runs.map((r) => r.score)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  tbtRangeMs: [Math.min(...runs.map((r) => r.tbtMs)), Math.max(...runs.map((r) => r.tbtMs))],
});

/**
 * Lighthouse runs of the page and of its script-free copy (and of the page on the baseline server, when there is
 * one), alternating, so that all of them see the same machine load.
 */
function measureLighthouse(
  pagePath: string,
  copyPath: string,
): { page: LighthouseRun[]; copy: LighthouseRun[]; baseline: LighthouseRun[] } {
  const page: LighthouseRun[] = [];
  const copy: LighthouseRun[] = [];
  const baseline: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    page.push(lighthouseOnce(`${BASE}${pagePath}`));
    if (BASELINE) baseline.push(lighthouseOnce(`${BASELINE}${pagePath}`));
    copy.push(lighthouseOnce(`${BASE}${copyPath}`));
  }
  return { page, copy, baseline };
}

function htmlSizes(pagePath: string): { raw: number; gzip: number; payload: number } {
  const html = fs.readFileSync(prerenderedHtmlFile(pagePath));
  return {
    raw: html.length,
    gzip: zlib.gzipSync(html, { level: 9 }).length,
    payload: inlinePayloadBytes(html.toString('utf8')),
  };
}

const taskMedians = (traces: MainThreadFigures[]) => ({
  longestDeferredMs: median(traces.map((t) => t.longestDeferredMs)),
  deferredOverLong: median(traces.map((t) => t.deferredOverLong)),
  longestBootMs: median(traces.map((t) => t.longestBootMs)),
  longestBootThreadMs: median(traces.map((t) => t.longestBootThreadMs)),
  longestDeferredThreadMs: median(traces.map((t) => t.longestDeferredThreadMs)),
  runs: traces.map((t) => t.longestDeferredMs),
});

const tasksLine = (tasks: ReturnType<typeof taskMedians>) =>
  `longest task after hydration ${tasks.longestDeferredMs} ms (runs ${tasks.runs.join(', ')}), ` +
  `${tasks.deferredOverLong} over ${LONG_TASK_MS} ms; longest task before it ${tasks.longestBootMs} ms; ` +
  `in thread time (without the moments the machine ran other work) ${tasks.longestBootThreadMs} ms before, ` +
  `${tasks.longestDeferredThreadMs} ms after`;

const runText = (r: LighthouseRun) =>
  `${r.score} FCP ${r.fcpMs} LCP ${r.lcpMs} TBT ${r.tbtMs}${r.cls > 0 ? ` CLS ${r.cls.toFixed(3)}` : ''}${r.shifted.length ? ` (${r.shifted.join(', ')})` : ''}`;

async function main() {
  let build: { seconds: number; peakMemoryMB: number } | undefined;
  if (process.env.BENCH_SKIP_BUILD === '1')
    console.log('Build skipped (BENCH_SKIP_BUILD=1): measuring .next as it is');
  else {
    console.log('Building (measuring time and peak memory)...');
    build = await measureBuild();
    console.log(`build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMB} MB`);
  }
  const copies = writeScriptFreeCopies(PAGES);
  const server = await startServer();
  const pages: Record<string, unknown> = {};
  const figures: PageFigures[] = [];
  let widget: { bytesGzip: number; files: string[] } | undefined;
  try {
    // Measured on one fixed page: on a page with many links, route prefetches made after load would be counted too.
    const widgetFiles = await measureWidget('/guides');
    widget = {
      bytesGzip: widgetFiles.bytesGzip,
      files: [...widgetFiles.files].map(([file, bytes]) => `${file} ${bytes} B`),
    };
    console.log(
      `comment widget: ${widget.bytesGzip} bytes (${(widget.bytesGzip / 1024).toFixed(1)} KiB) gzipped JS + CSS, loaded after idle: ${widget.files.join(', ')}`,
    );
    for (const pagePath of PAGES) {
      const js = await measureJavaScript(pagePath, new Set(widgetFiles.files.keys()));
      const html = htmlSizes(pagePath);
      const lh = measureLighthouse(pagePath, copies.get(pagePath)!);
      // Alternating with the baseline's, when there is one (its build must set the marks main-thread.ts reads).
      const traces: MainThreadFigures[] = [];
      const baselineTraces: MainThreadFigures[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        traces.push(await traceMainThread(`${BASE}${pagePath}`));
        if (BASELINE) baselineTraces.push(await traceMainThread(`${BASELINE}${pagePath}`));
      }
      const tasks = taskMedians(traces);
      const baselineTasks = BASELINE ? taskMedians(baselineTraces) : undefined;
      const own = mediansOf(lh.page);
      const copy = mediansOf(lh.copy);
      const ratios = {
        lcp: Math.round((own.lcpMs / copy.lcpMs) * 100) / 100,
        fcp: Math.round((own.fcpMs / copy.fcpMs) * 100) / 100,
      };
      const baseline = lh.baseline.length > 0 ? mediansOf(lh.baseline) : undefined;
      const baselineLcpRatio = baseline ? Math.round((baseline.lcpMs / copy.lcpMs) * 100) / 100 : undefined;
      pages[pagePath] = {
        javascriptKBGzip: js.kilobytesGzip,
        scriptFiles: js.files,
        html,
        lighthouseMobile: own,
        scriptFreeCopy: copy,
        ratios,
        mainThreadAt4xCpu: { ...tasks, traces },
        lighthouseRuns: lh.page,
        scriptFreeRuns: lh.copy,
        ...(baseline
          ? {
              baseline: {
                url: BASELINE,
                lighthouseMobile: baseline,
                lcpRatio: baselineLcpRatio,
                runs: lh.baseline,
                mainThreadAt4xCpu: baselineTasks,
              },
            }
          : {}),
      };
      figures.push({
        page: pagePath,
        score: own.score,
        tbtMs: own.tbtMs,
        lcpRatio: ratios.lcp,
        htmlGzipBytes: html.gzip,
        payloadBytes: html.payload,
        longestDeferredTaskMs: tasks.longestDeferredMs,
        longestBootTaskThreadMs: tasks.longestBootThreadMs,
      });
      console.log(
        `${pagePath}: ${js.kilobytesGzip} KB gzipped JS in ${js.files} files; HTML ${html.raw} B (${html.gzip} B gzipped, inline payload ${html.payload} B)\n` +
          `  Lighthouse mobile medians: score ${own.score}, FCP ${own.fcpMs} ms, LCP ${own.lcpMs} ms, TBT ${own.tbtMs} ms (runs ${own.tbtRangeMs.join('–')}); ` +
          `script-free copy: score ${copy.score}, FCP ${copy.fcpMs} ms, LCP ${copy.lcpMs} ms; ratios LCP ${ratios.lcp}×, FCP ${ratios.fcp}×\n` +
          `  runs: ${lh.page.map(runText).join('; ')}\n  script-free runs: ${lh.copy.map(runText).join('; ')}\n` +
          `  main thread at 4× CPU, medians: ${tasksLine(tasks)}`,
      );
      if (baseline)
        console.log(
          `  baseline (${BASELINE}) medians: score ${baseline.score}, FCP ${baseline.fcpMs} ms, LCP ${baseline.lcpMs} ms ` +
            `(${baselineLcpRatio}× the copy), TBT ${baseline.tbtMs} ms (runs ${baseline.tbtRangeMs.join('–')})\n  baseline runs: ${lh.baseline.map(runText).join('; ')}` +
            (baselineTasks ? `\n  baseline main thread at 4× CPU, medians: ${tasksLine(baselineTasks)}` : ''),
        );
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    removeScriptFreeCopies();
  }
  const failures = budgetFailures(figures);
  const targetsMissed = budgetFailures(figures, SITE_TARGETS);
  if (targetsMissed.length > 0)
    console.log(`Targets not met yet (SITE_TARGETS):\n  ${targetsMissed.join('\n  ')}`);
  else console.log('Every page meets the targets (SITE_TARGETS).');
  endBench(
    'site',
    { node: process.version, build, widget, pages, targetsMissed },
    failures,
    'scripts/bench/site-budget.ts',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
