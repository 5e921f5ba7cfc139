import 'server-only';
/**
 * The Markdown audit: every page's Markdown must be clean for machines. A page fails when its MDX uses a
 * component that has no Markdown form (COMPONENTS_WITH_MARKDOWN_FORM in ./markdown.ts), or when its Markdown
 * still holds markup a reader of plain Markdown would see: JSX or HTML tags, `className`, `{{site_url}}` left
 * unreplaced, or empty links (`[](…)`, `[text]()`). Code blocks and inline code are left out of the search: code
 * may show any of these on purpose. Run on every page by tests/unit/markdown-audit.test.ts (`npm test`).
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { COMPONENTS_WITH_MARKDOWN_FORM, parseMdx } from './markdown';

const KNOWN = new Set<string>(COMPONENTS_WITH_MARKDOWN_FORM);

/** Components in the MDX without a Markdown form (capitalized names: lowercase ones are HTML elements). */
export function componentsWithoutMarkdownForm(mdx: string): string[] {
  const missing = new Set<string>();
  visit(parseMdx(mdx) as Root, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name ?? '';
    if (/^[A-Z]/.test(name) && !KNOWN.has(name)) missing.add(name);
  });
  return [...missing];
}

/** The Markdown without fenced code blocks, and inline code as a placeholder word (link text may be code). */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\S\n]*$/gm, '')
    .replace(/(`+)(?:(?!\1)[\s\S])+?\1/g, 'code');
}

const LEFTOVERS: [RegExp, string][] = [
  [/<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/, 'a JSX or HTML tag'],
  [/\bclassName\b/, 'a className attribute'],
  [/\{\{\s*site_url\s*\}\}/, 'an unreplaced {{site_url}}'],
  [/\{\{fact:[^}]*\}\}/, 'an unreplaced {{fact:…}} include'],
  [/\[\s*\]\([^)]*\)/, 'a link without text'],
  [/\[[^\]\n]+\]\(\s*\)/, 'a link without a target'],
];

/** What is wrong with a page's Markdown, one sentence per problem (empty: clean). */
export function auditMarkdown(markdown: string): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  for (const [pattern, what] of LEFTOVERS) {
    const found = pattern.exec(prose);
    if (found) problems.push(`leaves ${what} behind: ${JSON.stringify(found[0].slice(0, 80))}`);
  }
  return problems;
}

/** The audit of one page: its MDX's components, then its Markdown's leftovers. */
export function auditPage(mdx: string | undefined, markdown: string): string[] {
  const components = mdx ? componentsWithoutMarkdownForm(mdx) : [];
  return [
    ...components.map((name) => `uses <${name}>, which has no Markdown form (add it to lib/content/markdown.ts)`),
    ...auditMarkdown(markdown),
  ];
}
