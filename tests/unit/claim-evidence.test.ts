/**
 * The claims check: on the pages about contracts and the protocol (EVIDENCE_REQUIRED_FOR), every statement of
 * contract behaviour marked with <Evidence … /> links either to a claim test executed on the local network or to
 * the source line it paraphrases, at a commit the page's `sources` list. A bare <Evidence /> is an editor's marker
 * for a statement still waiting for evidence: this test lists each one with its page, line and sentence, and fails
 * while any remains. Shared facts (content/facts) are checked where pages include them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EVIDENCE_REQUIRED_FOR,
  evidenceAsMarkdown,
  evidenceLink,
  evidenceProblems,
  evidenceRequiredFor,
  parseSourceLine,
  sourceLineHref,
} from '@/lib/evidence';
import { factNamesIn, FACTS_DIR, loadFacts, withFacts } from '@/lib/facts';
import { loadContent } from '@/lib/content/load';

const content = loadContent({ includeDrafts: true });

describe('evidence for contract behaviour', () => {
  it('every page in scope: each <Evidence> marker carries a claim test or a source line its sources list', () => {
    const inScope = content.docs.filter((doc) => evidenceRequiredFor(doc.id));
    expect(inScope.length).toBeGreaterThanOrEqual(15);
    const problems = inScope.flatMap((doc) =>
      evidenceProblems(doc.body, doc.frontmatter.sources ?? []).map((problem) => `${doc.file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('the pages in scope carry evidence, and so does every page where it is used', () => {
    const marked = content.docs.filter((doc) => /<Evidence\b/.test(doc.body));
    expect(marked.filter((doc) => evidenceRequiredFor(doc.id)).length).toBeGreaterThanOrEqual(8);
    // Out of scope, a marker is not required, but one that is there must still be valid.
    const problems = marked
      .filter((doc) => !evidenceRequiredFor(doc.id))
      .flatMap((doc) =>
        evidenceProblems(doc.body, doc.frontmatter.sources ?? [])
          .filter((problem) => !/has no evidence yet/.test(problem))
          .map((problem) => `${doc.file} ${problem}`),
      );
    expect(problems).toEqual([]);
  });

  it.each([
    [
      'a bare marker',
      'Anyone may sweep. <Evidence />',
      [],
      /line 1: "Anyone may sweep\." has no evidence yet/,
    ],
    [
      'an unknown claim group',
      'X. <Evidence test="No such group" />',
      [],
      /names no claim group "No such group"/,
    ],
    ['a malformed source', 'X. <Evidence source="MultiVault.sol#L3" />', [], /malformed source/],
    [
      'a commit the sources do not list',
      'X. <Evidence source="0xIntuition/intuition-contracts-v2@4b4ee8e:src/protocol/MultiVault.sol#L1041" />',
      [{ repo: '0xIntuition/intuition-contracts-v2', commit: 'c1d054319e607912e6867f9965d2194b2b7c2143' }],
      /cites 0xIntuition\/intuition-contracts-v2@4b4ee8e, which the page's sources do not list/,
    ],
  ])('lists %s', (_name, body, sources, expected) => {
    const problems = evidenceProblems(body, sources);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('accepts a claim group and a source line at a listed commit (short or full)', () => {
    const sources = [
      { repo: '0xIntuition/intuition-contracts-v2', commit: '4b4ee8e182a1c9aa2e9262d310f3819d2e30ec69' },
    ];
    const body = [
      'Anyone may sweep any epoch. <Evidence test="Protocol fee sweep" />',
      'Only the wallet may call it. <Evidence source="0xIntuition/intuition-contracts-v2@4b4ee8e:src/protocol/MultiVault.sol#L952-L971" />',
    ].join('\n');
    expect(evidenceProblems(body, sources)).toEqual([]);
  });

  it('links a source line to its GitHub blob view, a claim group to its first test line', () => {
    const line = parseSourceLine(
      '0xIntuition/intuition-contracts-v2@4b4ee8e:src/protocol/MultiVault.sol#L952-L971',
    );
    expect(line && sourceLineHref(line)).toBe(
      'https://github.com/0xIntuition/intuition-contracts-v2/blob/4b4ee8e/src/protocol/MultiVault.sol#L952-L971',
    );
    expect(parseSourceLine('a/b@4b4ee8e:x.sol#L9-L3')).toBeUndefined();
    expect(evidenceLink({ test: 'Protocol fee sweep' })?.href).toMatch(
      /\/blob\/[\w.-]+\/tests\/chain\/multivault-claims\.test\.ts#L\d+$/,
    );
    expect(evidenceLink({})).toBeUndefined();
  });

  it('in the data files (Markdown), an element becomes a plain link and a bare marker is dropped', () => {
    expect(
      evidenceAsMarkdown('Swept by anyone. <Evidence test="Protocol fee sweep" /> Done. <Evidence />'),
    ).toMatch(
      /^Swept by anyone\. \(\[tested: Protocol fee sweep\]\(https:\/\/github\.com\/.+#L\d+\)\) Done\.$/,
    );
  });

  it('the scope names pages that exist', () => {
    for (const scope of EVIDENCE_REQUIRED_FOR)
      expect(
        content.docs.some((doc) => (scope.endsWith('/') ? doc.id.startsWith(scope) : doc.id === scope)),
      ).toBe(true);
  });
});

describe('shared facts', () => {
  const facts = loadFacts();
  const sources = [
    ...content.docs.map((doc) => readFileSync(path.join(process.cwd(), doc.file), 'utf8')),
    ...readdirSync(path.join(process.cwd(), 'content/pages'), { recursive: true })
      .filter((file) => /\.(mdx|json)$/.test(String(file)))
      .map((file) => readFileSync(path.join(process.cwd(), 'content/pages', String(file)), 'utf8')),
  ];

  it('every fact is included somewhere, and the pages include only facts that exist', () => {
    const used = new Set(sources.flatMap(factNamesIn));
    for (const fact of facts.values()) for (const name of factNamesIn(fact)) used.add(name);
    expect([...facts.keys()].filter((name) => !used.has(name))).toEqual([]);
    expect([...used].filter((name) => !facts.has(name))).toEqual([]);
  });

  it('are replaced in what the site reads: no page body keeps a {{fact:…}} token', () => {
    expect(content.docs.filter((doc) => doc.body.includes('{{fact:')).map((doc) => doc.file)).toEqual([]);
  });

  it('replace inline and nested, and refuse an unknown name or a cycle', () => {
    const table = new Map([
      ['chain', '1155'],
      ['both', 'mainnet {{fact:chain}}'],
      ['loop', '{{fact:loop}}'],
    ]);
    expect(withFacts('Chain {{fact:chain}}.', table)).toBe('Chain 1155.');
    expect(withFacts('{{fact:both}}', table)).toBe('mainnet 1155');
    expect(() => withFacts('{{fact:missing}}', table)).toThrow(/no content\/facts\/missing\.md/);
    expect(() => withFacts('{{fact:loop}}', table)).toThrow(/includes itself/);
  });

  it('each fact is listed in the README’s editing section', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    expect(
      readdirSync(FACTS_DIR).filter((file) => !readme.includes(`\`${file.replace(/\.md$/, '')}\``)),
    ).toEqual([]);
  });
});
