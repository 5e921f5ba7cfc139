import 'server-only';
/**
 * Whether a comment is detached: its anchor no longer exists on the page as built now. A comment on a text
 * selection is detached when its quoted text no longer appears in the page's text; a comment on an element
 * when its element path (the widget's `nodeId`, a CSS path) matches nothing in the page's HTML; any comment
 * when its page is no longer built. The widget places comments the same way in the browser and lists those it
 * cannot place as "detached" in its inbox. Pages are read from the production build (.next/server/app) once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { readBuiltPages } from '../search/built-pages';

interface BuiltPage {
  tree: Root;
  text: string;
}

let pages: Map<string, string> | null | undefined;
const parsed = new Map<string, BuiltPage>();

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function builtPages(): Map<string, string> | null {
  if (pages === undefined) {
    const dir = path.join(process.cwd(), '.next/server/app');
    pages = fs.existsSync(dir) ? new Map(readBuiltPages(dir).map((p) => [p.path, p.html])) : null;
  }
  return pages;
}

/**
 * Whether the production build has a page at this path (the pages a reader can reach), or undefined when there
 * is no build to ask (a development server).
 */
export function isBuiltPage(pathname: string): boolean | undefined {
  return builtPages()?.has(pathname.replace(/\/$/, '') || '/');
}

function page(pathname: string): BuiltPage | null | undefined {
  const all = builtPages();
  if (!all) return undefined;
  const html = all.get(pathname.replace(/\/$/, '') || '/');
  if (html === undefined) return null;
  let built = parsed.get(pathname);
  if (!built) {
    const tree = fromHtml(html);
    const body = select('body', tree) ?? tree;
    built = { tree, text: collapse(toString(body)) };
    parsed.set(pathname, built);
  }
  return built;
}

interface AnchorMetadata {
  nodeId?: unknown;
  quote?: { exact?: unknown } | null;
}

/**
 * Whether an element path has no attribute selector (`[…]` outside a CSS escape). The widget never writes one
 * (widget/anchoring/node-path.ts cssPath: ids, tags, `:nth-of-type`), and the HTML library would match one such as
 * `[toString]` through a property every object inherits; tags, ids, classes and positions it matches as written.
 */
export function hasNoAttributeSelector(nodeId: string): boolean {
  return !nodeId.replace(/\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F\n]/g, 'x').includes('[');
}

/**
 * True when the comment cannot be placed on the page as built; false when it can, or when there is no build
 * to check against (a development server).
 */
export function isDetached(pathname: string, metadata: Record<string, unknown>): boolean {
  const built = page(pathname);
  if (built === undefined) return false;
  if (built === null) return true;
  const { nodeId, quote } = metadata as AnchorMetadata;
  if (quote && typeof quote.exact === 'string' && quote.exact.trim()) {
    return !built.text.includes(collapse(quote.exact));
  }
  // A path with an attribute selector is one this checker cannot read, as one it cannot parse (below).
  if (typeof nodeId === 'string' && nodeId && hasNoAttributeSelector(nodeId)) {
    try {
      return select(nodeId, built.tree) === undefined;
    } catch {
      // A path this checker cannot read: the widget may still place it.
      return false;
    }
  }
  return false;
}
