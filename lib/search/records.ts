/**
 * DocSearch-shaped records from a rendered page: one per heading (type lvl1…lvl6) and one per content block
 * (paragraph, list item, table row, code block; type `content`), each with the heading hierarchy above it and
 * a URL to the nearest anchor. Built from the HTML the reader gets, so anchors are exactly the rendered ids.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { DEFAULT_TITLES } from '../mdx/remark-admonitions';
import { CELL_SEPARATOR } from './text';

export type RecordLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<RecordLevel, string | null>;

export interface DocRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordLevel | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: 'en';
  docusaurus_tag: string;
  /** Order of the record on its page (0 = the page title). */
  position: number;
  /**
   * Set on content that is not prose: a code block or a table row (AI answers quote neither as sentences), or a
   * link to this page from another page, indexed as this page's (`link`: "Apps built on Intuition" on the home page
   * is found as the Apps page; AI answers do not quote it).
   */
  block?: 'code' | 'row' | 'link';
  /**
   * The addresses of a content block's links to other sites, each with the text it is written on ("Discord":
   * https://discord.gg/…): the text alone does not say where it leads, and AI answers quote the address with it.
   */
  links?: RecordLink[];
  /**
   * On the first paragraph of a callout with a title of its own, that title: the statement the paragraph explains
   * ("The function is increase_amount_and_time" above "Some published docs call it …"), which AI answers quote
   * with it.
   */
  opens?: string;
  /**
   * On a code block with a title, the title: mostly the file the code goes in ("app/api/pin/route.ts"), which AI
   * answers show above the code.
   */
  caption?: string;
}

export interface RecordLink {
  text: string;
  href: string;
}

export const GUIDES_TAG = 'docs-guides-current';
export const DEFAULT_TAG = 'default';
const MAX_CONTENT = 1_500;
const CONTENT_TAGS = new Set(['p', 'li', 'tr', 'pre', 'dd', 'dt', 'figcaption', 'blockquote']);
const SKIP_TAGS = new Set(['nav', 'button', 'script', 'style', 'svg', 'form', 'template']);

/** Elements whose text starts and ends a line of its own. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'section',
  'header',
  'footer',
]);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements that hold blocks of their own: a block around one of them is read block by block. */
const GROUP_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'pre',
  'table',
  'div',
  'article',
  'section',
  'header',
  'dl',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Whether an element holds a block ("<li><article><h2>…</h2><p>…</p></article></li>"). */
function hasBlockChild(element: Element): boolean {
  return element.children.some((child) => child.type === 'element' && GROUP_TAGS.has(child.tagName));
}

/**
 * An article's or a section's children with its heading first: a line set before the heading (a release's date
 * and version above its title) belongs to that heading, not to the one before.
 */
function headingFirst(node: Element): Element['children'] {
  if (node.tagName !== 'article' && node.tagName !== 'section') return node.children;
  const heading = node.children.findIndex(
    (child) => child.type === 'element' && /^h[2-6]$/.test(child.tagName),
  );
  if (heading <= 0) return node.children;
  return [node.children[heading]!, ...node.children.filter((_, i) => i !== heading)];
}

const classesOf = (node: Element): string[] =>
  Array.isArray(node.properties?.className) ? node.properties.className.map(String) : [];

/**
 * Text of an element without the heading permalinks, hidden parts and nested lists. Runs of white space become
 * one space, except in code (`keepLines`), whose line breaks and indentation are kept so that an answer can
 * quote it as a block, and between table cells, which are separated by CELL_SEPARATOR.
 */
function textOf(node: Element, keepLines = false): string {
  const parts: string[] = [];
  const walk = (child: RootContent | Element) => {
    if (child.type === 'text') parts.push(child.value);
    if (child.type !== 'element') return;
    const props = child.properties ?? {};
    if (SKIP_TAGS.has(child.tagName) || String(props.ariaHidden) === 'true') return;
    if (child !== node && (child.tagName === 'ul' || child.tagName === 'ol')) return;
    const className = classesOf(child);
    if (className.includes('hash-link') || className.includes('code-block-title')) return;
    // Page furniture that marks text without being text (an evidence link's "[source]").
    if (props.dataSearchSkip !== undefined) return;
    if (child.tagName === 'td' || child.tagName === 'th') parts.push(CELL_SEPARATOR);
    // The text of a block inside the block read ("<a><p>Atoms</p><div>Unique …</div></a>", a card) is a word apart
    // from the text around it.
    const apart = child !== node && BLOCK_TAGS.has(child.tagName);
    if (apart) parts.push(' ');
    child.children.forEach(walk);
    if (child.tagName === 'br' || apart) parts.push(' ');
  };
  walk(node);
  const text = parts.join('');
  // eslint-disable-next-line regexp/no-super-linear-move -- the site's own pages, read when the index is built
  if (keepLines) return text.replace(/[ \t]+$/gm, '').replace(/^\n+|\s+$/g, '');
  if (node.tagName !== 'tr') return collapse(text);
  const cells = text.split(CELL_SEPARATOR).map(collapse);
  if (cells[0] === '') cells.shift();
  return cells.some(Boolean) ? cells.join(CELL_SEPARATOR) : '';
}

