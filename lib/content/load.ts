import 'server-only';
/**
 * Reads content/guides from disk: every .mdx page with validated frontmatter and every _category_.json.
 * Drafts are kept only when asked (development). Results are cached per root for the life of the process,
 * since a build reads the same tree for every page it renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ContentError } from '../content-error';
import { parseCategoryFile, parseDocFrontmatter } from './frontmatter';
import { docIdFromFile, docPathFromId, isIndexDocId, joinRoute, ROUTE_BASE, slugifyLabel } from './routes';
import type { CategoryMeta, DocMeta } from './types';
import { siteConfig } from '../site-config';
import { expandFacts } from '../facts';

/**
 * Written in a page (prose or code block) where the site's own address belongs, e.g. `{{site_url}}/api/mcp`:
 * replaced by `siteConfig.url` when the page is read, so every rendering (HTML, .md, llms-full.txt, search)
 * shows the address the site is configured with rather than a hard-coded domain.
 */
export const SITE_URL_TOKEN = '{{site_url}}';

export function withSiteUrl(body: string, url: string = siteConfig.url): string {
  return body.replaceAll(SITE_URL_TOKEN, url.replace(/\/+$/, ''));
}

export interface LoadedContent {
  root: string;
  docs: DocMeta[];
  drafts: DocMeta[];
  categories: CategoryMeta[];
}

export interface LoadContentOptions {
  /** Folder holding the guides. @defaultValue `<cwd>/content/guides` */
  root?: string;
  /** Keep pages marked `draft: true`. @defaultValue true in development, false otherwise */
  includeDrafts?: boolean;
}

export const DEFAULT_CONTENT_ROOT = path.join(process.cwd(), 'content', 'guides');

function walk(dir: string, base: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || entry.name.startsWith('_') && entry.name !== '_category_.json') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else if (/\.mdx?$/.test(entry.name) || entry.name === '_category_.json') out.push(path.relative(base, full));
  }
}

function relativeToRepo(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

function readDoc(root: string, rel: string): DocMeta {
  const full = path.join(root, rel);
  const file = relativeToRepo(full);
  let parsed: matter.GrayMatterFile<string>;
  const text = fs.readFileSync(full, 'utf8');
  try {
    parsed = matter(text);
  } catch (error) {
    throw new ContentError(file, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const frontmatter = parseDocFrontmatter(file, parsed.data);
  const id = docIdFromFile(rel.split(path.sep).join('/'));
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  return {
    id,
    path: docPathFromId(id, frontmatter.slug),
    file,
    dir,
    frontmatter,
    body: withSiteUrl(expandFacts(file, parsed.content)),
    bodyLineOffset: text.split('\n').length - parsed.content.split('\n').length,
    isCategoryIndex: dir !== '' && isIndexDocId(id) && frontmatter.slug === undefined,
  };
}

function readCategory(root: string, rel: string): CategoryMeta {
  const full = path.join(root, rel);
  const file = relativeToRepo(full);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ContentError(file, `not valid JSON: ${(error as Error).message}`);
  }
  const data = parseCategoryFile(file, json);
  const dir = path.dirname(rel).split(path.sep).join('/');
  const link = data.link
    ? data.link.type === 'doc'
      ? data.link
      : {
          type: 'generated-index' as const,
          path: joinRoute(ROUTE_BASE, data.link.slug ?? `/category/${slugifyLabel(data.label)}`),
          title: data.link.title ?? data.label,
          description: data.link.description,
        }
    : undefined;
  return {
    dir: dir === '.' ? '' : dir,
    file,
    label: data.label,
    position: data.position,
    collapsed: data.collapsed,
    collapsible: data.collapsible,
    link,
  };
}

function defaultIncludeDrafts(): boolean {
  return process.env.NODE_ENV === 'development';
}

const cache = new Map<string, LoadedContent>();

export function loadContent(options: LoadContentOptions = {}): LoadedContent {
  const root = options.root ?? DEFAULT_CONTENT_ROOT;
  const includeDrafts = options.includeDrafts ?? defaultIncludeDrafts();
  const key = `${root}|${includeDrafts}`;
  const cached = cache.get(key);
  if (cached && process.env.NODE_ENV !== 'development') return cached;

  const files: string[] = [];
  walk(root, root, files);
  const all = files.filter((f) => f.endsWith('.mdx') || f.endsWith('.md')).map((f) => readDoc(root, f));
  const categories = files.filter((f) => f.endsWith('_category_.json')).map((f) => readCategory(root, f));
  const docs = all.filter((d) => includeDrafts || !d.frontmatter.draft);
  const drafts = all.filter((d) => d.frontmatter.draft);
  const content = { root, docs, drafts, categories };
  cache.set(key, content);
  return content;
}
