import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CodeCopyHandler } from '@/components/docs/code-copy.client';
import { renderDoc } from '@/components/docs/doc-content';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { GuideMain, guideMainProps } from '@/components/docs/guide-main';
import { pageActionLinks } from '@/components/docs/page-actions';
import { PageActionsMenu } from '@/components/docs/page-actions.client';
import { ProseHost } from '@/components/docs/prose-host.client';
import { TocHandler } from '@/components/docs/toc-handler.client';
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
  const structured = guideStructuredData(
    path,
    navigationFor(site, path, label).breadcrumbs,
    doc ? { published: firstPublished(doc.file), modified: lastUpdated(doc.file) } : {},
    doc ? 'TechArticle' : 'CollectionPage',
  );
  // What the built guide's <main> holds as static HTML (docs/architecture.md, "How a guide is rendered and
  // hydrated"): handed to the server rendering through the registry, so the page's payload carries the path
  // only. The structured data goes with it (after it: one copy in the HTML, none in the payload).
  const built = doc ? builtProse(path) : undefined;
  if (built !== undefined) {
    registerStaticHtml(path, `${built}<script type="application/ld+json">${jsonLdText(structured)}</script>`);
    return (
      <div className="docs-layout">
        <DocsSidebar items={site.sidebar} path={path} />
        <ProseHost path={path} className="docs-main" />
        <CodeCopyHandler />
      </div>
    );
  }

  // `next dev` (no built file) and the generated category pages: the same <main> as a React tree.
  const rendered = doc ? await renderDoc(doc.body) : undefined;
  return (
    <div className="docs-layout">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structured) }} />
      <DocsSidebar items={site.sidebar} path={path} />
      <main id="main-content" className="docs-main">
        <GuideMain
          {...guideMainProps(site, path, label, doc, rendered?.toc ?? [])}
          actions={<PageActionsMenu {...pageActionLinks(path)} />}
        >
          <div className="markdown">
            <h1>{title}</h1>
            {rendered ? (
              rendered.content
            ) : (
              <>
                {index!.description && <p className="text-lg text-[var(--fg-muted)]">{index!.description}</p>}
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
        </GuideMain>
      </main>
      <TocHandler />
      {rendered && <CodeCopyHandler />}
      {rendered && <TabsHandler />}
    </div>
  );
}
