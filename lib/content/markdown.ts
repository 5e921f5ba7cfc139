import 'server-only';
/**
 * Pages as clean Markdown, for machines (llms.txt, the `.md` addresses, the MCP server) and for readers who
 * paste a page into an assistant. The MDX is parsed as the site parses it (same preprocessing, GFM, directives,
 * MDX), then every construct that only the site's renderer understands becomes its plain-Markdown equivalent:
 * - admonitions → blockquotes that start with `**Note:**` (or the admonition's own title in bold);
 * - `<Tabs>` → every tab, each under its label in bold; ```` ```bash npm2yarn ```` → the npm, Yarn and pnpm variants;
 * - `<CardGrid>` / `<Card>` → a list of links with the card's text; `<Mermaid chart>` → a ```` ```mermaid ```` block;
 * - `<QueryRunner />` → a line naming the GraphQL endpoints (the runner has no query of its own: it runs the
 *   page's GraphQL blocks, which stay in the Markdown as they are);
 * - other JSX → its children; imports, exports and `{expressions}` are dropped (string literals are kept);
 * - explicit heading ids (`{#id}`), code-fence options (`check`, `title=…`, line ranges) and highlight markers
 *   are removed; a code block's title becomes a line before it;
 * - root-relative links and same-page anchors become absolute URLs, so the text works anywhere.
 * Anything left that Markdown cannot express makes stringifying throw, which the tests run on every page.
 */
import type {
  Blockquote,
  Code,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { applyHighlightComments, npmToYarnAndPnpm, parseCodeMeta } from '../mdx/code-meta';
import {
  RUNS_ON_CHAIN_CLAIMS_INTRO,
  RUNS_ON_CHAIN_SENTENCE,
  runsOnChainClaims,
  runsOnChainFiles,
} from './runs-on-chain-note';
import { evidenceLink } from '../evidence';
import { preprocessMdx } from '../mdx/preprocess';
import { DEFAULT_TITLES, directiveAsText, isAdmonition } from '../mdx/remark-admonitions';
import { installSnippets } from './mcp-install-snippets';
import { GRAPHQL_ENDPOINTS, siteConfig } from '../site-config';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Context {
  /** Absolute URL of the page: same-page anchors resolve against it. */
  pageUrl: string;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();
const plainParser = unified().use(remarkParse).use(remarkGfm).freeze();
const stringifier = unified()
  // Tables unpadded: padding every cell to its column's width would mostly add spaces.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  })
  .freeze();

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const link = (url: string, label: string): Link => ({ type: 'link', url, children: [text(label)] });

/** A root-relative link or a same-page anchor as an absolute URL; other URLs as written. */
function absolute(url: string, context: Context): string {
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteConfig.url}${url}`;
  if (url.startsWith('#')) return `${context.pageUrl}${url}`;
  return url;
}

/** The text of a JavaScript string literal (quotes or a template without substitutions), else undefined. */
function stringLiteral(source: string): string | undefined {
  const match = /^\s*(['"`])([\s\S]*)\1\s*$/.exec(source);
  if (!match || (match[1] === '`' && match[2]!.includes('${'))) return undefined;
  const body = match[2]!;
  return match[1] === '`' ? body : body.replace(/\\(['"\\])/g, '$1').replace(/\\n/g, '\n');
}

function attribute(node: JsxElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (typeof attr.value === 'string') return attr.value;
    if (attr.value && typeof attr.value === 'object') return stringLiteral(attr.value.value);
  }
  return undefined;
}

function isJsx(node: RootContent, name?: string): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (name === undefined || node.name === name)
  );
}

/** A JSX element's children, with paragraphs that only hold JSX elements (one-line markup) unwrapped. */
function elementChildren(node: JsxElement): RootContent[] {
  return (node.children as RootContent[]).flatMap((child): RootContent[] => {
    if (child.type !== 'paragraph') return [child];
    const meaningful = child.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    return meaningful.length > 0 && meaningful.every((c) => isJsx(c)) ? meaningful : [child];
  });
}

