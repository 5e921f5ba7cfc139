'use client';
import { ANNOUNCEMENT_STORAGE_KEY } from './head-script';

export function DismissAnnouncement({ id }: { id: string }) {
  return (
    <button
      type="button"
      aria-label="Close announcement"
      className="absolute top-1/2 right-3 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded text-lg leading-none text-inherit hover:bg-black/10"
      onClick={() => {
        try {
          localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id);
        } catch {
          // Storage can be unavailable (private mode); the bar still closes for this page view.
        }
        document.documentElement.setAttribute('data-announcement-dismissed', '');
      }}
    >
      ×
    </button>
  );
}
