/**
 * The `sources` frontmatter of the guides: which pages must name what their facts were checked against, how a
 * source is written out ("0xIntuition/intuition-expo@8272992") and linked, and the list of pages by the age of
 * their oldest check (what `npm run content:sources` prints).
 */
import { ContentError } from '../content-error';
import type { PageSource } from './frontmatter';
import type { DocMeta } from './types';

/**
 * Pages that describe another repository, a package or a contract, by doc id: a folder (every page in it) or a
 * single page. Pages outside these (the vision, the use cases, the guides' home) may still list sources.
 */
export const SOURCES_REQUIRED_FOR = [
  'architecture/',
  'graphql/',
  'intuition-ai/',
  'primitives/',
  'quickstart/',
  'run-node/',
  'sdks/',
  'smart-contracts/',
  'template-apps/',
  'overview/the-economics',
  'overview/the-primitives',
] as const;

export function sourcesRequired(docId: string): boolean {
  return SOURCES_REQUIRED_FOR.some((rule) => (rule.endsWith('/') ? docId.startsWith(rule) : docId === rule));
}

/** Pages that must list sources and do not: one error naming every file, so an editor fixes them in one go. */
export function assertSourcesPresent(docs: readonly DocMeta[]): void {
  const missing = docs.filter((doc) => sourcesRequired(doc.id) && !doc.frontmatter.sources?.length);
  if (missing.length === 0) return;
  throw new ContentError(
    missing[0]!.file,
    `field "sources" is required on pages about a repository, package or contract (${SOURCES_REQUIRED_FOR.join(', ')}); missing in ${missing.map((d) => d.file).join(', ')}`,
  );
}

/** "0xIntuition/intuition-expo@8272992" or "@0xintuition/protocol@2.0.2". */
export function sourceLabel(source: PageSource): string {
  return source.repo ? `${source.repo}@${source.commit!.slice(0, 7)}` : `${source.package}@${source.version}`;
}

/** The checked file at its commit on GitHub, or the package version on npm. */
export function sourceUrl(source: PageSource): string {
  if (source.repo) return `https://github.com/${source.repo}/blob/${source.commit}/${source.path}`;
  return `https://www.npmjs.com/package/${source.package}/v/${source.version}`;
}

export interface SourcedPage {
  file: string;
  path: string;
  /** The earliest `checked` date among the page's sources: the part most likely to have gone stale. */
  oldest: string;
  sources: PageSource[];
}

/** Pages with sources, oldest check first; ties by file name, so the output is stable. */
export function pagesByAgeOfSources(docs: readonly DocMeta[]): SourcedPage[] {
  return docs
    .filter((doc) => doc.frontmatter.sources?.length)
    .map((doc) => {
      const sources = doc.frontmatter.sources!;
      const oldest = sources.map((s) => s.checked).sort()[0]!;
      return { file: doc.file, path: doc.path, oldest, sources };
    })
    .sort((a, b) => a.oldest.localeCompare(b.oldest) || a.file.localeCompare(b.file));
}

/** Days from `date` (YYYY-MM-DD) to `now`, whole days. */
export function daysSince(date: string, now: Date = new Date()): number {
  return Math.floor((now.getTime() - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

/** The listing as text lines: one block per page, the oldest first. */
export function formatSourcesReport(pages: readonly SourcedPage[], now: Date = new Date()): string {
  if (pages.length === 0) return 'No page lists sources.';
  return pages
    .map((page) => {
      const head = `${page.oldest} (${daysSince(page.oldest, now)} days)  ${page.file}`;
      const lines = page.sources.map(
        (s) => `    ${s.checked}  ${sourceLabel(s)}${s.path ? ` ${s.path}` : ''}`,
      );
      return [head, ...lines].join('\n');
    })
    .join('\n');
}
