import { analyzeMdx } from '@/lib/mdx/analyze';
import { applyHighlightComments, npmToYarnAndPnpm, parseCodeMeta } from '@/lib/mdx/code-meta';
import { preprocessMdx } from '@/lib/mdx/preprocess';

describe('table of contents extraction', () => {
  it('keeps h2 and h3 in order with GitHub-style ids, unique and explicit ids respected', async () => {
    const source = [
      '## Getting started',
      '### Install the SDK',
      '#### Too deep',
      '## Getting started',
      '## Fees & rewards {#fees}',
      '```ts',
      '## not a heading',
      '```',
      '## `createAtoms()` explained',
    ].join('\n\n');
    const { toc } = await analyzeMdx(source);
    expect(toc).toEqual([
      { depth: 2, id: 'getting-started', text: 'Getting started' },
      { depth: 3, id: 'install-the-sdk', text: 'Install the SDK' },
      { depth: 2, id: 'getting-started-1', text: 'Getting started' },
      { depth: 2, id: 'fees', text: 'Fees & rewards' },
      { depth: 2, id: 'createatoms-explained', text: 'createAtoms() explained' },
    ]);
  });

  it('collects links from markdown and from JSX href attributes', async () => {
    const { links } = await analyzeMdx(
      'See [a](/guides/a#x).\n\n<Card href="/guides/b" title="B">b</Card>\n',
    );
    expect(links.map((l) => l.url)).toEqual(['/guides/a#x', '/guides/b']);
  });

  it('leaves prose colons alone (no stray directives)', async () => {
    const { toc } = await analyzeMdx('## Meeting at 10:30 ratio:1\n');
    expect(toc[0]?.text).toBe('Meeting at 10:30 ratio:1');
  });
});

describe('preprocessMdx', () => {
  it('turns Docusaurus admonition titles into directive labels, outside code fences only', () => {
    const input = ':::tip Pro tip\nx\n:::\n\n```md\n:::note Keep\n```\n\n:::warning[Already]\n:::';
    expect(preprocessMdx(input)).toBe(
      ':::tip[Pro tip]\nx\n:::\n\n```md\n:::note Keep\n```\n\n:::warning[Already]\n:::',
    );
  });
});

describe('code block options', () => {
  it('parses title, ranges and flags', () => {
    const meta = parseCodeMeta('title="src/app.ts" {1,3-5} showLineNumbers');
    expect(meta.title).toBe('src/app.ts');
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5]);
    expect(meta.showLineNumbers).toBe(true);
  });

  it('removes highlight comments and marks the lines they select', () => {
    const code = [
      'a',
      '// highlight-next-line',
      'b',
      'c',
      '# highlight-start',
      'd',
      'e',
      '# highlight-end',
      'f',
    ].join('\n');
    const result = applyHighlightComments(code, new Set([1]));
    expect(result.code).toBe('a\nb\nc\nd\ne\nf');
    expect([...result.lines].sort()).toEqual([1, 2, 4, 5]);
  });

  it('converts npm commands for yarn and pnpm tabs', () => {
    expect(npmToYarnAndPnpm('npm install viem @0xintuition/protocol')).toEqual({
      npm: 'npm install viem @0xintuition/protocol',
      yarn: 'yarn add viem @0xintuition/protocol',
      pnpm: 'pnpm add viem @0xintuition/protocol',
    });
    expect(npmToYarnAndPnpm('npm install --save-dev typescript').yarn).toBe('yarn add -D typescript');
    expect(npmToYarnAndPnpm('npm run build').pnpm).toBe('pnpm run build');
  });
});
