/**
 * The toasts asked for before the toaster's code has arrived (./notify.ts fetches it on demand): kept in the order
 * they were asked for and shown once each when the code arrives, as the toaster would have shown them had it been
 * there (sonner stacks them, newest in front). A fetch that fails loses none of them: they wait for the next
 * attempt (the next toast's). A dismissal while they wait drops them, as it would have dismissed them on screen.
 */
import { retryableImport } from './retryable-import';

export interface ToastQueue<Code> {
  /** Fetches the toaster's code (once it has arrived, never again; after a failure, anew) and shows what waited. */
  load(): Promise<Code>;
  /** Shows a toast: at once when the code is here, otherwise when it arrives, after those asked for before it. */
  show(make: (code: Code) => unknown): void;
  /** Dismisses the toasts on screen (with `dismissAll`) and those still waiting. */
  dismiss(dismissAll: (code: Code) => unknown): void;
  /** Whether the toaster's code is on its way or here (a store for useSyncExternalStore). */
  requested: {
    subscribe(listener: () => void): () => void;
    get(): boolean;
    getServer(): boolean;
  };
}

export function createToastQueue<Code>(
  fetchCode: () => Promise<Code>,
  onFailure: (error: unknown) => void = () => undefined,
): ToastQueue<Code> {
  const fetchOnce = retryableImport(fetchCode);
  let code: Code | null = null;
  let requested = false;
  const waiting: ((code: Code) => unknown)[] = [];
  const listeners = new Set<() => void>();
  const setRequested = (value: boolean) => {
    if (requested === value) return;
    requested = value;
    for (const listener of listeners) listener();
  };
  const flush = (arrived: Code) => {
    code = arrived;
    // Each waiting toast leaves the queue before it is made: made once, whatever it does.
    for (let make = waiting.shift(); make; make = waiting.shift()) make(arrived);
  };
  let watched: Promise<Code> | null = null;
  const load = () => {
    const attempt = fetchOnce();
    setRequested(true);
    if (attempt !== watched) {
      watched = attempt;
      attempt.then(flush, (error: unknown) => {
        // The toasts waiting stay: the next attempt shows them, with its own.
        if (code === null) setRequested(false);
        onFailure(error);
      });
    }
    return attempt;
  };
  return {
    load,
    show(make) {
      if (code) {
        make(code);
        return;
      }
      waiting.push(make);
      load().catch(() => undefined);
    },
    dismiss(dismissAll) {
      waiting.length = 0;
      if (code) dismissAll(code);
    },
    requested: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => requested,
      getServer: () => false,
    },
  };
}
