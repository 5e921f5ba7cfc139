'use client';

/**
 * The /search results page: react-instantsearch over the search client, with the query and page in the URL
 * (back and forward work), 20 hits a page, the result count, a notice when a search is slow (300 ms), and an
 * empty state with ways onward.
 */
import type { Hit, UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import {
  Configure,
  Highlight,
  InstantSearch,
  Snippet,
  useHits,
  useInstantSearch,
  usePagination,
  useSearchBox,
} from 'react-instantsearch';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { SearchConfig } from '@/lib/env';
import { CONTEXT_FILTERS, getSearchClient, type DocHit } from './search-client';
import { SearchForm } from './search-form';

const MAX_QUERY = 64;

/** What the address carries: `/search?q=…&page=…` (page 1-based, left out on the first page). */
interface SearchRoute {
  q?: string;
  page?: number;
}

function QueryForm() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine(value.trim());
  };
  return (
    <SearchForm
      id="search-page-query"
      onSubmit={submit}
      input={{
        value,
        maxLength: MAX_QUERY,
        onChange: (event) => {
          setValue(event.target.value);
          refine(event.target.value.trim());
        },
      }}
    />
  );
}

/** The hit's place in the docs; levels without a word in them (empty, blank or a lone separator) are left out. */
export function breadcrumb(hit: DocHit): string[] {
  const h = hit.hierarchy;
  return [h.lvl0, h.lvl1, h.lvl2, h.lvl3]
    .map((level) => level?.trim() ?? '')
    .filter((level) => /[\p{L}\p{N}]/u.test(level));
}

function Results() {
  const { items, results } = useHits<DocHit>();
  const { status, error } = useInstantSearch({ catchError: true });
  const query = results?.query ?? '';
  const count = results?.nbHits ?? 0;
  if (status === 'error' && error)
    return (
      <div className="mt-6" role="alert">
        <p className="font-medium">Unable to fetch results</p>
        <p className="text-[var(--fg-muted)]">You might want to check your network connection.</p>
      </div>
    );
  return (
    <>
      <p className="mt-6 text-[var(--fg-muted)]" role="status">
        {status === 'stalled' || (status === 'loading' && !results?.query)
          ? 'Searching…'
          : !query
            ? 'Type what you are looking for: a concept, a contract function, a package name.'
            : count === 0
              ? `No results for "${query}".`
              : `${count.toLocaleString('en')} ${count === 1 ? 'result' : 'results'} found for "${query}"`}
      </p>
      {query && count === 0 && status !== 'stalled' && (
        <div className="mt-4">
          <p>Try fewer or more general words, check the spelling, or start from one of these pages:</p>
          <ul className="mt-2 list-disc pl-6">
            <li>
              <Link href="/guides/overview">Overview</Link>
            </li>
            <li>
              <Link href="/guides/primitives/atoms">Atoms</Link>,{' '}
              <Link href="/guides/primitives/triples">Triples</Link> and{' '}
              <Link href="/guides/primitives/signals">Signals</Link>
            </li>
            <li>
              <Link href="/guides/graphql/quickstart">GraphQL quickstart</Link>
            </li>
          </ul>
        </div>
      )}
      <ol className="mt-4 list-none space-y-4 p-0" aria-label="Search results">
        {items.map((hit) => (
          <li key={hit.objectID}>
            <Link href={hit.url} className="card" prefetch={false}>
              <span className="block text-xs text-[var(--fg-muted)]">{breadcrumb(hit).join(' › ')}</span>
              <span className="card-title block">
                <Highlight
                  attribute={['hierarchy', 'lvl1']}
                  hit={hit as Hit<DocHit>}
                  classNames={{ highlighted: 'search-mark' }}
                />
                {hit.hierarchy.lvl2 && (
                  <span className="font-normal text-[var(--fg-muted)]">
                    {' '}
                    ›{' '}
                    <Highlight
                      attribute={['hierarchy', hit.hierarchy.lvl3 ? 'lvl3' : 'lvl2']}
                      hit={hit as Hit<DocHit>}
                      classNames={{ highlighted: 'search-mark' }}
                    />
                  </span>
                )}
              </span>
              {hit.content && (
                <span className="card-body block">
                  <Snippet
                    attribute="content"
                    hit={hit as Hit<DocHit>}
                    classNames={{ highlighted: 'search-mark' }}
                  />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}

function Pager() {
  const { pages, currentRefinement, nbPages, refine, createURL, isFirstPage, isLastPage } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, text: string, current = false) => (
    <li key={label}>
      <a
        href={createURL(page)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          refine(page);
          window.scrollTo({ top: 0 });
        }}
        className={`rounded px-3 py-1 ${current ? 'bg-[var(--accent)] text-[var(--accent-fg)]' : 'hover:bg-[var(--bg-soft)]'}`}
      >
        {text}
      </a>
    </li>
  );
  return (
    <nav aria-label="Search results pages" className="mt-8">
      <ul className="flex list-none flex-wrap gap-1 p-0">
        {!isFirstPage && link(currentRefinement - 1, 'Previous page', '‹ Previous')}
        {pages.map((page) => link(page, `Page ${page + 1}`, String(page + 1), page === currentRefinement))}
        {!isLastPage && link(currentRefinement + 1, 'Next page', 'Next ›')}
      </ul>
    </nav>
  );
}

export function SearchResults({ config }: { config: SearchConfig }) {
  return (
    <InstantSearch<UiState, SearchRoute>
      searchClient={getSearchClient(config)}
      indexName={config.indexName}
      stalledSearchDelay={300}
      future={{ preserveSharedStateOnUnmount: true }}
      routing={{
        router: history({ cleanUrlOnDispose: false }),
        stateMapping: {
          stateToRoute: (uiState) => {
            const state: { query?: string; page?: number } = uiState[config.indexName] ?? {};
            return {
              q: state.query || undefined,
              page: state.page && state.page > 1 ? state.page : undefined,
            };
          },
          routeToState: (route) => ({
            // A longer ?q= in the address is cut to the box's limit, in the box and in the search.
            [config.indexName]: {
              query: String(route.q ?? '').slice(0, MAX_QUERY),
              page: route.page ? Number(route.page) : undefined,
            },
          }),
        },
      }}
    >
      <Configure
        hitsPerPage={20}
        facetFilters={CONTEXT_FILTERS}
        attributesToSnippet={['content:24']}
        snippetEllipsisText="…"
      />
      <QueryForm />
      <Results />
      <Pager />
    </InstantSearch>
  );
}