/** The block's links to other sites (http or https), in the order written, each with its text; skipped parts as in textOf. */
function externalLinksOf(node: Element): RecordLink[] {
  const links: RecordLink[] = [];
  const walk = (child: RootContent | Element) => {
    if (child.type !== 'element') return;
    const props = child.properties ?? {};
    if (SKIP_TAGS.has(child.tagName) || String(props.ariaHidden) === 'true') return;
    if (child !== node && (child.tagName === 'ul' || child.tagName === 'ol')) return;
    if (props.dataSearchSkip !== undefined) return;
    const href = child.tagName === 'a' ? String(props.href ?? '') : '';
    const text = href ? collapse(toString(child)) : '';
    if (/^https?:\/\//.test(href) && text && !links.some((link) => link.href === href)) {
      links.push({ text, href });
      return;
    }
    child.children.forEach(walk);
  };
  walk(node);
  return links;
}

/**
 * A callout (an admonition: <aside class="admonition"> with its title and body, lib/mdx/remark-admonitions) with a
 * title of its own, or null: a default title ("Note", "Warning") says nothing, and its callout is read as any
 * other block.
 */
function calloutOf(node: Element): { title: string; body: Element } | null {
  if (node.tagName !== 'aside' || !classesOf(node).includes('admonition')) return null;
  const part = (name: string) =>
    node.children.find(
      (child): child is Element => child.type === 'element' && classesOf(child).includes(name),
    );
  const [title, body] = [part('admonition-title'), part('admonition-body')];
  const text = title ? textOf(title) : '';
  if (!body || !text || (Object.values(DEFAULT_TITLES) as string[]).includes(text)) return null;
  return { title: text, body };
}

export interface PageInput {
  /** Path without anchor, e.g. /guides/primitives/atoms. */
  path: string;
  html: string;
}

/**
 * The page's text: its one `.markdown` block (a guide's body), else all of `main` — a page made of several
 * Markdown blocks (the FAQ's answers) is read whole, not cut to its first block.
 */
function contentOf(tree: Root): Element | null {
  const blocks = selectAll('main .markdown', tree);
  return (blocks.length === 1 ? blocks[0] : null) ?? select('main', tree) ?? null;
}

const idOf = (node: Element) => (typeof node.properties?.id === 'string' ? node.properties.id : null);

/** The address of the one link a block is made of, or null when the block holds anything else. */
function onlyLinkOf(node: Element): string | null {
  const elements = node.children.filter((child) => child.type === 'element');
  const text = node.children.filter((child) => child.type === 'text' && child.value.trim());
  if (elements.length !== 1 || text.length > 0 || elements[0]!.tagName !== 'a') return null;
  return String(elements[0]!.properties?.href ?? '');
}

/** A block that only links to a place on the same page ("Link to this question"): navigation, not text. */
const isSelfLink = (node: Element) => onlyLinkOf(node)?.startsWith('#') ?? false;

/** The page a block that is only a link to another page of the site points to ("/apps"), or null. */
function pointsTo(node: Element): string | null {
  return sitePathOf(onlyLinkOf(node));
}

