/**
 * A page's main-thread tasks at 4× CPU (Chromium's CPU throttling, the slowdown of Lighthouse's simulated phone),
 * from a Chromium trace: every top-level task from navigation until the comment widget has started and the page is
 * quiet, each with what it did (./task-kinds.mjs). The tasks are split at the page's `docs:hydrated` mark
 * (lib/performance-marks.ts): before it is the boot (first paint, the app's modules, hydration); after it is the
 * deferred work (the guide's islands, the comment widget), which the issue wants in tasks of 50 ms at most.
 *
 * `npx tsx scripts/bench/main-thread.ts <url> [runs]` prints each run (tasks of 30 ms or more); `PROFILE=1` adds
 * JavaScript samples and names the most sampled functions of each task, `TRACE_OUT=<file>` keeps the trace (for
 * Chromium's performance panel), `CPU_SLOWDOWN` replaces the 4. `npm run bench:site` calls `traceMainThread` for its
 * budget on the longest deferred task (scripts/bench/site-budget.ts). Only the URL given is contacted.
 */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { PERFORMANCE_MARKS } from '../../lib/performance-marks';
import { WIDGET_ROOT_ATTRIBUTE } from '../../widget/anchoring/text-nodes';
import { taskKinds, type TraceEvent } from './task-kinds.mjs';

/** Lighthouse's simulated mobile CPU is 4× slower than the machine it runs on. */
export const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** A long task, as Lighthouse and the Long Tasks API count it. */
export const LONG_TASK_MS = 50;

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  // JavaScript samples (PROFILE=1), read by hottestFunctions
  ...(process.env.PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

export interface TracedTask {
  /** Milliseconds after navigation start. */
  startMs: number;
  durationMs: number;
  /**
   * Its thread time: what the task took at 4× CPU without the moments the system ran other work instead (on a
   * machine shared with other jobs the wall-clock duration grows with their load; this does much less).
   */
  threadMs: number;
  deferred: boolean;
  /** Its largest kinds of work (./task-kinds.mjs). */
  kinds: string[];
  /** With PROFILE=1: the functions most sampled in it (self time), `name@file:line:column count`. */
  hottest?: string[];
}

export interface MainThreadFigures {
  hydratedAtMs: number;
  widgetStartAtMs: number | null;
  longestBootMs: number;
  bootOverLong: number;
  longestDeferredMs: number;
  deferredOverLong: number;
  /** The longest task's thread time (TracedTask.threadMs), before and after hydration. */
  longestBootThreadMs: number;
  longestDeferredThreadMs: number;
  /** Every task of 30 ms or more, in order. */
  tasks: TracedTask[];
}

const threadTime = (task: TraceEvent) => task.tdur ?? task.dur;

/** Top-level tasks: `RunTask` events of the thread not inside another one. */
function topLevelTasks(onThread: TraceEvent[]): TraceEvent[] {
  const runTasks = onThread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  for (const task of runTasks) {
    const last = top[top.length - 1];
    if (last && task.ts < last.ts + last.dur) continue;
    top.push(task);
  }
  return top;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

/** The JavaScript samples of one thread's profile in a trace (PROFILE=1): [time, function] pairs. */
function samplesOf(events: TraceEvent[], pid: number): [number, string][] {
  const names = new Map<number, string>();
  const samples: [number, string][] = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const data = e.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (e.name === 'Profile') time = data?.startTime ?? 0;
    for (const { id, callFrame: f } of data?.cpuProfile?.nodes ?? [])
      names.set(
        id,
        `${f.functionName || '(anonymous)'}@${(f.url ?? '').split('/').pop()}:${f.lineNumber}:${f.columnNumber}`,
      );
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      samples.push([time, names.get(id) ?? '?']);
    });
  }
  return samples;
}

function hottestFunctions(task: TraceEvent, samples: [number, string][], top = 5): string[] {
  const counts = new Map<string, number>();
  for (const [time, name] of samples)
    if (time >= task.ts && time <= task.ts + task.dur) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, count]) => `${name} ${count}`);
}

