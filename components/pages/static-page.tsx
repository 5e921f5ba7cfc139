import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/content/page-cards';
import type { DataPageRoute } from '@/lib/pages/routes';

/** A data page's head (lib/content/page-cards.ts: title, description, Open Graph, Markdown alternate). */
export function staticPageMetadata(route: DataPageRoute): Metadata {
  return pageMetadata(route);
}

/** The frame of a static page: one reading column with the page's heading and lead paragraph. */
export function StaticPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main-content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-[var(--fg-muted)]">{lead}</p>
      {children}
    </main>
  );
}
