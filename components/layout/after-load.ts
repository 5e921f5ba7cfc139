/**
 * Runs `task` once the page has loaded (the load event) and the main thread is then idle, for work a reader does
 * not need to start reading: it stays out of the page's first paints and out of the tasks that make it
 * interactive. Falls back to a timer where requestIdleCallback is missing (Safari). Returns a cancel function.
 */
export function afterLoadAndIdle(task: () => void, timeoutMs = 4_000): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 1_500);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    const onLoad = () => whenIdle();
    window.addEventListener('load', onLoad, { once: true });
    cancel = () => window.removeEventListener('load', onLoad);
  }
  return () => cancel();
}