const isPhrasing = (node: RootContent): node is PhrasingContent =>
  [
    'text',
    'emphasis',
    'strong',
    'delete',
    'inlineCode',
    'break',
    'link',
    'linkReference',
    'image',
    'imageReference',
    'footnoteReference',
  ].includes(node.type);

/** Flow content from converted nodes: runs of phrasing content become paragraphs. */
function asFlow(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

function convertAll(nodes: readonly RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((node) => convert(node, context));
}

function convert(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return [];
    case 'mdxTextExpression': {
      const literal = stringLiteral(node.value);
      return literal ? [text(literal)] : [];
    }
    case 'containerDirective':
      return isAdmonition(node.name) ? [admonition(node, context)] : asFlow(convertAll(node.children, context));
    case 'leafDirective':
      return [paragraph(directiveAsText(node))];
    case 'textDirective':
      return directiveAsText(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, context);
    case 'heading': {
      const children = convertAll(node.children, context) as PhrasingContent[];
      const last = children[children.length - 1];
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[A-Za-z0-9_-]+\}\s*$/, '');
      return [{ ...node, children }];
    }
    case 'code':
      return code(node);
    case 'link':
      return [
        { ...node, url: absolute(node.url, context), children: convertAll(node.children, context) } as Link,
      ];
    case 'image':
    case 'definition':
      return [{ ...node, url: absolute(node.url, context) }];
    case 'paragraph': {
      const children = convertAll(node.children, context) as PhrasingContent[];
      const empty = children.every((c) => c.type === 'text' && c.value.trim() === '');
      return empty ? [] : [{ ...node, children }];
    }
    default:
      // Every other node keeps its type; its children are converted in place (a list keeps list items, a
      // table keeps rows), so the parent's content model holds.
      return 'children' in node
        ? [{ ...node, children: convertAll(node.children as RootContent[], context) } as RootContent]
        : [node];
  }
}

function admonition(node: ContainerDirective, context: Context): Blockquote {
  const name = node.name as keyof typeof DEFAULT_TITLES;
  const children = [...node.children] as RootContent[];
  const first = children[0];
  let title: string | undefined;
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    title = toString(first);
    children.shift();
  }
  const body = asFlow(convertAll(children, context));
  if (title && title !== DEFAULT_TITLES[name]) {
    return { type: 'blockquote', children: [paragraph([strong(title)]), ...body] as Blockquote['children'] };
  }
  const label = strong(`${DEFAULT_TITLES[name]}:`);
  const lead = body[0];
  if (lead?.type === 'paragraph') {
    lead.children = [label, text(' '), ...lead.children];
    return { type: 'blockquote', children: body as Blockquote['children'] };
  }
  return { type: 'blockquote', children: [paragraph([label]), ...body] as Blockquote['children'] };
}

function code(node: Code): RootContent[] {
  const meta = parseCodeMeta(node.meta);
  const value = applyHighlightComments(node.value, new Set()).code;
  const caption = meta.title ? [paragraph([{ type: 'inlineCode', value: meta.title }, text(':')])] : [];
  if (meta.npm2yarn) {
    const variants = npmToYarnAndPnpm(value);
    const labels = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm' } as const;
    return [
      ...caption,
      ...(Object.keys(variants) as (keyof typeof variants)[]).flatMap((tool): RootContent[] => [
        paragraph([strong(labels[tool])]),
        { type: 'code', lang: node.lang, meta: null, value: variants[tool] },
      ]),
    ];
  }
  return [...caption, { type: 'code', lang: node.lang, meta: null, value }];
}

/**
 * The MDX components that have a Markdown form (the cases of `jsx` below). Any other capitalized component
 * would lose its meaning in Markdown (only its children are kept): the Markdown audit (./markdown-audit.ts,
 * run on every page by the tests) fails on it, so a new component gets its case here first.
 */
export const COMPONENTS_WITH_MARKDOWN_FORM = [
  'Tabs',
  'TabItem',
  'CardGrid',
  'Card',
  'Mermaid',
  'QueryRunner',
  'RunsOnChain',
  'ConnectDocsMcp',
  'Evidence',
] as const;

