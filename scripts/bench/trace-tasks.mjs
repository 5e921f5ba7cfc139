// The main thread's long tasks of one page in Lighthouse mobile (simulated throttling), with what each task did:
// `node scripts/bench/trace-tasks.mjs <url> <chromium path>` prints Lighthouse's long tasks (simulated durations)
// and, from the trace, every top-level task over 10 ms (observed, unthrottled; the simulation multiplies by the
// CPU slowdown, 4) with its largest kinds of work (script evaluation by URL, function calls, parse, layout).
// A diagnostic for README's Performance section: which work keeps Total Blocking Time up.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { taskKinds } from './task-kinds.mjs';

const [url, chromePath] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const audits = result.lhr.audits;
  console.log(
    `score ${Math.round(result.lhr.categories.performance.score * 100)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms`,
  );
  for (const task of audits['long-tasks']?.details?.items ?? [])
    console.log(
      `  long task (simulated) at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url ?? ''}`,
    );
  const events = (result.artifacts.Trace ?? result.artifacts.traces?.defaultPass).traceEvents;
  // The page's main thread: the renderer main thread of the process that painted the page (the one with the most
  // work was, in some traces, the renderer of the blank page Lighthouse starts from).
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === painted?.pid,
  );
  const thread = main && `${main.pid}:${main.tid}`;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 10_000);
  const t0 = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  for (const task of tasks) {
    const top = taskKinds(task, onMain);
    console.log(
      `  task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms observed; ${top.join('; ')}`,
    );
  }
} finally {
  await chrome.kill();
}
