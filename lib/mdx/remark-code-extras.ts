/**
 * Code blocks that become components: ```mermaid → <Mermaid chart> (drawn in the browser, its library
 * loaded only on pages that have one), and ```bash npm2yarn → <Tabs groupId="npm2yarn"> with npm, Yarn and
 * pnpm variants of the same command.
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import { npmToYarnAndPnpm, parseCodeMeta } from './code-meta';

function jsxElement(
  name: string,
  attributes: Record<string, string>,
  children: MdxJsxFlowElement['children'],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value,
    })),
    children,
  };
}

export function remarkCodeExtras() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.lang === 'mermaid') {
        parent.children.splice(index, 1, jsxElement('Mermaid', { chart: node.value }, []) as never);
        return SKIP;
      }
      const meta = parseCodeMeta(node.meta);
      if (!meta.npm2yarn) return;
      const variants = npmToYarnAndPnpm(node.value);
      const cleanMeta = (node.meta ?? '').replace(/\bnpm2yarn\b/, '').trim() || null;
      const tabs = (Object.keys(variants) as (keyof typeof variants)[]).map((tool) =>
        jsxElement('TabItem', { value: tool, label: tool === 'yarn' ? 'Yarn' : tool }, [
          { type: 'code', lang: node.lang, meta: cleanMeta, value: variants[tool] },
        ]),
      );
      parent.children.splice(index, 1, jsxElement('Tabs', { groupId: 'npm2yarn' }, tabs) as never);
      return SKIP;
    });
  };
}
