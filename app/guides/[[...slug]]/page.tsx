import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CodeCopyHandler } from '@/components/docs/code-copy.client';
import { DocFooter } from '@/components/docs/doc-footer';
import { renderDoc } from '@/components/docs/doc-content';
import { DocsBreadcrumbs } from '@/components/docs/docs-breadcrumbs';
import { DocsPager } from '@/components/docs/docs-pager';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { DocsToc, DocsTocCollapsible } from '@/components/docs/docs-toc.client';
import { PageActions } from '@/components/docs/page-actions';
import { ProseHost } from '@/components/docs/prose-host.client';
import { TabsHandler } from '@/components/mdx/tabs-handler.client';
import { Card, CardGrid } from '@/components/mdx/cards';
import { allDocRoutes, getDocsSite, navigationFor, slugToPath } from '@/lib/content';
import { firstPublished, lastUpdated } from '@/lib/content/last-updated';
import { pageMetadata } from '@/lib/content/page-cards';
import { guideStructuredData, jsonLdText } from '@/lib/content/structured-data';
import { ROUTE_BASE } from '@/lib/content/routes';
import { builtProse } from '@/lib/mdx/prose-files';
import { registerStaticHtml } from '@/lib/mdx/prose-registry';

export const dynamicParams = false;

interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

export function generateStaticParams(): { slug: string[] }[] {
  return allDocRoutes(getDocsSite()).map((path) => ({
    slug: path.slice(ROUTE_BASE.length).split('/').filter(Boolean),
  }));
}

function findPage(slug: string[] | undefined) {
  const site = getDocsSite();
  const path = slugToPath(slug);
  const doc = site.docs.find((d) => d.path === path);
  const index = doc ? undefined : site.generatedIndexes.find((g) => g.path === path);
  return { site, path, doc, index };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { slug } = await params;
  const { path, doc, index } = findPage(slug);
  const title = doc?.frontmatter.title ?? index?.title;
  if (!title) return {};
  return { ...pageMetadata(path, { type: doc ? 'article' : 'website' }), keywords: doc?.frontmatter.tags };
}

export default async function GuidePage({ params }: PageProps) {
  const { slug } = await params;
  const { site, path, doc, index } = findPage(slug);
  if (!doc && !index) notFound();

  const title = doc ? doc.frontmatter.title : index!.title;
  const label = doc ? (doc.frontmatter.sidebar_label ?? doc.frontmatter.title) : index!.title;
  const nav = navigationFor(site, path, label);
  const rendered = doc ? await renderDoc(doc.body) : undefined;
  const toc = rendered && !doc?.frontmatter.hide_table_of_contents ? rendered.toc : [];
  // The built guide's title and prose as static HTML (docs/architecture.md, "How a guide is rendered"): handed
  // to the server rendering through the registry, so the page's payload carries the path only.
  const prose = doc ? builtProse(path) : undefined;
  const structured = guideStructuredData(
    path,
    nav.breadcrumbs,
    doc ? { published: firstPublished(doc.file), modified: lastUpdated(doc.file) } : {},
    doc ? 'TechArticle' : 'CollectionPage',
  );
  const structuredScript = `<script type="application/ld+json">${jsonLdText(structured)}</script>`;
  // The structured data goes with the prose (after it, so the text's first element is still the title): one
  // copy in the HTML, none in the payload.
  if (prose !== undefined) registerStaticHtml(path, `${prose}${structuredScript}`);

  return (
    <div className="docs-layout">
      {prose === undefined && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structured) }} />
      )}
      <DocsSidebar items={site.sidebar} path={path} />
      <main id="main-content" className={toc.length > 0 ? 'docs-main' : 'docs-main no-toc'}>
        <article className="min-w-0">
          <div className="flex flex-wrap items-start gap-x-4">
            <DocsBreadcrumbs items={nav.breadcrumbs} />
            <PageActions path={path} />
          </div>
          {toc.length > 0 && <DocsTocCollapsible entries={toc} />}
          {prose !== undefined ? (
            <ProseHost path={path} className="markdown" />
          ) : (
            <div className="markdown">
              <h1>{title}</h1>
              {rendered ? (
                rendered.content
              ) : (
                <>
                  {index!.description && (
                    <p className="text-lg text-[var(--fg-muted)]">{index!.description}</p>
                  )}
                  <CardGrid>
                    {index!.cards.map((card) => (
                      <Card key={card.href} href={card.href} title={card.title}>
                        {card.description}
                      </Card>
                    ))}
                  </CardGrid>
                </>
              )}
            </div>
          )}
          {doc && (
            <DocFooter
              file={doc.file}
              lastUpdated={lastUpdated(doc.file)}
              tags={doc.frontmatter.tags}
              sources={doc.frontmatter.sources}
            />
          )}
          <DocsPager previous={nav.previous} next={nav.next} />
        </article>
        {toc.length > 0 && <DocsToc entries={toc} />}
      </main>
      {rendered && <CodeCopyHandler />}
      {rendered && prose === undefined && <TabsHandler />}
    </div>
  );
}
