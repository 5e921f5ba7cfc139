import { StaticPage, staticPageMetadata } from '@/components/pages/static-page';
import { loadPageData } from '@/lib/pages/data';
import { renderMarkdown } from '@/lib/pages/markdown';
import { DATA_PAGES } from '@/lib/pages/routes';

const { title: TITLE, description: DESCRIPTION } = DATA_PAGES['/whitepapers'];

export const metadata = staticPageMetadata('/whitepapers');

export default function WhitepapersPage() {
  const { papers } = loadPageData('whitepapers');
  return (
    <StaticPage title={TITLE} lead={DESCRIPTION}>
      <div className="mt-8 space-y-6">
        {papers.map((paper) => (
          <article key={paper.id} id={paper.id} aria-labelledby={`${paper.id}-title`} className="card">
            <h2 id={`${paper.id}-title`} className="card-title text-xl">
              {paper.title}
            </h2>
            <p className="text-sm text-[var(--fg-muted)]">
              {[paper.authors, paper.date].filter(Boolean).join(' · ') || 'Intuition'}
            </p>
            <div className="markdown mt-2">{renderMarkdown(paper.summary)}</div>
            <a href={paper.url} className="font-medium" rel="noopener noreferrer" target="_blank">
              Read the paper
            </a>
          </article>
        ))}
      </div>
    </StaticPage>
  );
}
