/**
 * Build-time check of internal links, anchors and duplicate routes. Pure: it takes the pages' routes, anchors
 * and links and returns problems, so the build can print them as warnings and a test can assert there are none.
 */
import { splitHref } from './routes';

export interface CheckedPage {
  /** Route of the page, e.g. /guides/overview/vision */
  path: string;
  /** File the page comes from, for messages. */
  file: string;
  /** Heading ids (and other anchors) that exist on the page. */
  anchors: string[];
  links: { url: string; line?: number }[];
}

export interface LinkProblem {
  kind: 'broken-link' | 'broken-anchor' | 'duplicate-route';
  file: string;
  line?: number;
  message: string;
}

export interface CheckLinksOptions {
  /** Routes that exist outside the checked pages (static pages, generated indexes, API, files in public/). */
  extraRoutes?: Iterable<string>;
  /** Route prefixes whose sub-paths are not checked (e.g. /api). */
  ignorePrefixes?: string[];
}

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

export function checkLinks(pages: CheckedPage[], options: CheckLinksOptions = {}): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const byPath = new Map<string, CheckedPage>();
  for (const page of pages) {
    const existing = byPath.get(page.path);
    if (existing) {
      problems.push({
        kind: 'duplicate-route',
        file: page.file,
        message: `route ${page.path} is produced by both ${existing.file} and ${page.file}`,
      });
      continue;
    }
    byPath.set(page.path, page);
  }
  const extra = new Set(options.extraRoutes ?? []);
  const ignore = options.ignorePrefixes ?? [];

  for (const page of pages) {
    for (const link of page.links) {
      const url = link.url.trim();
      if (url === '' || isExternal(url)) continue;
      if (url.startsWith('#')) {
        const anchor = decodeURIComponent(url.slice(1));
        if (anchor && !page.anchors.includes(anchor)) {
          problems.push({ kind: 'broken-anchor', file: page.file, line: link.line, message: `anchor "${url}" does not exist on ${page.path}` });
        }
        continue;
      }
      if (!url.startsWith('/')) {
        problems.push({
          kind: 'broken-link',
          file: page.file,
          line: link.line,
          message: `relative link "${url}": use an absolute path such as /guides/…`,
        });
        continue;
      }
      const { path, anchor } = splitHref(url);
      if (ignore.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue;
      const target = byPath.get(path);
      if (!target) {
        if (!extra.has(path)) {
          problems.push({ kind: 'broken-link', file: page.file, line: link.line, message: `link to ${path}: no such page` });
        }
        continue;
      }
      if (anchor && !target.anchors.includes(anchor)) {
        problems.push({
          kind: 'broken-anchor',
          file: page.file,
          line: link.line,
          message: `link to ${path}#${anchor}: no heading with that id on the target page`,
        });
      }
    }
  }
  return problems;
}

export function formatProblem(problem: LinkProblem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`;
}
