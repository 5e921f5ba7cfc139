import 'server-only';
/** Which content file a page of the site is made from, and its text, for the GitHub hand-off. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocsSite } from '../content';

export interface PageFile {
  /** Relative to the repository root, e.g. `content/guides/primitives/atoms.mdx`. */
  file: string;
  source: string;
}

export function pageFileOf(pathname: string): PageFile | null {
  try {
    const doc = getDocsSite().docs.find((d) => d.path === pathname);
    if (!doc) return null;
    return { file: doc.file, source: readFileSync(join(process.cwd(), doc.file), 'utf8') };
  } catch {
    // no content folder where the server runs (a trimmed deployment): no edit link
    return null;
  }
}
