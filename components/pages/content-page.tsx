import type { Metadata } from 'next';
import { CodeCopyHandler } from '@/components/docs/code-copy.client';
import { renderDoc } from '@/components/docs/doc-content';
import { DocsToc, DocsTocCollapsible } from '@/components/docs/docs-toc';
import { TocHandler } from '@/components/docs/toc-handler.client';
import { PageSources } from '@/components/docs/page-sources';
import { TabsHandler } from '@/components/mdx/tabs-handler.client';
import { pageMetadata } from '@/lib/content/page-cards';
import { loadContentPage } from '@/lib/pages/content-pages';
import type { ContentPageRoute } from '@/lib/pages/routes';

export function contentPageMetadata(route: ContentPageRoute): Metadata {
  return pageMetadata(route);
}

/** A static page written in MDX (content/pages), rendered at build time with the guides' pipeline. */
export async function ContentPage({ route }: { route: ContentPageRoute }) {
  const page = loadContentPage(route);
  const { content, toc } = await renderDoc(page.body);
  const showToc = !page.hideToc && toc.length > 1;
  return (
    <div className="page-layout">
      <main id="main-content" className="docs-main">
        <article className="min-w-0">
          {showToc && <DocsTocCollapsible entries={toc} />}
          <div className="markdown">
            <h1>{page.title}</h1>
            {content}
          </div>
          <PageSources sources={page.sources} />
        </article>
        {showToc && <DocsToc entries={toc} />}
      </main>
      <TocHandler />
      <CodeCopyHandler />
      <TabsHandler />
    </div>
  );
}
