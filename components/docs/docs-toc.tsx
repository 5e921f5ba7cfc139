/**
 * Table of contents (h2–h3): a sticky column beside the text on wide screens, and at 1200 px and narrower a
 * collapsible "On this page" above the text (as on Docusaurus and Mintlify). Plain HTML with no state: a guide's
 * is part of its static HTML (docs/architecture.md, "How a guide is rendered and hydrated"), and toc-behaviour.ts
 * highlights the section in view and closes the collapsible when one of its links is followed.
 */
import type { TocEntry } from '@/lib/content/types';

function TocList({ entries, active }: { entries: TocEntry[]; active?: string }) {
  return (
    <ul className="m-0 list-none border-l border-[var(--border)] p-0">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'pl-3' : undefined}>
          <a
            className="toc-link"
            href={`#${entry.id}`}
            data-active={entry.id === active}
            aria-current={entry.id === active ? 'location' : undefined}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The narrow screens' table of contents: a closed disclosure above the page's text (hidden above 1200 px). */
export function DocsTocCollapsible({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="toc-collapsible" aria-label="On this page">
      <details>
        <summary className="toc-collapsible-summary">On this page</summary>
        <div className="toc-collapsible-body">
          <TocList entries={entries} />
        </div>
      </details>
    </nav>
  );
}

/** The wide screens' column; its first entry is the one in view until toc-behaviour.ts says otherwise. */
export function DocsToc({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="docs-toc" aria-label="On this page">
      <p className="mb-2 text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
        On this page
      </p>
      <TocList entries={entries} active={entries[0]?.id} />
    </nav>
  );
}
