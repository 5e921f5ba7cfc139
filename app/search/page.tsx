import type { Metadata } from 'next';
import { SearchPageClient } from '@/components/search/search-page.client';
import { searchConfig } from '@/lib/env';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

export default function SearchPage() {
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
      <h1 className="text-3xl font-bold">Search the docs</h1>
      <SearchPageClient config={searchConfig()} />
    </main>
  );
}
