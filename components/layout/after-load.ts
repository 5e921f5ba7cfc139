import { whenIdle } from '@/widget/ui/idle';

/**
 * Runs `task` once the page has loaded (the load event) and the main thread is then idle, for work a reader does
 * not need to start reading: it stays out of the page's first paints and out of the tasks that make it
 * interactive. Returns a cancel function.
 */
export function afterLoadAndIdle(task: () => void, timeoutMs = 4_000): () => void {
  let cancel = () => {};
  if (document.readyState === 'complete') cancel = whenIdle(task, timeoutMs);
  else {
    const onLoad = () => {
      cancel = whenIdle(task, timeoutMs);
    };
    window.addEventListener('load', onLoad, { once: true });
    cancel = () => window.removeEventListener('load', onLoad);
  }
  return () => cancel();
}
