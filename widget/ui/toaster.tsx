/**
 * The widget's toaster and its `toast`, one chunk of their own (./notify.ts says when it loads): both are imported
 * from here only, so that sonner is in one chunk, not in one per dynamic import.
 */
import { Toaster } from 'sonner';

export { toast } from 'sonner';

export default function WidgetToaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Toaster theme={theme} visibleToasts={20} position="bottom-right" />;
}
