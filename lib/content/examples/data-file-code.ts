/**
 * The code in the data files behind the static pages (content/pages/data/*.json: FAQ answers, app descriptions,
 * release notes), as examples the TypeScript checker compiles like the pages' ```ts check blocks: every fenced
 * TypeScript block of a Markdown string, and every inline code span that calls a function one of the @0xintuition
 * packages exports (`getContractAddressFromChainId('TrustBonding', chainId)`). A call is compiled as an expression
 * statement importing that function, its other free names declared `any`, so the check is on the package's own
 * signature: a name it does not accept, a wrong argument count or type.
 */
import ts from 'typescript';
import { extractCodeExamples, isCheckedTypeScript, type CodeExample } from './extract';

/** Every string of a JSON value with its path (`topics[2].questions[0].answer`). */
export function stringsOf(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  return [];
}

const CALL = /^([A-Za-z_$][\w$]*)\(([\s\S]*)\)$/;

/** The names an expression reads that it does not define (identifiers, less property names and object keys). */
export function freeNames(expression: string): string[] {
  const file = ts.createSourceFile('x.ts', `(${expression});`, ts.ScriptTarget.ES2022, true);
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isMember = ts.isPropertyAccessExpression(parent) && parent.name === node;
      const isKey = (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === node && !ts.isShorthandPropertyAssignment(parent);
      if (!isMember && !isKey && node.text !== 'undefined') names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...names];
}

/**
 * The examples of one data file: its fenced TypeScript blocks (compiled whatever their options) and its inline
 * calls of a package export. `exportsOf` maps an exported function name to its package.
 */
export function dataFileExamples(
  file: string,
  json: unknown,
  exportsOf: ReadonlyMap<string, string>,
): CodeExample[] {
  return stringsOf(json).flatMap(({ at, text }) => {
    const where = `${file}#${at}`;
    const fenced = extractCodeExamples(where, text)
      .filter((example) => ['ts', 'tsx', 'typescript'].includes(example.lang))
      .map((example) => (isCheckedTypeScript(example) ? example : { ...example, meta: `check ${example.meta}`.trim() }));
    const withoutFences = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\S\n]*$/gm, '');
    const calls = [...withoutFences.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].flatMap((match): CodeExample[] => {
      const span = match[1]!.trim();
      const call = CALL.exec(span);
      const pkg = call ? exportsOf.get(call[1]!) : undefined;
      if (!call || !pkg) return [];
      const callee = call[1]!;
      const declared = freeNames(span)
        .filter((name) => name !== callee)
        .map((name) => `declare const ${name}: any`);
      const code = [`import { ${callee} } from '${pkg}'`, ...declared, `void (${span})`].join('\n');
      return [{ file: where, line: 1, lang: 'ts', meta: 'check', code }];
    });
    return [...fenced, ...calls];
  });
}