/** Reads one trace: the page's main thread is the one that wrote the hydration mark. */
export function readTrace(events: TraceEvent[]): MainThreadFigures {
  const hydrated = events.find((e) => e.name === PERFORMANCE_MARKS.hydrated);
  if (!hydrated) throw new Error(`the trace has no ${PERFORMANCE_MARKS.hydrated} mark`);
  const thread = (e: TraceEvent) => e.pid === hydrated.pid && e.tid === hydrated.tid;
  const onThread = events.filter((e) => thread(e) && e.ph === 'X');
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.pid === hydrated.pid);
  const t0 = Math.max(...navigation.map((e) => e.ts));
  const widgetStart = events.find((e) => e.name === PERFORMANCE_MARKS.widgetStart && thread(e));
  const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;
  const tasks = topLevelTasks(onThread).filter((task) => task.ts >= t0);
  const samples = samplesOf(events, hydrated.pid);
  // The task that sets the mark (React's hydration commit) is the boot's last.
  const boot = tasks.filter((task) => task.ts <= hydrated.ts);
  const deferred = tasks.filter((task) => task.ts > hydrated.ts);
  const longest = (list: TraceEvent[]) => ms(Math.max(0, ...list.map((task) => task.dur)));
  const longestThread = (list: TraceEvent[]) => ms(Math.max(0, ...list.map(threadTime)));
  const overLong = (list: TraceEvent[]) => list.filter((task) => task.dur > LONG_TASK_MS * 1000).length;
  return {
    hydratedAtMs: ms(hydrated.ts - t0),
    widgetStartAtMs: widgetStart ? ms(widgetStart.ts - t0) : null,
    longestBootMs: longest(boot),
    bootOverLong: overLong(boot),
    longestDeferredMs: longest(deferred),
    deferredOverLong: overLong(deferred),
    longestBootThreadMs: longestThread(boot),
    longestDeferredThreadMs: longestThread(deferred),
    tasks: tasks
      .filter((task) => task.dur >= 30_000)
      .map((task) => ({
        startMs: ms(task.ts - t0),
        durationMs: ms(task.dur),
        threadMs: ms(threadTime(task)),
        deferred: !boot.includes(task),
        kinds: taskKinds(task, onThread),
        ...(samples.length > 0 ? { hottest: hottestFunctions(task, samples) } : {}),
      })),
  };
}

/**
 * One traced load of `url` at 4× CPU, in a desktop-sized window (where the widget shows its toolbox, its largest
 * start), until the widget's toolbox is on screen and the network has been quiet for a while.
 */
export async function traceMainThread(
  url: string,
  browser?: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<MainThreadFigures> {
  const own = browser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }));
  try {
    const context = await own.newContext({ viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await own.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // Polled once a second over the DevTools protocol, with one selector: Playwright's role queries, polled every
    // frame, walked the whole page's accessibility tree and were themselves the longest tasks of the trace at 4×
    // CPU, and its waitForFunction injects its own script into the page (a task of 60 ms at 4×).
    const expression = `document.querySelector('[${WIDGET_ROOT_ATTRIBUTE}] [aria-label="Start commenting"]') !== null`;
    for (let waited = 0; ; waited += 1_000) {
      const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
      if (result.value === true) break;
      if (waited > 60_000) throw new Error(`the widget did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await page.waitForLoadState('networkidle');
    // The widget's renders of its answers come after their requests end.
    await page.waitForTimeout(1_500);
    const trace = await own.stopTracing();
    await context.close();
    // TRACE_OUT=<file> keeps the trace, to open in Chromium's performance panel.
    if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, trace);
    return readTrace((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  } finally {
    if (!browser) await own.close();
  }
}

export const tasksText = (figures: MainThreadFigures) =>
  [
    `hydrated at ${figures.hydratedAtMs} ms, widget started at ${figures.widgetStartAtMs ?? '—'} ms; ` +
      `boot: longest task ${figures.longestBootMs} ms, ${figures.bootOverLong} over ${LONG_TASK_MS} ms; ` +
      `deferred: longest task ${figures.longestDeferredMs} ms, ${figures.deferredOverLong} over ${LONG_TASK_MS} ms; ` +
      `longest in thread time: boot ${figures.longestBootThreadMs} ms, deferred ${figures.longestDeferredThreadMs} ms`,
    ...figures.tasks.map(
      (task) =>
        `  ${task.deferred ? 'deferred' : 'boot'} task at ${task.startMs} ms: ${task.durationMs} ms ` +
        `(thread ${task.threadMs} ms); ${task.kinds.join('; ')}` +
        (task.hottest ? `\n    most sampled: ${task.hottest.join(' | ')}` : ''),
    ),
  ].join('\n');

async function main() {
  const [url, runsText] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx scripts/bench/main-thread.ts <url> [runs]');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (let run = 1; run <= Number(runsText ?? 1); run++)
      console.log(`run ${run}: ${tasksText(await traceMainThread(url, browser))}`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('main-thread.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
