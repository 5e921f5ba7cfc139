import 'server-only';
/** The guides as searchable pages, built once per server process. */
import { getDocsSite } from '../content';
import { analyzeMdx } from '../mdx/analyze';
import type { SearchablePage } from './page-search';

let pages: Promise<SearchablePage[]> | undefined;

function plainText(mdx: string): string {
  return mdx
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[`{}<>]/g, ' '))
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_`>[\]()|:-]+/g, ' ');
}

export function getSearchablePages(): Promise<SearchablePage[]> {
  pages ??= Promise.all(
    getDocsSite().docs.map(async (doc) => {
      const { headings } = await analyzeMdx(doc.body);
      return {
        path: doc.path,
        title: doc.frontmatter.title,
        description: doc.frontmatter.description,
        headings: headings.map(({ id, text }) => ({ id, text })),
        text: plainText(doc.body),
      };
    }),
  );
  return pages;
}
