/**
 * Build-time syntax highlighting with shiki (no highlighter reaches the browser). Each code block becomes
 *   div.code-block > [div.code-block-title] + div.code-block-content > pre.shiki + language label + copy button
 * with both light and dark colours as CSS variables, highlighted lines marked, and the copy button wired by
 * one delegated click handler on the page.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { createHighlighter, type Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import { CODE_COLOR_REPLACEMENTS, CODE_THEMES } from './code-colors';
import { applyHighlightComments, parseCodeMeta } from './code-meta';

const LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'jsonc',
  'bash',
  'graphql',
  'solidity',
  'yaml',
  'toml',
  'rust',
  'diff',
  'sql',
  'python',
  'go',
  'html',
  'css',
  'markdown',
  'mdx',
  'docker',
] as const;

const ALIASES: Record<string, string> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  gql: 'graphql',
  sol: 'solidity',
  yml: 'yaml',
  rs: 'rust',
  py: 'python',
  md: 'markdown',
  dockerfile: 'docker',
};

const PLAIN = new Set(['text', 'txt', 'plaintext', 'plain', '']);

let highlighterPromise: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({
    themes: [CODE_THEMES.light, CODE_THEMES.dark],
    langs: [...LANGUAGES],
  });
  return highlighterPromise;
}

export function resolveLanguage(lang: string | undefined): string {
  const lower = (lang ?? '').toLowerCase();
  const resolved = ALIASES[lower] ?? lower;
  if (PLAIN.has(resolved)) return 'text';
  return (LANGUAGES as readonly string[]).includes(resolved) ? resolved : 'text';
}

function el(tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

export function rehypeCode() {
  return async (tree: Root) => {
    const blocks: { node: Element; index: number; parent: Element | Root }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      blocks.push({ node, index, parent: parent as Element | Root });
    });
    if (blocks.length === 0) return;
    const highlighter = await getHighlighter();

    for (const { node, index, parent } of blocks) {
      const code = node.children[0] as Element;
      const rawLanguage = languageOf(code);
      const lang = resolveLanguage(rawLanguage);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, '');
      const { code: shown, lines } = applyHighlightComments(source, meta.highlightLines, meta.showOutcome);
      const highlighted = highlighter.codeToHast(shown, {
        lang,
        themes: CODE_THEMES,
        colorReplacements: CODE_COLOR_REPLACEMENTS,
        defaultColor: false,
        transformers: [
          {
            line(lineNode, line) {
              if (lines.has(line)) this.addClassToHast(lineNode, 'highlighted');
            },
            pre(preNode) {
              preNode.properties.tabIndex = 0;
              if (meta.showLineNumbers) this.addClassToHast(preNode, 'line-numbers');
            },
          },
        ],
      });
      const pre = highlighted.children[0] as Element;
      const label = rawLanguage && lang !== 'text' ? lang : (rawLanguage ?? '');
      const content = el('div', { className: ['code-block-content'] }, [
        pre,
        ...(label
          ? [
              el('span', { className: ['code-block-lang'], ariaHidden: 'true' }, [
                { type: 'text', value: label },
              ]),
            ]
          : []),
        el(
          'button',
          { type: 'button', className: ['code-copy'], dataCopyCode: '', ariaLabel: 'Copy code to clipboard' },
          [{ type: 'text', value: 'Copy' }],
        ),
      ]);
      const wrapper = el('div', { className: ['code-block'], dataLanguage: lang }, [
        ...(meta.title
          ? [el('div', { className: ['code-block-title'] }, [{ type: 'text', value: meta.title }])]
          : []),
        content,
      ]);
      parent.children[index] = wrapper;
    }
  };
}
