import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { SearchForm } from '@/components/search/search-form';
import { getSearchablePages } from '@/lib/search/guides-index';
import { searchPages } from '@/lib/search/page-search';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

const MAX_QUERY_LENGTH = 200;

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, MAX_QUERY_LENGTH) ?? '';
  const results = query ? searchPages(await getSearchablePages(), query) : [];
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
      <h1 className="text-3xl font-bold">Search the docs</h1>
      <SearchForm id="search-page-query" defaultValue={query} maxLength={MAX_QUERY_LENGTH} />
      {query && (
        <p className="mt-6 text-[var(--fg-muted)]" role="status">
          {results.length === 0
            ? `No results for "${query}". Try fewer or more general words, or browse the guides.`
            : `${results.length} ${results.length === 1 ? 'page' : 'pages'} found for "${query}"`}
        </p>
      )}
      <ol className="mt-4 list-none space-y-4 p-0">
        {results.map((result) => (
          <li key={result.path}>
            <SiteLink
              href={result.section ? `${result.path}#${result.section.id}` : result.path}
              className="card"
            >
              <span className="card-title block">
                {result.title}
                {result.section && (
                  <span className="font-normal text-[var(--fg-muted)]"> › {result.section.text}</span>
                )}
              </span>
              <span className="card-body block">{result.description}</span>
            </SiteLink>
          </li>
        ))}
      </ol>
      {query && results.length === 0 && (
        <SiteLink href="/guides" className="mt-4 inline-block font-medium">
          Browse all guides
        </SiteLink>
      )}
    </main>
  );
}
