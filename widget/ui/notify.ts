/** Toasts with the widget's durations: blank and error 4 s, success 2 s (or as given), loading until done. */
import { toast } from 'sonner';

export const notify = {
  info: (message: string, duration = 4_000) => toast(message, { duration }),
  success: (message: string, duration = 2_000) => toast.success(message, { duration }),
  error: (message: string) => toast.error(message, { duration: 4_000 }),
  dismiss: () => toast.dismiss(),
};