/** The page of the site an address names ("/apps", "/guides/sdks#install" is /guides/sdks), or null. */
function sitePathOf(href: string | null): string | null {
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  const path = new URL(href, 'http://site.invalid').pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** A page's records, with which of them are blocks that only link to another page of the site. */
interface PageRecords {
  records: DocRecord[];
  /** The position of each such block, with the page it links to. */
  pointers: Map<number, string>;
}

/**
 * The records of every page. A block that only links to another page ("Apps built on Intuition" in the home page's
 * list of resources) names that page in another page's words: it is indexed as the linked page's (`block: 'link'`,
 * under that page's title), so that a search with those words finds the page they name, not the list. A link to a
 * page that is not indexed stays where it is.
 */
export function recordsFromPages(pages: PageInput[]): DocRecord[] {
  const read = new Map(pages.map((page) => [page.path, readPage(page)]));
  const moved = new Map<string, string[]>();
  for (const [path, page] of read) {
    const kept = page.records.filter((record) => {
      const to = page.pointers.get(record.position);
      if (to === undefined || to === path || !read.has(to)) return true;
      moved
        .set(to, moved.get(to) ?? [])
        .get(to)!
        .push(record.content!);
      return false;
    });
    page.records = kept.map((record, position) => ({ ...record, position, objectID: `${path}#${position}` }));
  }
  for (const [to, texts] of moved) {
    const { records } = read.get(to)!;
    const title = records[0]!;
    for (const text of texts) {
      records.push({
        ...title,
        objectID: `${to}#${records.length}`,
        content: text,
        type: 'content',
        position: records.length,
        block: 'link',
      });
    }
  }
  return [...read.values()].flatMap((page) => page.records);
}

/** One page's records, its links to other pages kept where they are (see recordsFromPages). */
export function recordsFromPage(page: PageInput): DocRecord[] {
  return readPage(page).records;
}

function readPage({ path, html }: PageInput): PageRecords {
  const tree: Root = fromHtml(html);
  const content = contentOf(tree);
  const pointers = new Map<number, string>();
  if (!content) return { records: [], pointers };
  const title =
    collapse(toString(select('h1', content) ?? { type: 'root', children: [] })) ||
    collapse(toString(select('title', tree) ?? { type: 'root', children: [] })).replace(/ \|.*$/, '');
  const isGuide = path === '/guides' || path.startsWith('/guides/');
  const crumbs = select('nav[aria-label="Breadcrumbs"]', tree);
  const area =
    (crumbs &&
      collapse(
        toString(select('li:nth-child(2) a', crumbs) ?? select('li:nth-child(2) span', crumbs) ?? crumbs),
      )) ||
    (isGuide ? 'Guides' : title);
  const hierarchy: Hierarchy = {
    lvl0: area,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: DocRecord[] = [];
  let anchor: string | null = null;
  const push = (
    type: DocRecord['type'],
    text: string | null,
    block?: DocRecord['block'],
    links: RecordLink[] = [],
  ) => {
    const position = records.length;
    records.push({
      ...(block ? { block } : {}),
      ...(links.length ? { links } : {}),
      objectID: `${path}#${position}`,
      hierarchy: { ...hierarchy },
      content: text,
      type,
      url: anchor ? `${path}#${anchor}` : path,
      url_without_anchor: path,
      anchor,
      language: 'en',
      docusaurus_tag: isGuide ? GUIDES_TAG : DEFAULT_TAG,
      position,
    });
  };
  push('lvl1', null);

  /** The title of the callout being read, until its body's first block has taken it (`opens`). */
  let titled: string | null = null;
  /** The title of the code block being read (`caption`). */
  let captioned: string | null = null;
  // `around`: the id of the nearest element around, the anchor of a heading without its own id (a FAQ question's
  // heading sits in a <details id="…">, whose id is the question's address).
  // `linked`: the page of the site a link around the block points to (a card is a link holding a title and a
  // description): the block names that page in this page's words, as a block made of one link does.
  const walk = (node: Element, around: string | null, linked: string | null = null) => {
    for (const child of headingFirst(node)) {
      if (child.type !== 'element' || SKIP_TAGS.has(child.tagName)) continue;
      const heading = /^h([2-6])$/.exec(child.tagName);
      if (heading) {
        const depth = Number(heading[1]);
        const level = `lvl${depth}` as RecordLevel;
        hierarchy[level] = textOf(child);
        for (let d = depth + 1; d <= 6; d++) hierarchy[`lvl${d}` as RecordLevel] = null;
        anchor = idOf(child) ?? around ?? anchor;
        push(level, null);
        continue;
      }
      if (child.tagName === 'h1') continue;
      // A code block's title (lib/mdx/rehype-code: div.code-block > div.code-block-title + its code) is its caption.
      if (classesOf(child).includes('code-block')) {
        const title = child.children.find(
          (c): c is Element => c.type === 'element' && classesOf(c).includes('code-block-title'),
        );
        captioned = title ? collapse(toString(title)) : null;
        walk(child, around, linked);
        captioned = null;
        continue;
      }
      const callout = calloutOf(child);
      if (callout) {
        // A callout's own title is the statement its body explains ("The function is increase_amount_and_time":
        // "Some published docs call it …"): a record of its own, and the body's first block names it (`opens`).
        push('content', callout.title);
        titled = callout.title;
        walk(callout.body, idOf(child) ?? around, linked);
        titled = null;
        continue;
      }
      if (CONTENT_TAGS.has(child.tagName) && !(child.tagName !== 'pre' && hasBlockChild(child))) {
        if (isSelfLink(child)) continue;
        const text = textOf(child, child.tagName === 'pre').slice(0, MAX_CONTENT);
        const block = child.tagName === 'pre' ? 'code' : child.tagName === 'tr' ? 'row' : undefined;
        const to = pointsTo(child) ?? linked;
        if (text && to !== null) pointers.set(records.length, to);
        if (text) {
          push('content', text, block, block === 'code' ? [] : externalLinksOf(child));
          if (titled && !block) records[records.length - 1]!.opens = titled;
          if (block === 'code' && captioned) records[records.length - 1]!.caption = captioned;
          titled = null;
        }
        if (child.tagName === 'li') walk(child, around, linked); // nested lists
        continue;
      }
      walk(
        child,
        idOf(child) ?? around,
        child.tagName === 'a' ? (sitePathOf(String(child.properties?.href ?? '')) ?? linked) : linked,
      );
    }
  };
  walk(content, null);
  return { records, pointers };
}
