'use client';

/**
 * The search modal: results as you type, grouped by page, keyboard navigation, recent and favourite searches,
 * and clear error and empty states. Loaded only when the visitor reaches for search.
 *
 * A real modal dialog: a native <dialog> opened with showModal() (the page below is inert and dimmed in full,
 * a click on the backdrop closes it), Tab cycles inside it, Escape always closes it, and buttons that change
 * the list (suggestions, ☆, ×) hand focus back to the text box. The caller returns focus to its trigger.
 */
import { useRouter } from 'next/navigation';
import { keepTabInside } from '@/components/layout/keep-tab-inside';
import { startRouteProgress } from '@/components/layout/route-progress.client';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { siteConfig } from '@/lib/site-config';
import { retryableLazy, RetryBoundary } from '@/widget/ui/retryable-import';
import { Highlighted } from './highlighted';
import type { SearchConfig } from '@/lib/env';
import { CONTEXT_FILTERS, getSearchClient, type DocHit } from './search-client';
import {
  addFavorite,
  loadSearches,
  removeFavorite,
  removeRecent,
  saveRecent,
  type StoredSearch,
} from './search-storage';
import { loadSearchMode, saveSearchMode, type SearchMode } from './search-mode';

/** The AI mode's code is fetched the first time the mode is used (again after a failed fetch, on "Try again"). */
const AskPanel = retryableLazy(() => import('./ask-panel.client').then((m) => m.AskPanel));

const MAX_QUERY = 64;
const SUGGESTIONS = ['atoms', 'triples', 'bonding curves', 'GraphQL'];

interface ApiHit extends DocHit {
  url_without_anchor: string;
  _highlightResult?: { hierarchy?: Partial<Record<string, { value: string }>> };
  _snippetResult?: { content?: { value: string } };
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; query: string }
  | { kind: 'error'; query: string }
  | { kind: 'done'; query: string; hits: ApiHit[]; total: number };

interface Group {
  url: string;
  title: string;
  hits: ApiHit[];
}

