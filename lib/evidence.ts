/**
 * Evidence for statements of contract behaviour. A sentence that says who may call something, what it costs, where
 * value goes or when it reverts ends with `<Evidence … />`:
 *
 * - `<Evidence test="Protocol fee sweep" />`: a claim group of tests/chain/*-claims.test.ts, executed on the local
 *   Intuition network; links to the line of the group's first test.
 * - `<Evidence source="0xIntuition/intuition-contracts-v2@4b4ee8e:src/protocol/MultiVault.sol#L1560-L1565" />`: the
 *   source line the sentence paraphrases, at a commit the page's `sources` list.
 * - `<Evidence />` alone is the editor's marker for a statement still waiting for either. The claims check
 *   (tests/unit/claim-evidence.test.ts, in `npm test`) lists every marker without valid evidence on the pages of
 *   EVIDENCE_REQUIRED_FOR and fails while any remains.
 */
import { claimTestsOf } from './content/claim-tests';
import { siteConfig } from './site-config';

/** The pages whose behaviour statements must carry evidence: folders (`smart-contracts/`) or page ids. */
export const EVIDENCE_REQUIRED_FOR: readonly string[] = [
  'smart-contracts/',
  'primitives/',
  'use-cases/',
  'overview/the-economics',
  'quickstart/contract-interactions',
];

export function evidenceRequiredFor(docId: string): boolean {
  return EVIDENCE_REQUIRED_FOR.some((scope) =>
    scope.endsWith('/') ? docId.startsWith(scope) : docId === scope,
  );
}

const SOURCE = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{7,40}):([^\s#]+)#L(\d+)(?:-L(\d+))?$/;

export interface SourceLine {
  repo: string;
  commit: string;
  path: string;
  from: number;
  to?: number;
}

/** `owner/repo@commit:path#L12` or `…#L12-L20`, or undefined when malformed. */
export function parseSourceLine(value: string): SourceLine | undefined {
  const match = SOURCE.exec(value.trim());
  if (!match) return undefined;
  const [, repo, commit, path, from, to] = match;
  const range = { repo: repo!, commit: commit!, path: path!, from: Number(from) };
  if (to === undefined) return range;
  return Number(to) > range.from ? { ...range, to: Number(to) } : undefined;
}

export function sourceLineHref(line: SourceLine): string {
  const lines = line.to ? `#L${line.from}-L${line.to}` : `#L${line.from}`;
  return `https://github.com/${line.repo}/blob/${line.commit}/${line.path}${lines}`;
}

export function sourceLineLabel(line: SourceLine): string {
  const file = line.path.split('/').pop();
  return line.to ? `${file}#L${line.from}-L${line.to}` : `${file}#L${line.from}`;
}

/** Where a claim group's test is read: its first test's line on the repository's blob view. */
export function claimGroupHref(group: string): string {
  const [first] = claimTestsOf(group);
  return `${siteConfig.editUrl.replace('/edit/', '/blob/')}${first!.file}#L${first!.line}`;
}

export interface EvidenceLink {
  kind: 'test' | 'source';
  href: string;
  label: string;
}

/** The link an <Evidence> element renders, or undefined for a bare marker (or a malformed one). */
export function evidenceLink(attributes: { test?: string; source?: string }): EvidenceLink | undefined {
  if (attributes.test) {
    try {
      return { kind: 'test', href: claimGroupHref(attributes.test), label: `tested: ${attributes.test}` };
    } catch {
      return undefined;
    }
  }
  const line = attributes.source ? parseSourceLine(attributes.source) : undefined;
  return line ? { kind: 'source', href: sourceLineHref(line), label: sourceLineLabel(line) } : undefined;
}

/** A source a page lists in its frontmatter: a repository at a commit. */
export interface ListedSource {
  repo?: string;
  commit?: string;
}

const ELEMENT = /<Evidence\b([^>]*?)\/>/g;
const ATTRIBUTE = /\b(test|source)="([^"]*)"/g;

/** The sentence an element closes: the text since the previous sentence end, line break or table cell. */
function sentenceBefore(text: string, index: number): string {
  const before = text
    .slice(0, index)
    .replace(/(?:\s*<Evidence\b[^>]*\/>)+\s*$/, '')
    .trimEnd();
  const body = before.replace(/[.:;]$/, '');
  const start = Math.max(body.lastIndexOf('\n'), body.lastIndexOf('. '), body.lastIndexOf('|'));
  return before.slice(start + 1).trim();
}

/**
 * Every <Evidence> marker of a page body (facts already included) whose evidence is missing or wrong: no `test`
 * or `source`, an unknown claim group, a malformed source line, or a commit the page's `sources` do not list.
 * Each problem names its line and the sentence it closes.
 */
export function evidenceProblems(body: string, sources: readonly ListedSource[]): string[] {
  const problems: string[] = [];
  for (const match of body.matchAll(ELEMENT)) {
    const attributes = Object.fromEntries([...match[1]!.matchAll(ATTRIBUTE)].map((a) => [a[1]!, a[2]!])) as {
      test?: string;
      source?: string;
    };
    const line = body.slice(0, match.index).split('\n').length;
    const where = `line ${line}: "${sentenceBefore(body, match.index!).slice(-140)}"`;
    if (!attributes.test && !attributes.source) {
      problems.push(`${where} has no evidence yet (test="claim group" or source="repo@commit:path#Lx")`);
      continue;
    }
    if (attributes.test && !evidenceLink({ test: attributes.test }))
      problems.push(`${where} names no claim group "${attributes.test}" of tests/chain`);
    if (attributes.source) {
      const source = parseSourceLine(attributes.source);
      if (!source) problems.push(`${where} has a malformed source "${attributes.source}"`);
      else if (
        !sources.some(
          (listed) =>
            listed.repo === source.repo &&
            listed.commit !== undefined &&
            (listed.commit.startsWith(source.commit) || source.commit.startsWith(listed.commit)),
        )
      )
        problems.push(`${where} cites ${source.repo}@${source.commit}, which the page's sources do not list`);
    }
  }
  return problems;
}

/**
 * Text that is Markdown rather than MDX (the data files behind the static pages) with each <Evidence> element as a
 * plain Markdown link, the same words the page's Markdown export uses; a bare marker is dropped.
 */
export function evidenceAsMarkdown(text: string): string {
  return text.replace(/\s*<Evidence\b([^>]*?)\/>/g, (_element, attributes: string) => {
    const found = Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].map((a) => [a[1]!, a[2]!])) as {
      test?: string;
      source?: string;
    };
    const link = evidenceLink(found);
    return link ? ` ([${link.label}](${link.href}))` : '';
  });
}
