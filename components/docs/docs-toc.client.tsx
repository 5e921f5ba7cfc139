'use client';
/**
 * Table of contents (h2–h3) with the section currently in view highlighted: a sticky column beside the text
 * on wide screens, and at 1200 px and narrower a collapsible "On this page" above the text (as on Docusaurus
 * and Mintlify) that closes when one of its links is followed.
 */
import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '@/lib/content/types';

const OFFSET = 110;

function TocList({
  entries,
  active,
  onFollow,
}: {
  entries: TocEntry[];
  active?: string;
  onFollow?: () => void;
}) {
  return (
    <ul className="m-0 list-none border-l border-[var(--border)] p-0">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'pl-3' : undefined}>
          <a
            className="toc-link"
            href={`#${entry.id}`}
            data-active={entry.id === active}
            aria-current={entry.id === active ? 'location' : undefined}
            onClick={onFollow}
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
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <nav className="toc-collapsible" aria-label="On this page">
      <details ref={details}>
        <summary className="toc-collapsible-summary">On this page</summary>
        <div className="toc-collapsible-body">
          <TocList entries={entries} onFollow={() => details.current?.removeAttribute('open')} />
        </div>
      </details>
    </nav>
  );
}

export function DocsToc({ entries }: { entries: TocEntry[] }) {
  const [active, setActive] = useState<string | undefined>(entries[0]?.id);

  useEffect(() => {
    const headings = entries
      .map((e) => document.getElementById(e.id))
      .filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = headings[0]!.id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= OFFSET) current = heading.id;
        else break;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = headings[headings.length - 1]!.id;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [entries]);

  return (
    <nav className="docs-toc" aria-label="On this page">
      <p className="mb-2 text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
        On this page
      </p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}
