import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { Card } from '@/components/mdx/cards';
import { pageMetadata } from '@/lib/content/page-cards';
import { loadPageData } from '@/lib/pages/data';
import { formatReleaseDate } from '@/lib/pages/dates';
import { markdownToText } from '@/lib/pages/markdown';

export const metadata: Metadata = pageMetadata('/');

const isExternal = (href: string) => href.startsWith('https://');

interface CardSectionProps {
  id: string;
  title: string;
  items: { href: string; title: string; body: string }[];
  /** The grid's column count on wide screens (a Tailwind class). */
  columns: 'lg:grid-cols-3' | 'lg:grid-cols-4';
}

function CardSection({ id, title, items, columns }: CardSectionProps) {
  return (
    <section className="mx-auto max-w-[1080px] px-4 pt-14" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className={`mt-6 grid list-none gap-4 p-0 sm:grid-cols-2 ${columns}`}>
        {items.map((item) => (
          <li key={item.href}>
            <Card href={item.href} title={item.title} className="h-full">
              {item.body}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  const { hero, entryPoints, primitives, resources } = loadPageData('home');
  const releases = [...loadPageData('release-notes').releases]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
  return (
    <main id="main-content" className="flex-1">
      <section className="border-b border-[var(--border)] bg-[var(--bg-soft)]">
        <div className="mx-auto max-w-[1080px] px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-[var(--link)] uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-[var(--fg-muted)]">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink
              href={hero.primary.href}
              className="rounded-md bg-[var(--accent)] px-5 py-2.5 font-semibold text-[var(--accent-fg)] no-underline"
            >
              {hero.primary.label}
            </SiteLink>
            <SiteLink
              href={hero.secondary.href}
              className="rounded-md border border-[var(--border)] bg-[var(--bg)] px-5 py-2.5 font-semibold text-[var(--fg)] no-underline"
            >
              {hero.secondary.label}
            </SiteLink>
          </div>
        </div>
      </section>

      <CardSection id="start-building" title="Start building" items={entryPoints} columns="lg:grid-cols-3" />
      <CardSection
        id="primitives"
        title="The primitives at a glance"
        items={primitives}
        columns="lg:grid-cols-4"
      />

      <div className="mx-auto grid max-w-[1080px] gap-10 px-4 py-14 md:grid-cols-2">
        <section aria-labelledby="releases">
          <h2 id="releases" className="text-2xl font-bold">
            Recent releases
          </h2>
          <ul className="mt-4 list-none space-y-4 p-0">
            {releases.map((release) => (
              <li key={release.id}>
                <p className="text-sm text-[var(--fg-muted)]">
                  <time dateTime={release.date}>{formatReleaseDate(release.date, 'short')}</time> ·{' '}
                  {release.area}
                </p>
                <SiteLink href={`/release-notes#${release.id}`} className="font-semibold">
                  {release.title}
                </SiteLink>
                <p className="text-sm text-[var(--fg-muted)]">{markdownToText(release.summary)}</p>
              </li>
            ))}
          </ul>
          <SiteLink href="/release-notes" className="mt-4 inline-block font-medium">
            All release notes
          </SiteLink>
        </section>
        <section aria-labelledby="resources">
          <h2 id="resources" className="text-2xl font-bold">
            Resources and community
          </h2>
          <ul className="mt-4 grid list-none grid-cols-1 gap-2 p-0 sm:grid-cols-2">
            {resources.map((item) =>
              isExternal(item.href) ? (
                <li key={item.href}>
                  <a href={item.href} rel="noopener noreferrer" target="_blank" className="font-medium">
                    {item.title}
                  </a>
                </li>
              ) : (
                <li key={item.href}>
                  <SiteLink href={item.href} className="font-medium">
                    {item.title}
                  </SiteLink>
                </li>
              ),
            )}
          </ul>
        </section>
      </div>
    </main>
  );
}
