/**
 * Toasts with the widget's durations: blank and error 4 s, success 2 s (or as given), loading until done.
 *
 * The toaster (sonner, and the stylesheet it adds when its code runs) is not part of the widget's start: its code
 * is a chunk of its own (./toaster.tsx), fetched and run when the widget is idle after its first render (`loadToaster`, from
 * ActiveWidget) or at the first toast, whichever comes first, and the widget renders the toaster from then on
 * (`toasterRequested`). Toasts asked for before then wait in order and are shown once each when it arrives
 * (./toast-queue.ts; sonner replays the toasts made before its Toaster subscribed); a chunk that could not be
 * fetched is asked for again at the next toast, and the toasts that waited for it are shown with that one's.
 */
import type * as ToasterModule from './toaster';
import { createToastQueue } from './toast-queue';

type ToasterCode = typeof ToasterModule;

const queue = createToastQueue<ToasterCode>(
  () => import('./toaster'),
  (error) => console.warn('The comment widget could not show its notices yet.', error),
);

/** Fetches and runs the toaster's code (once) and has the widget render the toaster. */
export const loadToaster = queue.load;

/** Whether the toaster has been asked for: a store for useSyncExternalStore. */
export const toasterRequested = queue.requested;

export const notify = {
  info: (message: string, duration = 4_000) => queue.show(({ toast }) => toast(message, { duration })),
  success: (message: string, duration = 2_000) =>
    queue.show(({ toast }) => toast.success(message, { duration })),
  error: (message: string) => queue.show(({ toast }) => toast.error(message, { duration: 4_000 })),
  /** The toasts on screen and those still waiting for the toaster. */
  dismiss: () => queue.dismiss(({ toast }) => toast.dismiss()),
};
