import 'server-only';
/**
 * The Markdown bodies of the pages built from data files (content/pages/data/*.json: the FAQ, apps, community
 * packages, whitepapers, release notes) and of the home page, from the same data their HTML is rendered from,
 * with the same sections in the same order. The data's own strings are Markdown already (answers, summaries);
 * names and titles are escaped.
 */
import { loadPageData } from '../pages/data';
import { formatReleaseDate } from '../pages/dates';
import { DATA_PAGES, type DataPageRoute } from '../pages/routes';
import { siteConfig } from '../site-config';

/** A plain string as Markdown text (no emphasis, links or HTML read into it). */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>#|]/g, '\\$&');

const link = (label: string, href: string) => `[${escapeMarkdown(label)}](${href})`;
const item = (label: string, href: string, description?: string) =>
  `- ${link(label, href)}${description ? `: ${description.replace(/\s*\n\s*/g, ' ')}` : ''}`;
const section = (title: string, ...blocks: string[]) => [`## ${escapeMarkdown(title)}`, ...blocks].join('\n\n');

function faq(): string {
  const { topics } = loadPageData('faq');
  return topics
    .map((topic) =>
      section(
        topic.title,
        ...topic.questions.map((q) => `### ${q.question.replace(/\s*\n\s*/g, ' ')}\n\n${q.answer}`),
      ),
    )
    .join('\n\n');
}

function apps(): string {
  const { categories, apps: all } = loadPageData('apps');
  return categories
    .map((category) =>
      section(
        category.label,
        all
          .filter((app) => app.category === category.id)
          .map((app) => item(app.name, app.url, app.description))
          .join('\n'),
      ),
    )
    .join('\n\n');
}

function communityPackages(): string {
  const { packages, submit } = loadPageData('community-packages');
  const line = (p: (typeof packages)[number]) =>
    item(p.name, p.url, `${p.description} (${p.author ? `${p.kind}, by ${p.author}` : p.kind})`);
  return [
    section('Packages and kits', packages.map(line).join('\n')),
    section(
      'Get your package listed',
      submit.steps.map((step, i) => `${i + 1}. ${step.replace(/\s*\n\s*/g, ' ')}`).join('\n'),
      link('Propose a package', submit.url),
    ),
  ].join('\n\n');
}

function whitepapers(): string {
  return loadPageData('whitepapers')
    .papers.map((paper) =>
      section(
        paper.title,
        ...([paper.authors, paper.date].filter(Boolean).length
          ? [escapeMarkdown([paper.authors, paper.date].filter(Boolean).join(' · '))]
          : []),
        paper.summary,
        link('Read the paper', paper.url),
      ),
    )
    .join('\n\n');
}

const newestFirst = () =>
  [...loadPageData('release-notes').releases].sort((a, b) => b.date.localeCompare(a.date));

function releaseNotes(): string {
  return [
    `Follow them with the ${link('RSS feed', '/release-notes/rss.xml')}.`,
    ...newestFirst().map((release) =>
      section(
        release.title,
        escapeMarkdown(
          [formatReleaseDate(release.date), release.area, release.version].filter(Boolean).join(' · '),
        ),
        release.summary,
        ...(release.links.length ? [release.links.map((l) => item(l.label, l.url)).join('\n')] : []),
      ),
    ),
  ].join('\n\n');
}

function home(): string {
  const { hero, entryPoints, primitives, resources } = loadPageData('home');
  const cards = (items: { title: string; href: string; body: string }[]) =>
    items.map((card) => item(card.title, card.href, card.body)).join('\n');
  return [
    `${escapeMarkdown(hero.title)}\n\n${hero.lead}`,
    `${link(hero.primary.label, hero.primary.href)} · ${link(hero.secondary.label, hero.secondary.href)}`,
    section('Start building', cards(entryPoints)),
    section('The primitives at a glance', cards(primitives)),
    section(
      'Recent releases',
      newestFirst()
        .slice(0, 3)
        .map((r) => item(r.title, `/release-notes#${r.id}`, `${formatReleaseDate(r.date)}, ${r.area}`))
        .join('\n'),
      link('All release notes', '/release-notes'),
    ),
    section('Resources and community', resources.map((r) => item(r.title, r.href)).join('\n')),
  ].join('\n\n');
}

const BODIES: Record<DataPageRoute | '/', () => string> = {
  '/': home,
  '/faq': faq,
  '/apps': apps,
  '/community-packages': communityPackages,
  '/whitepapers': whitepapers,
  '/release-notes': releaseNotes,
};

export type DataMarkdownRoute = keyof typeof BODIES;

/** The pages this module writes, with the title and description their HTML shows. */
export const DATA_MARKDOWN_PAGES: { path: DataMarkdownRoute; title: string; description: string }[] = [
  { path: '/', title: siteConfig.title, description: siteConfig.tagline },
  ...Object.entries(DATA_PAGES).map(([path, page]) => ({ path: path as DataPageRoute, ...page })),
];

export const isDataMarkdownRoute = (path: string): path is DataMarkdownRoute => Object.hasOwn(BODIES, path);

/** The Markdown body of a data page (plain Markdown, no MDX). */
export function dataPageBody(path: DataMarkdownRoute): string {
  return BODIES[path]();
}
