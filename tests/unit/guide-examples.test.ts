/**
 * The guides show no invented APIs: every GraphQL block is checked against the type map of the public API
 * (queries and subscriptions against the v2 mainnet endpoint, mutations against the pinning API), and every
 * TypeScript block marked `check` compiles against the pinned real packages (@0xintuition/sdk, protocol,
 * graphql and viem, installed as dev dependencies).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectCodeExamples } from '@/lib/content/examples/collect';
import { compileTypeScriptExamples } from '@/lib/content/examples/compile-ts';
import {
  isCheckedTypeScript,
  isGraphql,
  isRunnableTypeScript,
  type CodeExample,
} from '@/lib/content/examples/extract';
import { applyHighlightComments, parseCodeMeta } from '@/lib/mdx/code-meta';
import { checkGraphqlDocument, type TypeMapSchema } from '@/lib/content/examples/graphql-check';

const root = process.cwd();
const guides = path.join(root, 'content/guides');
const pages = path.join(root, 'content/pages');
const schemaDir = path.join(root, 'tests/fixtures/graphql-schema');

let api: TypeMapSchema;
let pin: TypeMapSchema;
let examples: CodeExample[];

beforeAll(async () => {
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(schemaDir, file), 'utf8')) as TypeMapSchema;
  [api, pin, examples] = await Promise.all([
    read('graphql-schema-mainnet.json'),
    read('graphql-schema-pin.json'),
    Promise.all([collectCodeExamples(guides), collectCodeExamples(pages)]).then(([a, b]) => [
      ...a,
      ...b.map((example) => ({ ...example, file: `pages/${example.file}` })),
    ]),
  ]);
});

const pick = (operation: 'query' | 'mutation' | 'subscription') => (operation === 'mutation' ? pin : api);

describe('the example checkers', () => {
  it('accept real GraphQL fields and report invented ones, through fragments', () => {
    expect(checkGraphqlDocument('{ atoms(limit: 1) { term_id label } }', pick)).toEqual([]);
    const problems = checkGraphqlDocument(
      'query Q { atoms { term_id ...A } } fragment A on atoms { creator { nickname } bonding_curve }',
      pick,
    );
    expect(problems).toEqual([
      'field "nickname" does not exist on type accounts',
      'field "bonding_curve" does not exist on type atoms',
    ]);
    expect(checkGraphqlDocument('{ atoms { creator } }', pick)[0]).toMatch(/needs a selection/);
    expect(checkGraphqlDocument('mutation { pinThing(thing: {}) { uri } }', pick)).toEqual([]);
    expect(checkGraphqlDocument('{ atoms {', pick)[0]).toMatch(/does not parse/);
  });

  it('report a TypeScript example that uses an export the package does not have, with its page', async () => {
    const bad: CodeExample = {
      file: 'sdks/bad.mdx',
      line: 12,
      lang: 'ts',
      meta: 'check',
      code: "import { createAtomFromString } from '@0xintuition/sdk';\nimport { createBondingCurve } from '@0xintuition/sdk';\nconsole.log(createAtomFromString, createBondingCurve);",
    };
    const output = await compileTypeScriptExamples(
      [bad],
      root,
      path.join(root, 'node_modules/.cache/guide-examples-selftest'),
    );
    expect(output).toContain('sdks/bad.mdx:12');
    expect(output).toContain("'createBondingCurve'");
    expect(output).not.toContain("'createAtomFromString'");
  });
});

describe('guide examples', () => {
  it('select only fields that exist in the public GraphQL schema', () => {
    const graphql = examples.filter(isGraphql);
    expect(graphql.length).toBeGreaterThan(0);
    const problems = graphql.flatMap((example) =>
      checkGraphqlDocument(example.code, pick).map((p) => `${example.file}:${example.line}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('compile when marked `check`, against the pinned @0xintuition packages and viem', async () => {
    const checked = examples.filter(isCheckedTypeScript);
    expect(checked.length).toBeGreaterThan(0);
    expect(await compileTypeScriptExamples(checked, root)).toBe('');
  }, 300_000);
});

describe('ts run examples', () => {
  it('are compiled with the checked examples, and their outcome block is hidden unless showOutcome', () => {
    const run: CodeExample = { file: 'x.mdx', line: 1, lang: 'ts', meta: 'run title="a.ts"', code: '' };
    expect(isCheckedTypeScript(run)).toBe(true);
    expect(isRunnableTypeScript(run)).toBe(true);
    expect(isRunnableTypeScript({ ...run, meta: 'check' })).toBe(false);
    const code =
      "const a = 1\n// outcome-start\nif (a !== 1) throw new Error('a')\n// outcome-end\nconsole.log(a)";
    expect(applyHighlightComments(code, new Set()).code).toBe('const a = 1\nconsole.log(a)');
    expect(applyHighlightComments(code, new Set(), true).code).toBe(
      "const a = 1\nif (a !== 1) throw new Error('a')\nconsole.log(a)",
    );
    expect(parseCodeMeta('run showOutcome').showOutcome).toBe(true);
  });

  it('keep the hash of every transaction they send, so that the reader can wait for its block', () => {
    // A write of @0xintuition/protocol returns when the node has the transaction, before it is mined: code that
    // drops the hash and reads at once sees the chain as it was. Such a race failed CI on a social-media example.
    const write =
      /^\s*await\s+(?:multiVault(?:CreateAtoms|CreateTriples|Deposit|DepositBatch|Redeem|RedeemBatch)|walletClient\.writeContract)\(/;
    const dropped = examples
      .filter(isCheckedTypeScript)
      .flatMap((example) =>
        example.code
          .split('\n')
          .flatMap((line, index) =>
            write.test(line) ? [`${example.file}:${example.line + index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(dropped).toEqual([]);
    expect(write.test('  await multiVaultCreateTriples(writeConfig, {')).toBe(true);
    expect(write.test('  const hash = await multiVaultCreateTriples(writeConfig, {')).toBe(false);
  });

  it('exist on the pages, each a TypeScript block', () => {
    const runnable = examples.filter(isRunnableTypeScript);
    expect(runnable.length).toBeGreaterThanOrEqual(40);
  });
});
