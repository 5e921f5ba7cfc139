import 'server-only';
/**
 * What the MCP tools list_pages and get_examples answer: the sidebar as a tree of titles and URLs, and the code
 * examples of a page with their language and how `npm test` checks them (lib/mdx/code-meta.ts): ```ts check
 * blocks are compiled against the pinned SDKs, ```ts run blocks are also executed on a local Intuition chain,
 * ```graphql blocks are checked against the public API's schema; anything else is shown as written.
 */
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { getDocsSite } from '../content';
import { parseMdx } from '../content/markdown';
import { pageSource, staticMarkdownPages } from '../content/markdown-pages';
import type { SidebarItem } from '../content/types';
import { applyHighlightComments, parseCodeMeta } from '../mdx/code-meta';
import { siteConfig } from '../site-config';

/** How the test suite checks an example. */
export type ExampleCheck = 'runs-on-local-chain' | 'compiles' | 'schema-checked' | 'none';

export interface CodeExample {
  language: string;
  /** The file name the block shows (other examples import it as `./name`). */
  title?: string;
  check: ExampleCheck;
  code: string;
}

const CHECK_TEXT: Record<ExampleCheck, string> = {
  'runs-on-local-chain':
    'runs in CI: compiled strictly against the pinned SDKs, then executed on a local Intuition chain (anvil)',
  compiles: 'compiled in CI (strict TypeScript against the pinned SDKs); not executed',
  'schema-checked': "checked in CI against the public GraphQL API's schema",
  none: 'not checked in CI',
};

function checkOf(language: string, meta: string | null | undefined): ExampleCheck {
  const typescript = language === 'ts' || language === 'tsx';
  if (typescript && parseCodeMeta(meta).run) return 'runs-on-local-chain';
  if (typescript && /(^|\s)check(\s|$)/.test(meta ?? '')) return 'compiles';
  if (language === 'graphql') return 'schema-checked';
  return 'none';
}

type PageExamples = { title: string; examples: CodeExample[] };

/**
 * Each page's examples, parsed from its MDX once per process (pages are static; keys are pages that exist, so
 * the map holds at most one entry per page). A development server parses on every call, to show edits.
 */
const examplesCache = new Map<string, PageExamples>();

/** The code examples of the page at `path` (mermaid diagrams are not examples), or undefined for no page. */
export function pageExamples(path: string): PageExamples | undefined {
  const cached = examplesCache.get(path);
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  const parsed = parseExamples(path);
  if (parsed) examplesCache.set(path, parsed);
  return parsed;
}

function parseExamples(path: string): PageExamples | undefined {
  const source = pageSource(path);
  if (!source) return undefined;
  const examples: CodeExample[] = [];
  visit(parseMdx(source.mdx), 'code', (node: Code) => {
    const language = node.lang ?? 'text';
    if (language === 'mermaid') return;
    const meta = parseCodeMeta(node.meta);
    // Outcome assertions stay: they say what the example is expected to do.
    const code = applyHighlightComments(node.value, new Set(), true).code;
    examples.push({
      language,
      ...(meta.title ? { title: meta.title } : {}),
      check: checkOf(language, node.meta),
      code,
    });
  });
  return { title: source.title, examples };
}

/** get_examples' answer as the text a model reads. */
export function formatExamples(path: string, title: string, examples: CodeExample[], only?: string): string {
  const url = `${siteConfig.url}${path}`;
  const chosen = only ? examples.filter((example) => example.language === only) : examples;
  if (chosen.length === 0) {
    return only
      ? `The page "${title}" (${url}) has no ${only} examples; its examples are in: ${[...new Set(examples.map((e) => e.language))].join(', ') || 'none'}.`
      : `The page "${title}" (${url}) has no code examples.`;
  }
  const blocks = chosen.map((example, i) =>
    [
      `## Example ${i + 1}: ${example.language}${example.title ? ` (${example.title})` : ''}`,
      `CI: ${CHECK_TEXT[example.check]}.`,
      '',
      `\`\`\`${example.language}`,
      example.code,
      '```',
    ].join('\n'),
  );
  return `# Code examples of "${title}"\n\nSource: ${url}\n\n${blocks.join('\n\n')}\n`;
}

function treeLines(items: SidebarItem[], depth: number): string[] {
  const indent = '  '.repeat(depth);
  return items.flatMap((item) => {
    if (item.type === 'doc') return [`${indent}- ${item.label}: ${siteConfig.url}${item.href}`];
    const head = item.href
      ? `${indent}- ${item.label}: ${siteConfig.url}${item.href}`
      : `${indent}- ${item.label}`;
    return [head, ...treeLines(item.items, depth + 1)];
  });
}

let pageList: string | undefined;

/** list_pages' answer: the guides' sidebar as an indented tree, then the other pages (built once per process). */
export function formatPageList(): string {
  if (pageList === undefined || process.env.NODE_ENV === 'development') pageList = buildPageList();
  return pageList;
}

function buildPageList(): string {
  const site = getDocsSite();
  const statics = staticMarkdownPages().map((page) => `- ${page.title}: ${siteConfig.url}${page.path}`);
  return [
    `# Pages of the ${siteConfig.title}`,
    '',
    'The guides, in sidebar order (a section with a URL has its own page). Read any page with get_page and ' +
      'its URL; get_examples gives a page\u2019s code examples.',
    '',
    ...treeLines(site.sidebar, 0),
    '',
    '## Other pages',
    '',
    ...statics,
    '',
  ].join('\n');
}
