/** react-instantsearch as another site builds a search page on the docs' endpoint: hits, a refinement list. */
import { createRoot } from 'react-dom/client';
import { Hits, InstantSearch, RefinementList, SearchBox, Stats } from 'react-instantsearch';
import { docsClient } from './client';

interface Hit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
}

function HitLink({ hit }: { hit: Hit }) {
  return (
    <a href={hit.url} data-section={hit.hierarchy.lvl0}>
      {hit.hierarchy.lvl1}
    </a>
  );
}

createRoot(document.getElementById('instantsearch')!).render(
  <InstantSearch searchClient={docsClient()} indexName="docs">
    <SearchBox placeholder="Search the docs" />
    <Stats />
    <section aria-label="Sections">
      <RefinementList attribute="hierarchy.lvl0" />
    </section>
    <Hits<Hit> hitComponent={HitLink} />
  </InstantSearch>,
);
