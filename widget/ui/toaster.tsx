/** The widget's toaster, a chunk of its own (./notify.ts says when it loads). */
import { Toaster } from 'sonner';

export default function WidgetToaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Toaster theme={theme} visibleToasts={20} position="bottom-right" />;
}
