import 'server-only';
/**
 * What the MCP tools answer, apart from the protocol: `searchDocs` ranks the docs' sections with the site's
 * search engine (one result per section, the best hit of each), and `findPageMarkdown` reads a page's Markdown
 * from whatever address a client has (a path, a full URL, with `.md`, a query or an anchor).
 */
import { markdownPath, pageMarkdown, pageOfMarkdownAddress } from '../content/markdown-pages';
import { normalizePathname, ROUTE_BASE } from '../content/routes';
import type { SearchEngine } from '../search/engine';
import { snippet } from '../search/highlight';
import type { DocRecord, RecordLevel } from '../search/records';
import { rewritePhrases, synonymsOf } from '../search/synonyms';
import { queryTerms } from '../search/text';
import { siteConfig } from '../site-config';
import { withoutTrailingSlashes } from '../server/trim';

export interface SectionResult {
  /** The headings above the hit, page title first: `Atoms › Creating atoms`. */
  title: string;
  /** Absolute URL with the section's anchor. */
  url: string;
  /** Plain text around the first matched word ('' for a heading whose section text did not match). */
  snippet: string;
}

const LEVELS: RecordLevel[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const SNIPPET_WORDS = 40;
const NO_TAGS = { pre: '', post: '' };
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function plainSnippet(text: string, words: string[]): string {
  return snippet(text, words, SNIPPET_WORDS, NO_TAGS, '…').value.replace(
    /&(?:amp|lt|gt|quot|#39);/g,
    (entity) => ENTITIES[entity]!,
  );
}

function titlePath(record: DocRecord): string {
  const last = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type as RecordLevel) + 1;
  return LEVELS.slice(0, Math.max(1, last))
    .map((level) => record.hierarchy[level])
    .filter((heading): heading is string => Boolean(heading))
    .join(' › ');
}

/** The best `limit` sections for the query, best first, and how many records matched in all. */
export function searchDocs(
  engine: SearchEngine,
  query: string,
  limit: number,
): { results: SectionResult[]; nbHits: number } {
  // A section can match in its heading and in several paragraphs: ask for more hits than sections, and enough
  // of them that a heading hit usually finds its section's text among them for its snippet.
  const { hits, nbHits } = engine.search(query, { limit: Math.max(limit * 5, 50) });
  const words = [
    ...new Set([
      ...queryTerms(rewritePhrases(query)).flatMap((term) => synonymsOf(term)),
      ...hits.flatMap((hit) => hit.typoWords),
    ]),
  ];
  // A heading hit takes its snippet from the best paragraph hit of the same section, when there is one.
  const textOf = new Map<string, string>();
  for (const { record } of hits) {
    if (record.content && !textOf.has(record.url)) textOf.set(record.url, record.content);
  }
  const results: SectionResult[] = [];
  const seen = new Set<string>();
  for (const { record } of hits) {
    if (seen.has(record.url)) continue;
    seen.add(record.url);
    const text = textOf.get(record.url);
    results.push({
      title: titlePath(record),
      url: `${siteConfig.url}${record.url}`,
      snippet: text ? plainSnippet(text, words) : '',
    });
    if (results.length === limit) break;
  }
  return { results, nbHits };
}

/** The search results as the text a model reads. */
export function formatSearchResults(query: string, results: SectionResult[]): string {
  if (results.length === 0) {
    return (
      `No section of the docs matches "${query}". Try fewer or other words (for example a contract, ` +
      `function or GraphQL field name), or browse the list of pages at ${siteConfig.url}/llms.txt.`
    );
  }
  const lines = results.map((result, i) =>
    [
      `${i + 1}. ${result.title}`,
      `   ${result.url}`,
      ...(result.snippet ? [`   ${result.snippet}`] : []),
    ].join('\n'),
  );
  return (
    `Sections of the Intuition docs for "${query}", best first:\n\n${lines.join('\n\n')}\n\n` +
    'Read a whole page with get_page and its URL.'
  );
}

/** The page path a client meant: `https://…/guides/x.md#y?z` → `/guides/x`. */
export function pagePathFrom(input: string): string {
  let value = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      // Not a URL after all: read it as a path.
    }
  }
  value = withoutTrailingSlashes(value.split(/[?#]/)[0] ?? '').replace(/\.md$/i, '');
  // `/index.md`, the home page's Markdown address in llms.txt, names the home page.
  return pageOfMarkdownAddress(normalizePathname(value));
}

/** The Markdown of the page a client names, trying the path also below /guides (`primitives/atoms`). */
export function findPageMarkdown(input: string): { path: string; markdown: string } | undefined {
  const path = pagePathFrom(input);
  const candidates =
    path.startsWith(`${ROUTE_BASE}/`) || path === ROUTE_BASE ? [path] : [path, ROUTE_BASE + path];
  for (const candidate of candidates) {
    const markdown = pageMarkdown(candidate);
    if (markdown !== undefined) return { path: candidate, markdown };
  }
  return undefined;
}

/** Why a page was not found, with pages whose words are close to the address asked for. */
export function pageNotFoundMessage(input: string, engine: SearchEngine | undefined): string {
  const path = pagePathFrom(input);
  // Only the words the index knows (as typed or with a typo): a query with a word it does not know finds nothing.
  const words = path
    .split(/[/_-]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word && engine && (engine.has(word) || engine.nearWords(word).length > 0))
    .join(' ');
  const similar = engine && words ? searchDocs(engine, words, 10).results : [];
  const suggestions = [
    ...new Set(
      similar
        .map((result) => new URL(result.url).pathname)
        .filter((candidate) => pageMarkdown(candidate) !== undefined),
    ),
  ].slice(0, 3);
  return [
    `No page of the Intuition docs at "${input}".`,
    'Pass a page path such as /guides/primitives/atoms (a full URL, a trailing .md or a #anchor also work).',
    'To find pages, call search_docs with a few words; every page is listed at ' +
      `${siteConfig.url}/llms.txt (each link there is a page's Markdown, ${markdownPath('/guides')} for example).`,
    ...(suggestions.length > 0 ? [`Pages with similar words: ${suggestions.join(', ')}.`] : []),
  ].join('\n');
}
