import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = {
  title: { absolute: siteConfig.title },
  description: siteConfig.tagline,
  alternates: { canonical: '/' },
  openGraph: { title: siteConfig.title, description: siteConfig.tagline, url: '/' },
};

const START = [
  {
    href: '/guides/overview/the-primitives',
    title: 'Understand the primitives',
    body: 'Atoms name anything, triples connect atoms into claims, and signal measures how much support each one has.',
  },
  {
    href: '/guides/overview/the-economics',
    title: 'See how value flows',
    body: 'Deposits buy shares on bonding curves; fees reward the people who staked on useful data first.',
  },
  {
    href: '/guides/category/using-the-primitives',
    title: 'Build with the primitives',
    body: 'Create atoms and triples, stake on claims and read the graph with viem and the @0xintuition packages.',
  },
];

export default function HomePage() {
  return (
    <main id="main-content" className="flex-1">
      <section className="border-b border-[var(--border)] bg-[var(--bg-soft)]">
        <div className="mx-auto max-w-[1080px] px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-[var(--link)] uppercase">
            Intuition developer documentation
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">
            Verifiable data, identity and reputation your app can plug into
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-[var(--fg-muted)]">
            Intuition is an open knowledge graph where every claim has a market behind it. Query signed,
            staked claims instead of building your own reputation layer, and earn when the data you publish
            gets used.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink
              href="/guides"
              className="rounded-md bg-[var(--accent)] px-5 py-2.5 font-semibold text-[var(--accent-fg)] no-underline"
            >
              Read the guides
            </SiteLink>
            <SiteLink
              href="/guides/overview"
              className="rounded-md border border-[var(--border)] bg-[var(--bg)] px-5 py-2.5 font-semibold text-[var(--fg)] no-underline"
            >
              What is Intuition?
            </SiteLink>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-[1080px] px-4 py-14" aria-labelledby="start-here">
        <h2 id="start-here" className="text-2xl font-bold">
          Start here
        </h2>
        <ul className="mt-6 grid list-none gap-4 p-0 md:grid-cols-3">
          {START.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} className="card h-full">
                <span className="card-title block">{item.title}</span>
                <span className="card-body block">{item.body}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
