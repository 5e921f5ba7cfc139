/**
 * Runs `task` when the main thread is next idle (requestIdleCallback, at most `timeoutMs` later; a 1.5 s timer where
 * it is missing, as in Safari). Returns a cancel function. For work nothing on screen waits for: the widget's
 * toaster and page-view count, and (components/layout/after-load.ts) the widget's start.
 */
export function whenIdle(task: () => void, timeoutMs = 4_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1_500);
  return () => clearTimeout(timer);
}