function groupByPage(hits: ApiHit[]): Group[] {
  const groups = new Map<string, Group>();
  for (const hit of hits) {
    const key = hit.url_without_anchor ?? hit.url.split('#')[0]!;
    const group = groups.get(key) ?? { url: key, title: hit.hierarchy.lvl1 ?? key, hits: [] };
    if (group.hits.length < 5) group.hits.push(hit);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function sectionOf(hit: ApiHit): { level: string; text: string } {
  const h = hit.hierarchy;
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const)
    if (h[level]) return { level, text: h[level]! };
  return { level: 'lvl1', text: h.lvl1 ?? '' };
}

export function SearchModal({ onClose, config }: { onClose: () => void; config: SearchConfig }) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState(loadSearches);
  const [mode, setMode] = useState<SearchMode>(loadSearchMode);
  const latest = useRef(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  // The modal is only ever rendered in the browser (its code is imported when the visitor reaches for search),
  // so it can be portalled to <body> from the first render.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  /** Puts focus back in the text box after a click that re-renders the list under the pointer. */
  const refocusInput = () => requestAnimationFrame(() => inputRef.current?.focus());

  const search = (text: string) => {
    setQuery(text);
    setActive(0);
    const trimmed = text.trim();
    const ticket = ++latest.current;
    if (!trimmed) return setState({ kind: 'idle' });
    setState((s) => (s.kind === 'done' ? s : { kind: 'loading', query: trimmed }));
    getSearchClient(config)
      .search<ApiHit>({
        requests: [
          {
            indexName: config.indexName,
            query: trimmed,
            hitsPerPage: 20,
            facetFilters: CONTEXT_FILTERS,
            attributesToRetrieve: ['hierarchy', 'content', 'url', 'url_without_anchor', 'type'],
            attributesToSnippet: ['content:12'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            snippetEllipsisText: '…',
          },
        ],
      })
      .then(({ results }) => {
        if (ticket !== latest.current) return;
        const result = results[0] as { hits: ApiHit[]; nbHits: number };
        setState({ kind: 'done', query: trimmed, hits: result.hits, total: result.nbHits });
      })
      .catch(() => {
        if (ticket === latest.current) setState({ kind: 'error', query: trimmed });
      });
  };

  const groups = useMemo(() => (state.kind === 'done' ? groupByPage(state.hits) : []), [state]);
  const options = useMemo(() => {
    if (state.kind === 'done') return groups.flatMap((g) => g.hits.map((hit) => ({ url: hit.url, hit })));
    if (!query.trim()) return [...saved.favorites, ...saved.recent].map((item) => ({ url: item.url, item }));
    return [];
  }, [state, groups, query, saved]);

  const open = (url: string, item?: StoredSearch) => {
    if (item) saveRecent(item);
    onClose();
    startRouteProgress(url);
    router.push(url);
  };
  const openHit = (hit: ApiHit) =>
    open(hit.url, { url: hit.url, title: sectionOf(hit).text, subtitle: hit.hierarchy.lvl1 ?? '' });

  const switchMode = (next: SearchMode) => {
    setMode(next);
    saveSearchMode(next);
    if (next === 'docsearch') requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepTabInside(dialogRef.current, event);
    } else if (mode === 'ai') {
      // The AI panel's own form takes Enter.
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      if ('hit' in option && option.hit) openHit(option.hit);
      else if ('item' in option && option.item) open(option.item.url, option.item);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  let index = -1;
  const optionProps = (i: number) => ({
    id: optionId(i),
    role: 'option' as const,
    'aria-selected': i === active,
    onMouseMove: () => setActive(i),
    className: `search-option ${i === active ? 'is-active' : ''}`,
  });

  const storedList = (title: string, items: StoredSearch[], favorite: boolean) => (
    <section aria-label={title}>
      <h3 className="search-group-title">{title}</h3>
      <ul role="listbox" aria-label={title} className="search-list">
        {items.map((item) => {
          const i = ++index;
          return (
            <li key={item.url} {...optionProps(i)}>
              <a
                href={item.url}
                onClick={(event) => {
                  event.preventDefault();
                  open(item.url, favorite ? undefined : item);
                }}
                className="search-option-link"
              >
                <span className="block font-medium">{item.title}</span>
                <span className="search-option-note block text-xs">{item.subtitle}</span>
              </a>
              {!favorite && (
                <button
                  type="button"
                  aria-label="Save this search"
                  title="Favorite"
                  onClick={() => {
                    addFavorite(item);
                    setSaved(loadSearches());
                    refocusInput();
                  }}
                  className="search-option-action"
                >
                  ☆
                </button>
              )}
              <button
                type="button"
                aria-label={
                  favorite ? 'Remove this search from favorites' : 'Remove this search from history'
                }
                onClick={() => {
                  if (favorite) removeFavorite(item.url);
                  else removeRecent(item.url);
                  setSaved(loadSearches());
                  refocusInput();
                }}
                className="search-option-action"
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );

  const issueUrl = siteConfig.searchIssueUrl.replace('{query}', encodeURIComponent(query.trim()));

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-label="Search"
      className="search-backdrop"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      // A click on the backdrop (pressed and released there, not a text selection ending there) closes it.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-modal">
        <div className="search-header">
          {mode === 'docsearch' ? (
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-label="Search docs"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-activedescendant={options.length ? optionId(active) : undefined}
              aria-autocomplete="list"
              placeholder="Search docs"
              maxLength={MAX_QUERY}
              value={query}
              onChange={(event) => search(event.target.value)}
              className="search-input"
            />
          ) : (
            <p className="search-mode-title">Ask AI</p>
          )}
          <button type="button" onClick={onClose} className="search-cancel">
            Cancel
          </button>
        </div>
        <div role="group" aria-label="Search mode" className="search-modes">
          <button
            type="button"
            aria-pressed={mode === 'docsearch'}
            onClick={() => switchMode('docsearch')}
            className="search-mode"
          >
            Keyword search
          </button>
          <button
            type="button"
            aria-pressed={mode === 'ai'}
            onClick={() => switchMode('ai')}
            className="search-mode"
          >
            Ask AI
          </button>
        </div>
        <div id={listId} className="search-body" hidden={mode === 'ai'}>
          {state.kind === 'idle' && (
            <>
              {saved.favorites.length > 0 && storedList('Favorite', saved.favorites, true)}
              {saved.recent.length > 0
                ? storedList('Recent', saved.recent, false)
                : saved.favorites.length === 0 && <p className="search-empty">No recent searches</p>}
            </>
          )}
          {state.kind === 'loading' && (
            <p className="search-empty" role="status">
              Searching…
            </p>
          )}
          {state.kind === 'error' && (
            <div className="search-empty" role="alert">
              <p className="font-medium">Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {state.kind === 'done' && state.total === 0 && (
            <div className="search-empty">
              <p className="font-medium">No results for &quot;{state.query}&quot;</p>
              <p className="mt-3">Try searching for</p>
              <ul className="mt-1 flex list-none flex-wrap justify-center gap-2 p-0">
                {SUGGESTIONS.map((suggestion) => (
                  <li key={suggestion}>
                    <button
                      type="button"
                      className="search-suggestion"
                      onClick={() => {
                        search(suggestion);
                        refocusInput();
                      }}
                    >
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm">
                Believe this query should return results?{' '}
                <a href={issueUrl} target="_blank" rel="noopener noreferrer">
                  Let us know.
                </a>
              </p>
            </div>
          )}
          {state.kind === 'done' &&
            groups.map((group) => (
              <section key={group.url} aria-label={group.title}>
                <h3 className="search-group-title">{group.title}</h3>
                <ul role="listbox" aria-label={group.title} className="search-list">
                  {group.hits.map((hit) => {
                    const i = ++index;
                    const section = sectionOf(hit);
                    const title = hit._highlightResult?.hierarchy?.[section.level]?.value ?? section.text;
                    return (
                      <li key={hit.objectID} {...optionProps(i)}>
                        <a
                          href={hit.url}
                          onClick={(event) => {
                            event.preventDefault();
                            openHit(hit);
                          }}
                          className="search-option-link"
                        >
                          <span className="block font-medium">
                            <Highlighted value={title} />
                          </span>
                          {hit._snippetResult?.content?.value && (
                            <span className="search-option-note block text-sm">
                              <Highlighted value={hit._snippetResult.content.value} />
                            </span>
                          )}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
        </div>
        {mode === 'ai' && (
          <div className="search-body">
            <RetryBoundary
              fallback={(retry) => (
                <div className="search-empty" role="alert">
                  <p className="font-medium">AI answers could not be loaded</p>
                  <p>You might want to check your network connection.</p>
                  <button type="button" className="search-suggestion mt-3" onClick={retry}>
                    Try again
                  </button>
                </div>
              )}
            >
              <Suspense fallback={<p className="search-empty">Loading…</p>}>
                <AskPanel onNavigate={(url) => open(url)} />
              </Suspense>
            </RetryBoundary>
          </div>
        )}
        {mode === 'docsearch' && state.kind === 'done' && state.total > 0 && (
          <div className="search-footer">
            <a
              href={`/search?q=${encodeURIComponent(state.query)}`}
              onClick={(event) => {
                event.preventDefault();
                open(`/search?q=${encodeURIComponent(state.query)}`);
              }}
            >
              See all {state.total} results
            </a>
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
