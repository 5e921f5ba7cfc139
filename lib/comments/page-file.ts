import 'server-only';
/** Which content file a guide page is made from, its title and its Markdown body, for the GitHub hand-off. */
import { getDocsSite } from '../content';

export interface PageFile {
  /** The page's title (frontmatter). */
  title: string;
  /** Relative to the repository root, e.g. `content/guides/primitives/atoms.mdx`. */
  file: string;
  /** The MDX body without the frontmatter. */
  body: string;
  /** Add to a body line number to get the file's line number. */
  bodyLineOffset: number;
}

export function pageFileOf(pathname: string): PageFile | null {
  try {
    const doc = getDocsSite().docs.find((d) => d.path === pathname);
    return doc
      ? { title: doc.frontmatter.title, file: doc.file, body: doc.body, bodyLineOffset: doc.bodyLineOffset }
      : null;
  } catch {
    // no content folder where the server runs (a trimmed deployment): no edit link
    return null;
  }
}
