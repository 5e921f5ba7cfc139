import type { NavLinkRef } from '@/lib/content/types';
import { SiteLink } from '../layout/site-link';

export function DocsPager({ previous, next }: { previous?: NavLinkRef; next?: NavLinkRef }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {previous ? (
        <SiteLink href={previous.href} rel="prev" className="card">
          <span className="block text-sm text-[var(--fg-muted)]">Previous</span>
          <span className="card-title">« {previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink href={next.href} rel="next" className="card text-right sm:col-start-2">
          <span className="block text-sm text-[var(--fg-muted)]">Next</span>
          <span className="card-title">{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
