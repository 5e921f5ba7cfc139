/**
 * @jest-environment jsdom
 *
 * Anchoring, from case tables over real prose: a comment is described on one version of a page and placed
 * again on the same page or on an edited one.
 */
import { anchorComment } from '@/widget/anchoring/anchor';
import { describePoint, describeRange } from '@/widget/anchoring/describe';
import { cssEscape, cssPath, resolvePath } from '@/widget/anchoring/node-path';
import { MAX_QUOTE_LENGTH } from '@/widget/anchoring/limits';
import { anchoringBudget, findQuote } from '@/widget/anchoring/quote';
import * as v from 'valibot';
import { commentMetadata } from '@/widget/contract';

const ORIGINAL = `
<main>
  <article>
    <h2 id="how-intuition-records-signal">How Intuition records signal</h2>
    <p>Most attestation systems are one-to-one: a single issuer signs a statement about a subject, and that
    statement belongs to the issuer. Intuition uses <strong>many-to-one, non-deterministic attestations</strong>
    instead.</p>
    <p>A statement like <code>[Vitalik] [is] [trustworthy]</code> exists once, with no single owner, and anyone can
    back it or oppose it at any time by depositing into its vaults.</p>
    <h2 id="fees-and-rewards">Fees and rewards</h2>
    <p>Every deposit pays an entry fee to the vault's existing shareholders.</p>
  </article>
</main>`;

// The same page after an editor's changes: a new paragraph above, a word changed inside the second quote's
// sentence, and the heading ids unchanged.
const EDITED = ORIGINAL.replace(
  '<p>Most attestation',
  '<p>A new introduction paragraph was added here by an editor.</p>\n    <p>Most attestation',
).replace('back it or oppose it at any time', 'back it or oppose it whenever they like');

// jsdom has no layout: ranges report an empty box, as an element does.
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

function setPage(html: string) {
  document.body.innerHTML = html;
}

function rangeOver(text: string, occurrence = 0): Range {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let full = '';
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const starts = nodes.map((node) => {
    const at = full.length;
    full += node.data;
    return at;
  });
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = full.indexOf(text, at + 1);
  if (at < 0) throw new Error(`fixture text not found: ${text}`);
  const locate = (offset: number, end: boolean) => {
    const i = starts.findLastIndex((s, k) => (end ? s < offset : s <= offset) && k < nodes.length);
    return [nodes[i]!, offset - starts[i]!] as const;
  };
  const range = document.createRange();
  range.setStart(...locate(at, false));
  range.setEnd(...locate(at + text.length, true));
  return range;
}

describe('element paths', () => {
  it.each([
    ['an element with an id', '#how-intuition-records-signal', '#how-intuition-records-signal'],
    [
      'a paragraph without id',
      'article > p:nth-of-type(2)',
      'html > body > main > article > p:nth-of-type(2)',
    ],
  ])('gives %s a path that resolves to it', (_name, selector, expected) => {
    setPage(ORIGINAL);
    const element = document.querySelector(selector)!;
    const path = cssPath(element);
    expect(path).toBe(expected);
    expect(resolvePath(path)).toBe(element);
  });

  // Resolving escaped ids (`#\\31 -fees`) is tested in Chromium (tests/e2e/widget.e2e.ts): jsdom's selector
  // engine cannot.
  it('escapes like CSS.escape', () => {
    expect(cssEscape('1a')).toBe('\\31 a');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape('a.b c')).toBe('a\\.b\\ c');
    expect(cssEscape('1:fees & rewards')).toBe('\\31 \\:fees\\ \\&\\ rewards');
    expect(resolvePath('p:::bad')).toBeNull();
  });
});

