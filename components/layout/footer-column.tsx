/**
 * A footer column: its title and its links, always shown. On narrow screens the columns sit two to a row
 * (the grid is in SiteFooter), so every link is one tap away without opening anything.
 */
import type { ReactNode } from 'react';

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-[var(--fg)] uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}