function jsx(node: JsxElement, context: Context): RootContent[] {
  const inline = node.type === 'mdxJsxTextElement';
  switch (node.name) {
    case 'Tabs':
      return elementChildren(node).flatMap((child) =>
        isJsx(child, 'TabItem') ? tabItem(child, context) : convert(child, context),
      );
    case 'TabItem':
      return tabItem(node, context);
    case 'CardGrid':
      return cardGrid(node, context);
    case 'Card':
      return inline ? cardPhrasing(node, context) : [{ type: 'list', ordered: false, children: [card(node, context)] }];
    case 'Mermaid': {
      const chart = attribute(node, 'chart');
      return chart ? [{ type: 'code', lang: 'mermaid', meta: null, value: chart.trim() }] : [];
    }
    case 'QueryRunner': {
      const endpoints = GRAPHQL_ENDPOINTS.flatMap((endpoint, i): PhrasingContent[] => [
        text(i === 0 ? '' : ', '),
        { type: 'inlineCode', value: endpoint.url },
        text(` (${endpoint.label})`),
      ]);
      return [paragraph([text('The GraphQL examples on this page run against these endpoints: '), ...endpoints, text('.')])];
    }
    case 'RunsOnChain': {
      const links = runsOnChainFiles(attribute(node, 'tests')).flatMap(({ file, href }, i): PhrasingContent[] => [
        text(i === 0 ? '' : ', '),
        { type: 'link', url: href, children: [{ type: 'inlineCode', value: file }] },
      ]);
      const note = paragraph([text(RUNS_ON_CHAIN_SENTENCE), ...links, text('.')]);
      const claims = runsOnChainClaims(attribute(node, 'claims'));
      if (claims.length === 0) return [note];
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: claims.map(({ name, href }) => ({
          type: 'listItem',
          spread: false,
          children: [paragraph([{ type: 'link', url: href, children: [text(name)] }])],
        })),
      };
      return [note, paragraph([text(RUNS_ON_CHAIN_CLAIMS_INTRO)]), list];
    }
    case 'ConnectDocsMcp':
      return installSnippets().flatMap((snippet): RootContent[] => [
        { type: 'heading', depth: 4, children: [text(snippet.client)] },
        (parser.parse(snippet.where) as Root).children[0] as Paragraph,
        { type: 'code', lang: snippet.language, meta: null, value: snippet.code },
      ]);
    case 'Evidence': {
      const link = evidenceLink({ test: attribute(node, 'test'), source: attribute(node, 'source') });
      return link ? [text('('), { type: 'link', url: link.href, children: [text(link.label)] }, text(')')] : [];
    }
    case 'a': {
      const href = attribute(node, 'href');
      const children = convertAll(node.children as RootContent[], context) as PhrasingContent[];
      return href ? [{ type: 'link', url: absolute(href, context), children }] : children;
    }
    case 'br':
      return [{ type: 'break' }];
    default: {
      const children = convertAll(node.children as RootContent[], context);
      return inline ? children : asFlow(children);
    }
  }
}

function tabItem(node: JsxElement, context: Context): RootContent[] {
  const label = attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab';
  return [paragraph([strong(label)]), ...asFlow(convertAll(node.children as RootContent[], context))];
}

function cardParts(node: JsxElement, context: Context): { head: PhrasingContent; body: RootContent[] } {
  const href = attribute(node, 'href') ?? '';
  const title = attribute(node, 'title') ?? href;
  return {
    head: href ? link(absolute(href, context), title) : strong(title),
    body: asFlow(convertAll(node.children as RootContent[], context)),
  };
}

/** The text of a card that is one paragraph, else undefined. */
function singleParagraph(body: RootContent[]): PhrasingContent[] | undefined {
  return body.length === 1 && body[0]!.type === 'paragraph' ? body[0].children : undefined;
}

/** A card inside a paragraph: its title linked, then its text. */
function cardPhrasing(node: JsxElement, context: Context): PhrasingContent[] {
  const { head, body } = cardParts(node, context);
  const lead = singleParagraph(body);
  return lead ? [head, text(': '), ...lead] : [head];
}

