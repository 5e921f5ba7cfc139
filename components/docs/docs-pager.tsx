import type { NavLinkRef } from '@/lib/content/types';

/** Previous and next guide. Plain HTML (routed by RoutedLinks' document handler), part of a guide's static HTML. */
export function DocsPager({ previous, next }: { previous?: NavLinkRef; next?: NavLinkRef }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {previous ? (
        <a href={previous.href} rel="prev" className="card" data-routed="">
          <span className="block text-sm text-[var(--fg-muted)]">Previous</span>
          <span className="card-title">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a href={next.href} rel="next" className="card text-right sm:col-start-2" data-routed="">
          <span className="block text-sm text-[var(--fg-muted)]">Next</span>
          <span className="card-title">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
