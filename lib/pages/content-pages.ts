import 'server-only';
/**
 * Static pages whose prose editors maintain in content/pages/<route>.mdx: read and validated (title and
 * description are required; errors name the file and the field).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError, describeIssues } from '../content-error';
import { pageSource, type PageSource } from '../page-sources';
import type { ContentPageRoute } from './routes';
import { expandFacts } from '../facts';

export const CONTENT_PAGES_DIR = path.join(process.cwd(), 'content/pages');

const pageFrontmatter = z
  .object({
    title: z.string().trim().min(1, 'is required').max(120, 'is longer than 120 characters'),
    description: z.string().trim().min(1, 'is required').max(300, 'is longer than 300 characters'),
    hide_table_of_contents: z.boolean().default(false),
    /** What the page's facts were checked against; required on the pages of CONTENT_PAGES_WITH_SOURCES. */
    sources: z.array(pageSource).min(1, 'must list at least one source').max(30).optional(),
  })
  .strict();

/** Static pages that describe a package, the API or contracts: each must say what it was checked against. */
export const CONTENT_PAGES_WITH_SOURCES: readonly string[] = [
  '/getting-started',
  '/graphql',
  '/graphql-package',
  '/graphql/read/atoms',
  '/protocol-package',
  '/sdks/1ui',
  '/sdks/graphql-sdk',
  '/sdks/protocol-sdk',
];

export interface ContentPage {
  route: ContentPageRoute;
  file: string;
  title: string;
  description: string;
  hideToc: boolean;
  sources: PageSource[];
  body: string;
}

export function contentPageFile(route: string, root = CONTENT_PAGES_DIR): string {
  return path.join(root, `${route.replace(/^\//, '')}.mdx`);
}

export function loadContentPage(route: ContentPageRoute, root = CONTENT_PAGES_DIR): ContentPage {
  const file = contentPageFile(route, root);
  const relative = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) throw new ContentError(relative, 'the page file is missing');
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  const result = pageFrontmatter.safeParse(parsed.data ?? {});
  if (!result.success)
    throw new ContentError(relative, `invalid frontmatter: ${describeIssues(result.error)}`);
  if (CONTENT_PAGES_WITH_SOURCES.includes(route) && !result.data.sources?.length)
    throw new ContentError(
      relative,
      'field "sources" is required on pages about a package, the API or contracts',
    );
  return {
    route,
    file: relative,
    title: result.data.title,
    description: result.data.description,
    hideToc: result.data.hide_table_of_contents,
    sources: result.data.sources ?? [],
    body: expandFacts(relative, parsed.content),
  };
}
