// Pages as Markdown. Readers use the page's own address plus `.md` (`/guides/primitives/atoms.md`), which a
// rewrite in lib/redirects.ts maps here; every page is written at build time (the home page as /index.md) and other paths are 404.
import {
  markdownPages,
  markdownRoute,
  pageMarkdown,
  pageOfMarkdownAddress,
} from '@/lib/content/markdown-pages';
import { absoluteUrl } from '@/lib/site-config';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  return markdownPages().map((page) => ({
    path: markdownRoute(page.path).split('/').filter(Boolean).slice(1),
  }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = pageOfMarkdownAddress(`/${(await params).path.join('/')}`);
  const markdown = pageMarkdown(path);
  if (markdown === undefined) return new Response('Not found\n', { status: 404 });
  return new Response(markdown, {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      link: `<${absoluteUrl(path)}>; rel="canonical"`,
    },
  });
}