/** A card as a list item: its title linked, then its text (below the link when it is more than a paragraph). */
function card(node: JsxElement, context: Context): ListItem {
  const { head, body } = cardParts(node, context);
  const lead = singleParagraph(body);
  const children = lead
    ? [paragraph([head, text(': '), ...lead])]
    : [paragraph([head]), ...(body as ListItem['children'])];
  return { type: 'listItem', spread: false, children };
}

function cardGrid(node: JsxElement, context: Context): RootContent[] {
  const out: RootContent[] = [];
  let list: List | undefined;
  for (const child of elementChildren(node)) {
    if (isJsx(child, 'Card')) {
      if (!list) {
        list = { type: 'list', ordered: false, spread: false, children: [] };
        out.push(list);
      }
      list.children.push(card(child, context));
    } else {
      const converted = convert(child, context);
      if (converted.length > 0) list = undefined;
      out.push(...asFlow(converted));
    }
  }
  return out;
}

function stringify(children: RootContent[]): string {
  const root: Root = { type: 'root', children: asFlow(children) };
  return stringifier.stringify(root).trim();
}

/** An MDX body parsed as the Markdown renderer reads it (the site's preprocessing, GFM, directives, MDX). */
export function parseMdx(source: string): Root {
  return parser.parse(preprocessMdx(source)) as Root;
}

/** An MDX body as Markdown. */
export function mdxToMarkdown(source: string, pageUrl: string): string {
  const tree = parser.parse(preprocessMdx(source)) as Root;
  return stringify(convertAll(tree.children, { pageUrl }));
}

export interface MarkdownPageInput {
  title: string;
  description?: string;
  /** The page's path on the site, e.g. `/guides/primitives/atoms`. */
  path: string;
  /** The page's MDX body. */
  mdx?: string;
  /** A body in plain Markdown (GFM, no MDX: the pages built from data files). */
  markdown?: string;
  /** Pages listed after the body (a generated index page's cards). */
  links?: { title: string; href: string; description?: string }[];
}

/**
 * Where an agent that was handed this Markdown is: the site, the index of every page (llms.txt) and the MCP
 * server (the page's title and canonical URL are the lines above it).
 */
function whereYouAre(): PhrasingContent[] {
  const llms = `${siteConfig.url}/llms.txt`;
  const mcp = `${siteConfig.url}/api/mcp`;
  return [
    text(`A page of the ${siteConfig.title} (`),
    link(siteConfig.url, siteConfig.url),
    text('). Every page: '),
    link(llms, llms),
    text('. Search and read these docs over MCP (Streamable HTTP): '),
    link(mcp, mcp),
    text('.'),
  ];
}

/**
 * A whole page: `# Title`, the description as a blockquote, `Source: <URL>` (the canonical URL), a line that
 * names the site, its llms.txt index and its MCP endpoint, then the body and links.
 */
export function renderMarkdownPage(page: MarkdownPageInput): string {
  const pageUrl = `${siteConfig.url}${page.path}`;
  const context: Context = { pageUrl };
  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(page.title)] },
    ...(page.description
      ? [{ type: 'blockquote', children: [paragraph([text(page.description)])] } satisfies Blockquote]
      : []),
    paragraph([text('Source: '), link(pageUrl, pageUrl)]),
    paragraph(whereYouAre()),
  ];
  const body = page.mdx
    ? convertAll((parser.parse(preprocessMdx(page.mdx)) as Root).children, context)
    : page.markdown
      ? convertAll((plainParser.parse(page.markdown) as Root).children, context)
      : [];
  const links: RootContent[] =
    page.links && page.links.length > 0
      ? [
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: page.links.map(
              (item): ListItem => ({
                type: 'listItem',
                spread: false,
                children: [
                  paragraph([
                    link(absolute(item.href, context), item.title),
                    ...(item.description ? [text(`: ${item.description}`)] : []),
                  ]),
                ],
              }),
            ),
          },
        ]
      : [];
  return `${stringify([...head, ...body, ...links])}\n`;
}
