/**
 * Pages as clean Markdown: each MDX construct of our content (snippets taken from the real pages) becomes its
 * plain-Markdown equivalent, and every real page converts without leaving MDX behind.
 */
import { getDocsSite } from '@/lib/content';
import { llmsFullTxt, llmsTxt } from '@/lib/content/llms';
import { mdxToMarkdown, renderMarkdownPage } from '@/lib/content/markdown';
import { markdownPages, pageMarkdown } from '@/lib/content/markdown-pages';

const PAGE = 'https://docs.intuition.systems/guides/overview/the-primitives';

interface Case {
  name: string;
  mdx: string;
  /** Each string must appear in the Markdown. */
  contains: string[];
  /** None of these may appear. */
  excludes?: string[];
}

const cases: Case[] = [
  {
    name: 'an admonition without a title becomes a blockquote that starts with its type',
    mdx: [
      ':::tip',
      '',
      'When you build a data-entry flow, decide separately whether the user is only registering a term or also expressing support, and make the deposit an explicit choice.',
      '',
      ':::',
    ].join('\n'),
    contains: ['> **Tip:** When you build a data-entry flow, decide separately'],
    excludes: [':::'],
  },
  {
    name: 'an admonition with a title becomes a blockquote that starts with the title in bold',
    mdx: [
      ":::warning Don't hash ids yourself",
      '',
      'Some older material shows an unsalted `keccak256(data)` as the atom id. That is not what the v2 contracts do.',
      '',
      ':::',
    ].join('\n'),
    contains: [
      "> **Don't hash ids yourself**\n>\n> Some older material shows an unsalted `keccak256(data)` as the atom id.",
    ],
    excludes: [':::', '[', 'Warning'],
  },
  {
    name: 'an admonition written with a bracketed label keeps the label as its title',
    mdx: ':::note[Not a schema attestor]\nAttestoor is not an EAS-style attestation registry.\n:::',
    contains: ['> **Not a schema attestor**', '> Attestoor is not an EAS-style attestation registry.'],
  },
  {
    name: 'tabs are expanded: every tab, each under its label in bold',
    mdx: [
      '<Tabs groupId="package-manager">',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm install @0xintuition/1ui@0.3.6',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="pnpm" label="pnpm">',
      '',
      '```bash',
      'pnpm add @0xintuition/1ui@0.3.6',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="bun">',
      '',
      'Bun works too.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
    contains: [
      '**npm**\n\n```bash\nnpm install @0xintuition/1ui@0.3.6\n```',
      '**pnpm**\n\n```bash\npnpm add @0xintuition/1ui@0.3.6\n```',
      '**bun**\n\nBun works too.',
    ],
    excludes: ['<Tabs', '<TabItem', 'groupId'],
  },
  {
    name: 'a card grid becomes a list of absolute links with the cards’ text',
    mdx: [
      '<CardGrid>',
      '  <Card href="/guides/overview/the-primitives" title="The Primitives">What atoms, triples and signal are made of, how nesting and counter-triples work, and how ids are derived in v1 and v2.</Card>',
      '  <Card href="/guides/overview/the-economics" title="The Economics">The v2 fee table, how rewards are split between shareholders, and how TRUST emissions work.</Card>',
      '  <Card href="https://github.com/0xIntuition" title="Sample apps">Templates on `GitHub`.</Card>',
      '</CardGrid>',
    ].join('\n'),
    contains: [
      '- [The Primitives](https://docs.intuition.systems/guides/overview/the-primitives): What atoms, triples and signal are made of',
      '\n- [The Economics](https://docs.intuition.systems/guides/overview/the-economics): The v2 fee table',
      '\n- [Sample apps](https://github.com/0xIntuition): Templates on `GitHub`.',
    ],
    excludes: ['<Card', '<CardGrid'],
  },
  {
    name: 'a card with several paragraphs keeps them under its link',
    mdx: '<Card href="/guides/sdks" title="SDKs">\n\nFirst paragraph.\n\nSecond paragraph.\n\n</Card>',
    contains: [
      '- [SDKs](https://docs.intuition.systems/guides/sdks)\n\n  First paragraph.\n\n  Second paragraph.',
    ],
  },
  {
    name: 'a mermaid code block stays a mermaid block',
    mdx: '```mermaid\nflowchart LR\n  U[You] --> A[AI app or assistant]\n```',
    contains: ['```mermaid\nflowchart LR\n  U[You] --> A[AI app or assistant]\n```'],
  },
  {
    name: 'a <Mermaid chart> element becomes a mermaid block',
    mdx: '<Mermaid chart={`flowchart LR\nA --> B`} />\n\n<Mermaid chart="graph TD; X-->Y" />',
    contains: ['```mermaid\nflowchart LR\nA --> B\n```', '```mermaid\ngraph TD; X-->Y\n```'],
    excludes: ['<Mermaid'],
  },
  {
    name: 'the GraphQL query runner becomes a line naming the endpoints its examples run against',
    mdx: 'Every query on this page can be run from here.\n\n<QueryRunner />\n\n```graphql\n{ atoms(limit: 1) { term_id } }\n```',
    contains: [
      'The GraphQL examples on this page run against these endpoints: `https://mainnet.intuition.sh/v1/graphql` (v2 mainnet), `https://testnet.intuition.sh/v1/graphql` (v2 testnet).',
      '```graphql\n{ atoms(limit: 1) { term_id } }\n```',
    ],
    excludes: ['<QueryRunner', 'Try it'],
  },
  {
    name: 'an <Evidence> element becomes a link to its source line or claim test; a bare marker disappears',
    mdx: 'Anyone may sweep. <Evidence test="Protocol fee sweep" /> Only the wallet may call it. <Evidence source="0xIntuition/intuition-contracts-v2@4b4ee8e:src/protocol/MultiVault.sol#L952-L971" /> Pending. <Evidence />',
    contains: [
      'Anyone may sweep. ([tested: Protocol fee sweep](https://github.com/',
      '([MultiVault.sol#L952-L971](https://github.com/0xIntuition/intuition-contracts-v2/blob/4b4ee8e/src/protocol/MultiVault.sol#L952-L971))',
      'Pending.',
    ],
    excludes: ['<Evidence'],
  },
  {
    name: 'unknown JSX becomes its children',
    mdx: '<Callout kind="info">\n\nDeposits are **optional**.\n\n</Callout>\n\nText with <Badge>new</Badge> inside.',
    contains: ['Deposits are **optional**.', 'Text with new inside.'],
    excludes: ['<Callout', '<Badge', 'kind='],
  },
  {
    name: 'imports, exports and expressions are removed; string literals are kept',
    mdx: "import { Thing } from './thing'\nexport const meta = { a: 1 }\n\n{/* an editor's note */}\n\nTotal: {1 + 1} atoms{' '}and {\"triples\"}.",
    contains: ['Total:  atoms and triples.'],
    excludes: ['import ', 'export ', "editor's note", '{'],
  },
  {
    name: 'explicit heading ids are removed',
    mdx: '## Where fees go {#fees}\n\n### Deployed addresses {#addresses}',
    contains: ['## Where fees go\n', '### Deployed addresses'],
    excludes: ['{#', 'fees}'],
  },
  {
    name: 'code-fence options are removed, the language is kept and a title becomes a line before the block',
    mdx: '```ts check title="contract-clients.ts" {1,3-5}\nexport const chain = intuitionTestnet\n```',
    contains: ['`contract-clients.ts`:\n\n```ts\nexport const chain = intuitionTestnet\n```'],
    excludes: ['check', 'title=', '{1'],
  },
  {
    name: 'highlight markers are removed from code',
    mdx: '```ts\nconst a = 1\n// highlight-next-line\nconst b = 2\n```',
    contains: ['```ts\nconst a = 1\nconst b = 2\n```'],
    excludes: ['highlight-'],
  },
  {
    name: 'an npm2yarn block becomes its npm, Yarn and pnpm commands',
    mdx: '```bash npm2yarn\nnpm install viem @0xintuition/protocol\n```',
    contains: [
      '**npm**\n\n```bash\nnpm install viem @0xintuition/protocol\n```',
      '**Yarn**\n\n```bash\nyarn add viem @0xintuition/protocol\n```',
      '**pnpm**\n\n```bash\npnpm add viem @0xintuition/protocol\n```',
    ],
    excludes: ['npm2yarn'],
  },
  {
    name: 'root-relative links and same-page anchors become absolute; other links are kept',
    mdx: 'See [The Economics](/guides/overview/the-economics#how-rewards-are-shared), [ids](#how-ids-are-derived), [GitHub](https://github.com/0xIntuition) and ![logo](/img/logo.svg).\n\n[ref]: /guides/sdks',
    contains: [
      '[The Economics](https://docs.intuition.systems/guides/overview/the-economics#how-rewards-are-shared)',
      `[ids](${PAGE}#how-ids-are-derived)`,
      '[GitHub](https://github.com/0xIntuition)',
      '![logo](https://docs.intuition.systems/img/logo.svg)',
      '[ref]: https://docs.intuition.systems/guides/sdks',
    ],
  },
  {
    name: 'a colon in prose (read as a text directive) stays as written',
    mdx: '| Start | timestamp 1762268400 (4 November 2025, 10:00 EST) |\n| --- | --- |\n| a | b |',
    contains: ['10:00 EST'],
  },
  {
    name: 'GFM tables stay tables',
    mdx: '| Id type | `uint256` | `bytes32` |\n| --- | --- | --- |\n| Atom id | next vault number | hash of a salt |',
    contains: ['| Id type | `uint256` | `bytes32` |', '| Atom id | next vault number | hash of a salt |'],
  },
];

describe('mdxToMarkdown', () => {
  it.each(cases)('$name', ({ mdx, contains, excludes = [] }) => {
    const markdown = mdxToMarkdown(mdx, PAGE);
    for (const text of contains) expect(markdown).toContain(text);
    for (const text of excludes) expect(markdown).not.toContain(text);
  });
});

describe('renderMarkdownPage', () => {
  it('starts with the title, the description as a blockquote and the source URL', () => {
    const markdown = renderMarkdownPage({
      title: 'The Primitives',
      description: 'Atoms, triples and signal are the three building blocks of Intuition.',
      path: '/guides/overview/the-primitives',
      mdx: 'Intuition has three primitives.',
    });
    expect(markdown).toBe(
      [
        '# The Primitives',
        '',
        '> Atoms, triples and signal are the three building blocks of Intuition.',
        '',
        `Source: <${PAGE}>`,
        '',
        'A page of the Intuition Documentation (<https://docs.intuition.systems>). Every page: ' +
          '<https://docs.intuition.systems/llms.txt>. Search and read these docs over MCP (Streamable HTTP): ' +
          '<https://docs.intuition.systems/api/mcp>.',
        '',
        'Intuition has three primitives.',
        '',
      ].join('\n'),
    );
  });

  it('lists a generated index page’s pages as absolute links with their descriptions', () => {
    const markdown = renderMarkdownPage({
      title: 'Use Cases',
      path: '/guides/category/use-cases',
      links: [
        {
          title: 'Decentralized Stack Overflow',
          href: '/guides/use-cases/decentralized-stack-overflow',
          description: 'A Q and A app.',
        },
        { title: 'Decentralized Social Media', href: '/guides/use-cases/decentralized-social-media' },
      ],
    });
    expect(markdown).toContain(
      '- [Decentralized Stack Overflow](https://docs.intuition.systems/guides/use-cases/decentralized-stack-overflow): A Q and A app.\n' +
        '- [Decentralized Social Media](https://docs.intuition.systems/guides/use-cases/decentralized-social-media)\n',
    );
  });
});

/** The Markdown outside fenced code blocks (code may well contain `import ` or `{`). */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

describe('every page with a Markdown version', () => {
  const pages = markdownPages();

  it('includes every guide, every generated index page and the static MDX pages', () => {
    const site = getDocsSite();
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(site.docs.map((doc) => doc.path)));
    expect(paths).toEqual(expect.arrayContaining(site.generatedIndexes.map((index) => index.path)));
    expect(paths).toEqual(expect.arrayContaining(['/getting-started', '/graphql', '/sdks/1ui']));
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s converts without leaving MDX behind',
    (path, page) => {
      const markdown = pageMarkdown(path)!;
      expect(markdown.startsWith(`# ${page.title}\n`)).toBe(true);
      expect(markdown).toContain(`Source: <https://docs.intuition.systems${path}>`);
      const text = prose(markdown);
      for (const leftover of ['<Tabs', '<TabItem', '<Card', '<Mermaid', '<QueryRunner', ':::', '{#']) {
        expect(text).not.toContain(leftover);
      }
      expect(text).not.toMatch(/^(import|export) /m);
      // Links within the site are absolute.
      expect(text).not.toMatch(/\]\(\/[^/]/);
    },
  );

  it('answers undefined for a path without a page', () => {
    expect(pageMarkdown('/guides/no-such-page')).toBeUndefined();
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('llms.txt links every guide’s Markdown with its description, grouped by sidebar section', () => {
    const text = llmsTxt();
    expect(text.startsWith('# Intuition Documentation\n\n> ')).toBe(true);
    for (const doc of getDocsSite().docs) {
      expect(text).toContain(
        `- [${doc.frontmatter.title}](https://docs.intuition.systems${doc.path}.md): ${doc.frontmatter.description}`,
      );
    }
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections.slice(0, 3)).toEqual(['Guides', 'Overview', 'Quickstart']);
    expect(sections[sections.length - 1]).toBe('Optional');
    expect(text).toContain('- [Getting Started](https://docs.intuition.systems/getting-started.md): ');
    // The five pages built from data files, and the home page, link their Markdown too (they linked HTML).
    for (const page of ['faq', 'apps', 'community-packages', 'whitepapers', 'release-notes', 'index']) {
      expect(text).toContain(`(https://docs.intuition.systems/${page}.md): `);
    }
    const links = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]!);
    expect(
      links.filter((link) => !link.endsWith('.md') && !link.endsWith('.txt') && !link.includes('/api/')),
    ).toEqual([]);
  });

  it('llms-full.txt holds every page as Markdown, the guides in sidebar order', () => {
    const text = llmsFullTxt();
    const titles = [...prose(text).matchAll(/^# (.+)$/gm)].map((m) => m[1]);
    const guides = getDocsSite().docs.map((doc) => doc.frontmatter.title);
    expect(titles).toEqual(expect.arrayContaining(guides));
    expect(titles).toEqual(
      expect.arrayContaining([
        'Frequently asked questions',
        'Apps',
        'Community packages',
        'Whitepapers',
        'Release notes',
      ]),
    );
    expect(titles.indexOf('Overview')).toBeLessThan(titles.indexOf('The Primitives'));
    expect(prose(text)).not.toContain(':::');
  });
});
