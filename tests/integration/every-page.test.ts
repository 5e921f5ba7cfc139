/**
 * Every page of the built sitemap, as machines read it, from the production server:
 * - as Markdown in all four ways: its address plus `.md`, its address asked with `Accept: text/markdown`, a
 *   link in llms.txt and a part of llms-full.txt, and MCP's get_page (the five data pages answered HTML);
 * - its Open Graph and Twitter tags, with the site's name and an image per page that answers a 1200×630 PNG;
 * - the guides' structured data: a TechArticle with the page's dates and a BreadcrumbList equal to the
 *   breadcrumbs the page shows.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { startServer, type RunningServer } from './helpers/server';

const SITE = 'https://docs.intuition.systems';
const SITE_NAME = 'Intuition Documentation';

let server: RunningServer;
let client: Client;
let paths: string[];
let llmsTxt: string;
let llmsFull: string;

beforeAll(async () => {
  server = await startServer();
  client = new Client({ name: 'every-page-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)));
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  llmsTxt = await (await fetch(`${server.url}/llms.txt`)).text();
  llmsFull = await (await fetch(`${server.url}/llms-full.txt`)).text();
}, 60_000);

afterAll(async () => {
  await client?.close();
  await server?.stop();
}, 30_000);

const markdownAddress = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);
const source = (path: string) => `Source: <${SITE}${path}>`;

/** Runs `check` on every page, and fails once with every page that failed and why. */
async function everyPage(check: (path: string) => Promise<string[]>): Promise<void> {
  expect(paths.length).toBeGreaterThan(60);
  const failures: string[] = [];
  for (const path of paths) for (const problem of await check(path)) failures.push(`${path}: ${problem}`);
  expect(failures).toEqual([]);
}

it('the sitemap names the pages that answered HTML to agents: FAQ, apps, packages, whitepapers, releases', () => {
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/faq', '/apps', '/community-packages', '/whitepapers', '/release-notes']),
  );
});

it('serves every page as Markdown at .md, by Accept, in llms.txt, in llms-full.txt and through MCP', async () => {
  await everyPage(async (path) => {
    const problems: string[] = [];
    const byAddress = await fetch(`${server.url}${markdownAddress(path)}`);
    const markdown = await byAddress.text();
    if (byAddress.status !== 200) problems.push(`${markdownAddress(path)} answered ${byAddress.status}`);
    if (!byAddress.headers.get('content-type')?.startsWith('text/markdown'))
      problems.push(`.md is ${byAddress.headers.get('content-type')}`);
    if (!markdown.includes(source(path))) problems.push('.md does not name the page as its source');
    const negotiated = await fetch(`${server.url}${path}`, { headers: { accept: 'text/markdown' } });
    if ((await negotiated.text()) !== markdown)
      problems.push('Accept: text/markdown answered something else');
    if (!llmsTxt.includes(`](${SITE}${markdownAddress(path)})`)) problems.push('not linked from llms.txt');
    if (!llmsFull.includes(source(path))) problems.push('not in llms-full.txt');
    const result = await client.callTool({ name: 'get_page', arguments: { path } });
    const text = (result.content as { text?: string }[]).map((c) => c.text ?? '').join('\n');
    if (result.isError || !text.includes(source(path)))
      problems.push(`get_page answered: ${text.slice(0, 80)}`);
    return problems;
  });
}, 180_000);

const meta = (tree: Root, key: string) => {
  const element =
    select(`meta[property="${key}"]`, tree) ?? (select(`meta[name="${key}"]`, tree) as Element | undefined);
  return element ? String(element.properties.content ?? '') : undefined;
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const htmlOf = async (path: string) => fromHtml(await (await fetch(`${server.url}${path}`)).text());

it('gives every page Open Graph and Twitter tags with the site name and an image of its own', async () => {
  const images = new Set<string>();
  await everyPage(async (path) => {
    const tree = await htmlOf(path);
    const problems: string[] = [];
    const title = toString(select('title', tree) ?? tree);
    const expected: Record<string, string | RegExp> = {
      'og:site_name': SITE_NAME,
      'og:url': path === '/' ? `${SITE}` : `${SITE}${path}`,
      'og:type': /^(website|article)$/,
      'og:image': `${SITE}${path === '/' ? '/og/index' : `/og${path}`}.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${SITE}${path === '/' ? '/og/index' : `/og${path}`}.png`,
    };
    for (const [key, value] of Object.entries(expected)) {
      const found = meta(tree, key);
      const ok =
        found !== undefined &&
        (typeof value === 'string' ? found.replace(/\/$/, '') === value : value.test(found));
      if (!ok) problems.push(`${key} is ${found}, expected ${value}`);
    }
    if (!meta(tree, 'og:title') || !title.startsWith(meta(tree, 'og:title')!.slice(0, 20)))
      problems.push(`og:title ${meta(tree, 'og:title')} is not the page's title ${title}`);
    const image = meta(tree, 'og:image');
    if (image) {
      images.add(image);
      const response = await fetch(`${server.url}${new URL(image).pathname}`);
      const size = pngSize(new Uint8Array(await response.arrayBuffer()));
      if (response.status !== 200 || response.headers.get('content-type') !== 'image/png')
        problems.push(`the image answered ${response.status} ${response.headers.get('content-type')}`);
      else if (size?.width !== 1200 || size.height !== 630)
        problems.push(`the image is ${JSON.stringify(size)}`);
    }
    return problems;
  });
  expect(images.size).toBe(paths.length);
}, 240_000);

interface JsonLdNode {
  '@type': string;
  headline?: string;
  datePublished?: string;
  dateModified?: string;
  itemListElement?: { position: number; name: string; item: string }[];
}

it('gives every guide a TechArticle with its dates and a BreadcrumbList that matches its breadcrumbs', async () => {
  const guides = () =>
    paths.filter((path) => path.startsWith('/guides/') && !path.startsWith('/guides/category/'));
  expect(guides().length).toBeGreaterThanOrEqual(45);
  await everyPage(async (path) => {
    if (!guides().includes(path)) return [];
    const tree = await htmlOf(path);
    const problems: string[] = [];
    const graph = selectAll('script[type="application/ld+json"]', tree).flatMap((script) => {
      const data = JSON.parse(toString(script)) as { '@graph'?: JsonLdNode[] } & JsonLdNode;
      return data['@graph'] ?? [data];
    });
    const article = graph.find((node) => node['@type'] === 'TechArticle');
    const h1 = toString(select('main h1', tree) ?? tree).trim();
    if (article?.headline !== h1) problems.push(`TechArticle headline ${article?.headline}, h1 ${h1}`);
    for (const key of ['datePublished', 'dateModified'] as const) {
      if (!article?.[key] || Number.isNaN(Date.parse(article[key])))
        problems.push(`${key} is ${article?.[key]}`);
    }
    if (article?.datePublished && article.dateModified && article.datePublished > article.dateModified)
      problems.push('published after it was modified');
    const shown = selectAll('nav[aria-label="Breadcrumbs"] li', tree).map(
      (li) => toString(li).trim() || 'Home',
    );
    const list = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    if (JSON.stringify(list.map((item) => item.name)) !== JSON.stringify(shown))
      problems.push(`BreadcrumbList ${list.map((i) => i.name).join(' › ')}, shown ${shown.join(' › ')}`);
    if (list.at(-1)?.item !== `${SITE}${path}`) problems.push(`the last breadcrumb is ${list.at(-1)?.item}`);
    if (list.some((item, i) => item.position !== i + 1)) problems.push('positions are not 1, 2, 3…');
    return problems;
  });
}, 120_000);
