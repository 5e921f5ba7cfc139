/**
 * Toasts with the widget's durations: blank and error 4 s, success 2 s (or as given), loading until done.
 *
 * The toaster (sonner, and the stylesheet it adds when its code runs) is not part of the widget's start: its code
 * is a chunk of its own (./toaster.tsx), fetched and run when the widget is idle after its first render (`loadToaster`, from
 * ActiveWidget) or at the first toast, whichever comes first, and the widget renders the toaster from then on
 * (`toasterRequested`). A toast asked for before the toaster is on screen is shown when it is: sonner replays the
 * toasts made before its Toaster subscribed.
 */
import type * as ToasterModule from './toaster';

type ToasterCode = typeof ToasterModule;

let toasterCode: Promise<ToasterCode> | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Fetches and runs the toaster's code (once) and has the widget render the toaster. */
export function loadToaster(): Promise<ToasterCode> {
  if (!toasterCode) {
    toasterCode = import('./toaster');
    // A chunk that could not be fetched is asked for again at the next toast (and the widget told, so that it
    // renders the toaster of that next attempt).
    toasterCode.catch(() => {
      toasterCode = null;
      changed();
    });
    changed();
  }
  return toasterCode;
}

/** Whether the toaster has been asked for: a store for useSyncExternalStore. */
export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => toasterCode !== null,
  getServer: () => false,
};

function show(make: (toast: ToasterCode['toast']) => unknown) {
  loadToaster().then(
    ({ toast }) => make(toast),
    (error: unknown) => console.warn('The comment widget could not show a notice.', error),
  );
}

export const notify = {
  info: (message: string, duration = 4_000) => show((toast) => toast(message, { duration })),
  success: (message: string, duration = 2_000) => show((toast) => toast.success(message, { duration })),
  error: (message: string) => show((toast) => toast.error(message, { duration: 4_000 })),
  /** Nothing to dismiss before the toaster's code has run. */
  dismiss: () => void toasterCode?.then(({ toast }) => toast.dismiss()).catch(() => undefined),
};
