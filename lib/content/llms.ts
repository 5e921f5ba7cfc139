import 'server-only';
/**
 * /llms.txt and /llms-full.txt, after the llms.txt convention (https://llmstxt.org): the site's title, a
 * one-line summary as a blockquote, a few words on how to read the site, then one section per top-level
 * sidebar entry, in sidebar order, with a link to each page's Markdown and its description. The static pages
 * come last under "Optional", the section the convention lets readers skip. llms-full.txt is every page's
 * Markdown in one file.
 */
import { siteConfig } from '../site-config';
import { getDocsSite } from './index';
import {
  dataMarkdownPages,
  guidePages,
  markdownPages,
  markdownPath,
  pageMarkdown,
  staticMarkdownPages,
  type MarkdownPage,
} from './markdown-pages';
import { flattenSidebar } from './sidebar';

interface Section {
  title: string;
  lines: string[];
}

const url = (path: string) => `${siteConfig.url}${path}`;

function entry(title: string, href: string, description?: string): string {
  const label = title.replace(/[[\]\\]/g, '\\$&');
  const summary = description ? `: ${description.replace(/\s+/g, ' ').trim()}` : '';
  return `- [${label}](${href})${summary}`;
}

const pageEntry = (page: MarkdownPage) => entry(page.title, url(markdownPath(page.path)), page.description);

function guideSections(): Section[] {
  const site = getDocsSite();
  const pages = guidePages(site);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const listed = new Set<string>();
  const sections: Section[] = [];
  let loose: Section | undefined;
  for (const item of site.sidebar) {
    const lines = flattenSidebar([item]).flatMap((link) => {
      const page = byPath.get(link.href);
      if (!page || listed.has(page.path)) return [];
      listed.add(page.path);
      return [pageEntry(page)];
    });
    if (lines.length === 0) continue;
    if (item.type === 'category') {
      sections.push({ title: item.label, lines });
      loose = undefined;
    } else if (loose) {
      loose.lines.push(...lines);
    } else {
      // Pages at the top level of the sidebar, between categories.
      loose = { title: 'Guides', lines };
      sections.push(loose);
    }
  }
  const unlisted = pages.filter((page) => !listed.has(page.path));
  if (unlisted.length > 0) sections.push({ title: 'More guides', lines: unlisted.map(pageEntry) });
  return sections;
}

function optionalSection(): Section {
  return {
    title: 'Optional',
    lines: [...staticMarkdownPages(), ...dataMarkdownPages()].map(pageEntry),
  };
}

export function llmsTxt(): string {
  const intro = [
    `# ${siteConfig.title}`,
    '',
    `> ${siteConfig.tagline}`,
    '',
    'The documentation of the Intuition protocol: its concepts, the smart contracts, the GraphQL API, the SDKs ' +
      'and template apps. Each link below is a page as Markdown; the same address without `.md` is the HTML ' +
      `page. Every page in one file: ${url('/llms-full.txt')}. An MCP server (Streamable HTTP) at ` +
      `${url('/api/mcp')} offers the tools \`search_docs\` and \`get_page\`.`,
  ];
  const sections = [...guideSections(), optionalSection()].map((section) =>
    [`## ${section.title}`, '', ...section.lines].join('\n'),
  );
  return `${[intro.join('\n'), ...sections].join('\n\n')}\n`;
}

export function llmsFullTxt(): string {
  const intro = [
    `# ${siteConfig.title}`,
    '',
    `> ${siteConfig.tagline}`,
    '',
    `Every page of ${siteConfig.url} as Markdown: the guides in the order of the sidebar, then the other ` +
      `pages. The list of pages: ${url('/llms.txt')}.`,
  ].join('\n');
  const pages = markdownPages().map((page) => pageMarkdown(page.path)!.trim());
  return `${[intro, ...pages].join('\n\n---\n\n')}\n`;
}
