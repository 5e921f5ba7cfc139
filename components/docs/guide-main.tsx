/**
 * What a guide's <main> holds: breadcrumbs and page actions, the collapsible table of contents, the title and
 * prose, the page's sources and footer, the pager, and the table of contents beside the text. No state of its own:
 * scripts/build-prose.mts renders it once per guide as static HTML (the page actions as an island), and `next dev`
 * renders it as a React tree (docs/architecture.md, "How a guide is rendered and hydrated").
 */
import type { ReactNode } from 'react';
import { navigationFor, type DocMeta, type DocsSite } from '@/lib/content';
import type { Breadcrumb, NavLinkRef, TocEntry } from '@/lib/content/types';
import type { PageSource } from '@/lib/content/frontmatter';
import { lastUpdated } from '@/lib/content/last-updated';
import { DocFooter } from './doc-footer';
import { DocsBreadcrumbs } from './docs-breadcrumbs';
import { DocsPager } from './docs-pager';
import { DocsToc, DocsTocCollapsible } from './docs-toc';

export interface GuideMainProps {
  breadcrumbs: Breadcrumb[];
  previous?: NavLinkRef;
  next?: NavLinkRef;
  toc: TocEntry[];
  /** The guide's file and facts for its foot; a generated category page has none. */
  foot?: { file: string; lastUpdated?: string; tags: string[]; sources?: PageSource[] };
  /** The page actions (the menu, or its island in the static HTML). */
  actions?: ReactNode;
  /** The title and the prose. */
  children: ReactNode;
}

export function GuideMain({ breadcrumbs, previous, next, toc, foot, actions, children }: GuideMainProps) {
  return (
    <>
      <article className="min-w-0">
        <div className="flex flex-wrap items-start gap-x-4">
          <DocsBreadcrumbs items={breadcrumbs} />
          {actions}
        </div>
        {toc.length > 0 && <DocsTocCollapsible entries={toc} />}
        {children}
        {foot && <DocFooter {...foot} />}
        <DocsPager previous={previous} next={next} />
      </article>
      {toc.length > 0 && <DocsToc entries={toc} />}
    </>
  );
}

/**
 * The props of a page's GuideMain but its title and prose (children) and page actions: `label` is its last
 * breadcrumb, `doc` the guide (none on a generated category page) and `toc` its headings.
 */
export function guideMainProps(
  site: DocsSite,
  path: string,
  label: string,
  doc: DocMeta | undefined,
  toc: TocEntry[],
): Omit<GuideMainProps, 'children' | 'actions'> {
  const nav = navigationFor(site, path, label);
  return {
    breadcrumbs: nav.breadcrumbs,
    previous: nav.previous,
    next: nav.next,
    toc: doc?.frontmatter.hide_table_of_contents ? [] : toc,
    foot: doc && {
      file: doc.file,
      lastUpdated: lastUpdated(doc.file),
      tags: doc.frontmatter.tags,
      sources: doc.frontmatter.sources,
    },
  };
}
