import type { PageSource } from '@/lib/page-sources';
import { sourceLabel, sourceUrl } from '@/lib/content/sources';

/** "Checked against 0xIntuition/intuition-expo@8272992 (path), 2025-12-09": where the page's facts come from. */
export function PageSources({ sources }: { sources: PageSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul
      aria-label="Sources"
      className="mt-12 space-y-1 text-sm break-words text-[var(--fg-muted)]"
      data-testid="page-sources"
    >
      {sources.map((source) => (
        <li key={`${sourceLabel(source)} ${source.path ?? ''}`}>
          Checked against{' '}
          <a href={sourceUrl(source)} rel="noopener noreferrer" target="_blank">
            <code>{sourceLabel(source)}</code>
          </a>
          {source.path && <> ({source.path})</>}, <time dateTime={source.checked}>{source.checked}</time>
        </li>
      ))}
    </ul>
  );
}