describe('describing and re-anchoring', () => {
  const selections: [name: string, text: string][] = [
    ['a selection inside one text node', 'single issuer signs a statement'],
    ['a selection across inline elements', 'Intuition uses many-to-one, non-deterministic'],
    ['a selection across paragraphs', 'instead.\n    A statement like'],
    ['a selection starting inside code', 'trustworthy] exists once'],
  ];

  it.each(selections)('places %s again on the unchanged page', (_name, text) => {
    setPage(ORIGINAL);
    const metadata = describeRange(rangeOver(text), document.body)!;
    expect(metadata.quote!.exact).toBe(text);
    expect(metadata.quote!.prefix.length).toBeLessThanOrEqual(32);
    setPage(ORIGINAL);
    const anchor = anchorComment(metadata, document.body);
    expect(anchor.kind).toBe('text');
    if (anchor.kind === 'text') {
      expect(anchor.range.toString()).toBe(text);
      expect(anchor.repaired).toBe(false);
    }
  });

  it('stores a backward (right-to-left) selection in document order', () => {
    setPage(ORIGINAL);
    const forward = rangeOver('single issuer signs');
    const selection = window.getSelection()!;
    selection.setBaseAndExtent(
      forward.endContainer,
      forward.endOffset,
      forward.startContainer,
      forward.startOffset,
    );
    const metadata = describeRange(selection.getRangeAt(0), document.body)!;
    expect(metadata.selection!.startOffset).toBeLessThan(metadata.selection!.endOffset);
    expect(metadata.quote!.exact).toBe('single issuer signs');
  });

  it('ignores a selection with no visible text', () => {
    setPage(ORIGINAL);
    const range = rangeOver('\n    ');
    expect(describeRange(range, document.body)).toBeNull();
  });

  it('falls back to the quote when the page was edited above the selection', () => {
    setPage(ORIGINAL);
    const metadata = describeRange(rangeOver('Intuition uses many-to-one'), document.body)!;
    setPage(EDITED);
    const anchor = anchorComment(metadata, document.body);
    expect(anchor).toMatchObject({ kind: 'text', repaired: true });
    if (anchor.kind === 'text') expect(anchor.range.toString()).toBe('Intuition uses many-to-one');
  });

  it('finds an edited quote approximately', () => {
    setPage(ORIGINAL);
    const metadata = describeRange(
      rangeOver('back it or oppose it at any time by depositing'),
      document.body,
    )!;
    setPage(EDITED);
    const anchor = anchorComment(metadata, document.body);
    expect(anchor.kind).toBe('text');
    if (anchor.kind === 'text') expect(anchor.range.toString()).toContain('oppose it whenever they');
  });

  it('detaches a selection whose text is gone', () => {
    setPage(ORIGINAL);
    const metadata = describeRange(rangeOver('entry fee to the vault'), document.body)!;
    setPage('<main><article><p>Entirely different content now.</p></article></main>');
    expect(anchorComment(metadata, document.body).kind).toBe('detached');
  });

  it('places a point comment on its element and detaches it when the element is gone', () => {
    setPage(ORIGINAL);
    const heading = document.getElementById('how-intuition-records-signal')!;
    const metadata = describePoint(heading, 40, 12);
    expect(metadata.nodeId).toBe('#how-intuition-records-signal');
    setPage(EDITED);
    const anchor = anchorComment(metadata, document.body);
    expect(anchor).toEqual({
      kind: 'point',
      element: document.getElementById('how-intuition-records-signal'),
    });
    setPage('<main></main>');
    expect(anchorComment(metadata, document.body).kind).toBe('detached');
  });

  it('uses selectedText from other clients when there is no quote', () => {
    setPage(EDITED);
    const anchor = anchorComment(
      { nodeId: 'p', x: 0, y: 0, selectedText: 'entry fee', selection: null },
      document.body,
    );
    expect(anchor.kind === 'text' && anchor.range.toString()).toBe('entry fee');
  });
});

describe('quote matching', () => {
  const text = 'The fee goes to shareholders. The fee is small. Later the fee goes to the protocol.';
  it.each([
    [
      'the occurrence whose context matches',
      { exact: 'fee goes', prefix: 'Later the ', suffix: ' to the' },
      58,
    ],
    ['the first when context says nothing', { exact: 'fee goes' }, 4],
  ])('picks %s', (_name, quote, start) => {
    expect(findQuote(text, quote)?.start).toBe(start);
  });

  it('tolerates a few edits and refuses an unrelated text', () => {
    expect(findQuote(text, { exact: 'The fee is smal.' })).not.toBeNull();
    expect(findQuote(text, { exact: 'completely unrelated words here' })).toBeNull();
  });
});

