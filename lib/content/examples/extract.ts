/**
 * Finds the code blocks of MDX pages (including those inside JSX such as <TabItem>), with their language, options
 * and line, so tests can check the examples the guides show: GraphQL against the API's type map, TypeScript
 * blocks marked `check` by compiling them against the real packages.
 */
import type { Code, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { metaFlags } from '../../mdx/code-meta';
import { preprocessMdx } from '../../mdx/preprocess';

export interface CodeExample {
  /** The page's file, relative to the content root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

export function extractCodeExamples(file: string, source: string): CodeExample[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(preprocessMdx(source)) as Root;
  const examples: CodeExample[] = [];
  visit(tree, 'code', (node: Code) => {
    examples.push({
      file,
      line: node.position?.start.line ?? 0,
      lang: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      code: node.value,
    });
  });
  return examples;
}

/** A TypeScript block the author marked for compiling: ```ts check (or tsx), or ```ts run, which is compiled too. */
export function isCheckedTypeScript(example: CodeExample): boolean {
  return (
    ['ts', 'tsx', 'typescript'].includes(example.lang) && /(^|\s)(check|run)(\s|$)/.test(metaFlags(example.meta))
  );
}

/** A TypeScript block marked ```ts run: compiled, then executed against the local Intuition network. */
export function isRunnableTypeScript(example: CodeExample): boolean {
  return ['ts', 'typescript'].includes(example.lang) && /(^|\s)run(\s|$)/.test(metaFlags(example.meta));
}

export function isGraphql(example: CodeExample): boolean {
  return example.lang === 'graphql' || example.lang === 'gql';
}
