import { Card } from '@/components/mdx/cards';
import { StaticPage, staticPageMetadata } from '@/components/pages/static-page';
import { loadPageData } from '@/lib/pages/data';
import { renderInlineMarkdown, renderMarkdown } from '@/lib/pages/markdown';
import { DATA_PAGES } from '@/lib/pages/routes';

const { title: TITLE, description: DESCRIPTION } = DATA_PAGES['/community-packages'];

export const metadata = staticPageMetadata('/community-packages');

export default function CommunityPackagesPage() {
  const { packages, submit } = loadPageData('community-packages');
  return (
    <StaticPage title={TITLE} lead={DESCRIPTION}>
      <section aria-labelledby="packages" className="mt-8">
        <h2 id="packages" className="text-2xl font-semibold">
          Packages and kits
        </h2>
        <ul className="mt-4 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2">
          {packages.map((item) => (
            <li key={item.name}>
              <Card
                href={item.url}
                title={item.name}
                eyebrow={item.author ? `${item.kind} · by ${item.author}` : item.kind}
                className="h-full"
              >
                {renderInlineMarkdown(item.description, { links: false })}
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {/* The heading sits inside the Markdown block, so the search index reads the steps under it. */}
      <section aria-labelledby="submit" className="markdown mt-12">
        <h2 id="submit" className="text-2xl font-semibold">
          Get your package listed
        </h2>
        <ol className="mt-4 list-decimal pl-6">
          {submit.steps.map((step) => (
            <li key={step}>{renderMarkdown(step)}</li>
          ))}
        </ol>
        <p className="mt-4">
          <a href={submit.url} className="font-medium" rel="noopener noreferrer" target="_blank">
            Propose a package
          </a>
        </p>
      </section>
    </StaticPage>
  );
}
