import { StaticPage, staticPageMetadata } from '@/components/pages/static-page';
import { loadPageData } from '@/lib/pages/data';
import { formatReleaseDate } from '@/lib/pages/dates';
import { renderMarkdown } from '@/lib/pages/markdown';
import { DATA_PAGES } from '@/lib/pages/routes';

const { title: TITLE, description: DESCRIPTION } = DATA_PAGES['/release-notes'];

const base = staticPageMetadata('/release-notes');
export const metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: {
      ...base.alternates?.types,
      'application/rss+xml': [{ url: '/release-notes/rss.xml', title: 'Intuition release notes' }],
    },
  },
};

export default function ReleaseNotesPage() {
  const releases = [...loadPageData('release-notes').releases].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <StaticPage
      title={TITLE}
      lead={
        <>
          {DESCRIPTION} Follow them with the{' '}
          <a href="/release-notes/rss.xml" className="underline">
            RSS feed
          </a>
          .
        </>
      }
    >
      <ol className="mt-8 list-none space-y-8 border-l border-[var(--border)] p-0 pl-6">
        {releases.map((release) => (
          <li key={release.id} id={release.id}>
            <article aria-labelledby={`${release.id}-title`}>
              <p className="text-sm text-[var(--fg-muted)]">
                <time dateTime={release.date}>{formatReleaseDate(release.date)}</time> · {release.area}
                {release.version ? ` · ${release.version}` : ''}
              </p>
              <h2 id={`${release.id}-title`} className="mt-1 text-xl font-semibold">
                <a href={`#${release.id}`} className="text-inherit no-underline hover:underline">
                  {release.title}
                </a>
              </h2>
              <div className="markdown mt-2">{renderMarkdown(release.summary)}</div>
              {release.links.length > 0 && (
                <ul className="mt-2 flex list-none flex-wrap gap-4 p-0 text-sm">
                  {release.links.map((link) => (
                    <li key={link.url}>
                      <a href={link.url}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ol>
    </StaticPage>
  );
}
