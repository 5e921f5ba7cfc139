// What one main-thread task of a Chromium trace did: its largest kinds of work (script evaluation by URL, function
// calls by name, parse, layout, style recalculation with how many elements it restyled), for the task tracers
// (trace-tasks.mjs in Lighthouse, main-thread.ts at 4× CPU). Plain JavaScript so that both can import it.

const KINDS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'v8.compile',
  'Paint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.compileModule',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

/**
 * The `top` largest kinds of work inside `task` (a complete event, `ph: 'X'`), among `onThread` (the complete
 * events of its thread), as `kind where milliseconds` strings, largest first.
 */
export function taskKinds(task, onThread, top = 4) {
  const kinds = new Map();
  for (const e of onThread) {
    if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || !KINDS.has(e.name)) continue;
    // A style recalculation says how many elements it restyled (a whole-document one is a sheet added late).
    const where =
      e.args?.data?.url ??
      e.args?.data?.functionName ??
      e.args?.data?.type ??
      (e.name === 'UpdateLayoutTree' ? `${e.args?.elementCount ?? '?'} elements` : '');
    const key = `${e.name} ${String(where).split('/').pop()}`;
    kinds.set(key, (kinds.get(key) ?? 0) + e.dur);
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`);
}
