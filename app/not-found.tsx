import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { SearchForm } from '@/components/search/search-form';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-20">
      <p className="text-sm font-semibold tracking-wide text-[var(--fg-muted)] uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold">Page not found</h1>
      <p className="mt-4 text-lg text-[var(--fg-muted)]">
        We could not find what you were looking for. The page may have moved when the guides were reorganised.
      </p>
      <ul className="mt-8 grid list-none gap-3 p-0 sm:grid-cols-3">
        <li>
          <SiteLink href="/" className="card h-full">
            <span className="card-title">Home</span>
            <span className="card-body block">Start from the front page.</span>
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/guides" className="card h-full">
            <span className="card-title">Guides</span>
            <span className="card-body block">Concepts, tutorials and references.</span>
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/guides/overview/the-primitives" className="card h-full">
            <span className="card-title">The Primitives</span>
            <span className="card-body block">Atoms, triples and signal in one page.</span>
          </SiteLink>
        </li>
      </ul>
      <SearchForm id="not-found-search" />
    </main>
  );
}
