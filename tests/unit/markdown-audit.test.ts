/**
 * The Markdown audit (lib/content/markdown-audit.ts) on every page the site serves as Markdown, and on fixtures
 * that must fail: a component without a Markdown form, and Markdown that leaves markup behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { auditMarkdown, auditPage, componentsWithoutMarkdownForm } from '@/lib/content/markdown-audit';
import { renderMarkdownPage } from '@/lib/content/markdown';
import { markdownPages, pageMarkdown, pageSource } from '@/lib/content/markdown-pages';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/markdown-audit/component-without-markdown.mdx');

describe('the Markdown audit of every page', () => {
  const pages = markdownPages();

  it('covers the guides, the generated index pages, the static pages and the data pages', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(new Set(pages.map((page) => page.kind))).toEqual(
      new Set(['guide', 'generated-index', 'static', 'data']),
    );
  });

  it.each(pages.map((page) => [page.path]))('%s renders to clean Markdown', (pagePath) => {
    const markdown = pageMarkdown(pagePath)!;
    expect(auditPage(pageSource(pagePath)?.mdx, markdown)).toEqual([]);
  });
});

describe('the Markdown audit fails', () => {
  it('on a fixture page with a component that has no Markdown form', () => {
    const { content, data } = matter(fs.readFileSync(FIXTURE, 'utf8'));
    expect(componentsWithoutMarkdownForm(content)).toEqual(['PriceTicker']);
    const markdown = renderMarkdownPage({ title: String(data.title), path: '/fixture', mdx: content });
    const problems = auditPage(content, markdown);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/<PriceTicker>, which has no Markdown form/);
  });

  it.each([
    ['a JSX tag', 'Text <Callout kind="x">inside</Callout>.', /JSX or HTML tag/],
    ['an HTML tag', 'Text <div>inside</div>.', /JSX or HTML tag/],
    ['className', 'Styled with className="big" here.', /className/],
    ['a link without text', 'See [](https://example.com).', /link without text/],
    ['a link without a target', 'See [the page]().', /link without a target/],
    ['an unreplaced site_url', 'At {{site_url}}/api/mcp.', /site_url/],
  ])('on Markdown that leaves %s behind', (_label, markdown, message) => {
    const problems = auditMarkdown(markdown);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('but not on the same text inside code', () => {
    expect(
      auditMarkdown('```tsx\n<Callout className="x">[](a)</Callout>\n```\n\nand `<div>` inline.'),
    ).toEqual([]);
  });
});
