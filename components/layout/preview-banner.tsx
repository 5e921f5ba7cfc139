/** A line above the navbar on preview deployments, so readers know the page is not the published one. */
import { previewBannerText } from '@/lib/preview';

export function PreviewBanner({ text = previewBannerText() }: { text?: string | null }) {
  if (!text) return null;
  return (
    <div role="note" aria-label="Preview" className="preview-banner">
      {text}
    </div>
  );
}