// Issue 16, item 11: 50 anonymous comments with random 2,000-character quotes froze every reader's page for 1.9 s.
describe('bounded re-anchoring', () => {
  let seed = 16;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const randomText = (n: number) =>
    Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz '[Math.floor(random() * 27)]).join('');
  const prose = Array.from(
    { length: 600 },
    (_, i) => `Sentence ${i} says that atoms and triples hold deposits.`,
  );
  const pageText = prose.join(' ');

  it('the API refuses a quote longer than the bound', () => {
    const metadata = { nodeId: 'p', x: 1, y: 1 };
    const tooLong = v.safeParse(commentMetadata, {
      ...metadata,
      quote: { exact: 'x'.repeat(MAX_QUOTE_LENGTH + 1) },
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.issues?.[0]?.message).toBe(`must be at most ${MAX_QUOTE_LENGTH} characters`);
    expect(
      v.safeParse(commentMetadata, { ...metadata, quote: { exact: 'x'.repeat(MAX_QUOTE_LENGTH) } }).success,
    ).toBe(true);
  });

  it('the widget cuts a long selection to the bound', () => {
    setPage(`<main><p>${'word '.repeat(400)}</p></main>`);
    const described = describeRange(rangeOver('word '.repeat(300)), document.body);
    expect(described?.quote?.exact.length).toBe(MAX_QUOTE_LENGTH);
  });

  it('50 random 2,000-character quotes share one page budget', () => {
    const budget = anchoringBudget(100);
    const started = performance.now();
    for (let i = 0; i < 50; i++) expect(findQuote(pageText, { exact: randomText(2000) }, budget)).toBeNull();
    // The budget plus at most one chunk's search past it (a generous margin for a loaded machine).
    expect(performance.now() - started).toBeLessThan(600);
  });

  it('once the budget is spent, quotes are still found exactly, only the approximate search stops', () => {
    const spent = anchoringBudget(-1);
    expect(findQuote(pageText, { exact: 'Sentence 321 says' }, spent)?.start).toBe(
      pageText.indexOf('Sentence 321 says'),
    );
    expect(findQuote(pageText, { exact: 'Sentence 321 sayz' }, spent)).toBeNull();
    expect(findQuote(pageText, { exact: 'Sentence 321 sayz' }, anchoringBudget(1_000))?.start).toBe(
      pageText.indexOf('Sentence 321 says'),
    );
  });

  it('finds an edited quote past the first chunk of a long page', () => {
    const at = pageText.indexOf('Sentence 555');
    const quote = pageText.slice(at, at + 120).replace('deposits', 'depozits');
    expect(findQuote(pageText, { exact: quote })?.start).toBe(at);
  });
});

describe('comments on parts of the page still being drawn (aria-busy)', () => {
  const DRAWN = `<main><article><p>Before the diagram.</p>
    <figure id="mermaid-abc1" class="mermaid-diagram" aria-busy="false"><div>
      <svg id="mermaid-abc1-svg"><g id="mermaid-abc1-svg-flowchart-H-0" class="node"><rect></rect>
      <foreignObject><span class="nodeLabel"><p>People who stake</p></span></foreignObject></g></svg>
    </div></figure></article></main>`;
  const PLACEHOLDER = `<main><article><p>Before the diagram.</p>
    <figure id="mermaid-abc1" class="mermaid-diagram" aria-busy="true"><span>Diagram loading</span></figure>
    <figure id="mermaid-abc12" class="mermaid-diagram" aria-busy="true"></figure></article></main>`;
  const GONE = `<main><article><p>Before the diagram.</p></article></main>`;
  const IN_BUSY_SECTION = `<main><article><p>Before the diagram.</p><section aria-busy="true"></section></article></main>`;

  const point = () => describePoint(document.querySelector('#mermaid-abc1-svg-flowchart-H-0 rect')!, 4, 4);
  const selection = () => describeRange(rangeOver('People who stake'), document.body)!;

  const cases: [
    name: string,
    describe: () => Parameters<typeof anchorComment>[0],
    page: string,
    kind: string,
  ][] = [
    ['a point comment on the drawing, drawn', point, DRAWN, 'point'],
    ['a point comment on the drawing, not drawn yet', point, PLACEHOLDER, 'pending'],
    ['a point comment on the drawing, figure gone', point, GONE, 'detached'],
    ['a selection on a label, drawn', selection, DRAWN, 'text'],
    ['a selection on a label, not drawn yet', selection, PLACEHOLDER, 'pending'],
    ['a selection on a label, figure gone', selection, GONE, 'detached'],
  ];

  it.each(cases)('%s: %s', (_name, describeIt, page, kind) => {
    setPage(DRAWN);
    const metadata = describeIt();
    setPage(page);
    const anchor = anchorComment(metadata, document.body);
    expect(anchor.kind).toBe(kind);
    // Pending on the figure whose id the path's begins with, never on one whose id merely shares a prefix.
    if (anchor.kind === 'pending') expect(anchor.element.id).toBe('mermaid-abc1');
  });

  it('a path under a busy part (not from an id) is pending on that part', () => {
    setPage(
      `<main><article><p>Before the diagram.</p><section aria-busy="false"><p><em>late text</em></p></section></article></main>`,
    );
    const metadata = describePoint(document.querySelector('section em')!, 1, 1);
    setPage(IN_BUSY_SECTION);
    const anchor = anchorComment(metadata, document.body);
    expect(anchor.kind === 'pending' && anchor.element.tagName).toBe('SECTION');
  });
});
