import type { PageSource } from '@/lib/content/frontmatter';
import { PageSources } from './page-sources';
import { siteConfig } from '@/lib/site-config';

export function DocFooter({
  file,
  lastUpdated,
  tags,
  sources = [],
}: {
  file: string;
  lastUpdated?: string;
  tags: string[];
  sources?: PageSource[];
}) {
  const date = lastUpdated ? new Date(lastUpdated) : undefined;
  return (
    <>
      <PageSources sources={sources} />
      <footer className="mt-12 flex flex-col gap-3 border-t border-[var(--border)] pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          {tags.length > 0 && <span className="text-[var(--fg-muted)]">Tags:</span>}
          {tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full border border-[var(--border)] px-2 py-0.5 text-xs text-[var(--fg-muted)]"
            >
              {tag}
            </span>
          ))}
        </div>
        <div className="flex flex-col gap-1 sm:items-end">
          <a
            href={`${siteConfig.editUrl}${file}`}
            rel="noopener noreferrer"
            target="_blank"
            className="font-medium"
          >
            Edit this page
          </a>
          {date && (
            <span className="text-[var(--fg-muted)]">
              Last updated on{' '}
              <time dateTime={date.toISOString()}>
                {date.toLocaleDateString('en-US', {
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                  timeZone: 'UTC',
                })}
              </time>
            </span>
          )}
        </div>
      </footer>
    </>
  );
}
