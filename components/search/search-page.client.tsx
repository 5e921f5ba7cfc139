'use client';

/** The results page's search runs in the browser only (it reads the address and talks to the search API). */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- rendered in the browser only (ssr: false); a failed chunk reaches the page's error box, whose Retry loads the page again
import dynamic from 'next/dynamic';
import type { SearchConfig } from '@/lib/env';

const SearchResults = dynamic(() => import('./search-results.client').then((m) => m.SearchResults), {
  ssr: false,
  loading: () => (
    <p className="mt-6 text-[var(--fg-muted)]" role="status">
      Loading search…
    </p>
  ),
});

export function SearchPageClient({ config }: { config: SearchConfig }) {
  return <SearchResults config={config} />;
}
