'use client';

/** The results page's search runs in the browser only (it reads the address and talks to the search API). */
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
