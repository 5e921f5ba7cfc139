/**
 * lib/ai/docs-topic: a question's most docs-like word, by its rate in the docs against its rate in general developer
 * writing (the installed packages' READMEs).
 */
import background from '@/lib/ai/background-words.json';
import { docsTopicScore } from '@/lib/ai/docs-topic';

// A docs of 10,000 words that write each of these stems 50 times.
const DOCS_TOTAL = 10_000;
const docs = (stems: string[]) => new Map(stems.map((stem) => [stem, 50]));
const rateRatio = (stem: string) =>
  Math.log(51 / DOCS_TOTAL) -
  Math.log(((background.counts as Record<string, number>)[stem] ?? 0) + 1) +
  Math.log(background.total);

describe('docsTopicScore', () => {
  it('is the log ratio of the rates of the most docs-like stem', () => {
    const counts = docs(['instal', 'vault']);
    expect(docsTopicScore([['instal'], ['vault']], counts, DOCS_TOTAL)).toBeCloseTo(rateRatio('vault'), 6);
    expect(rateRatio('vault')).toBeGreaterThan(rateRatio('instal'));
  });

  it.each(['instal', 'function', 'string', 'import', 'npm', 'const'])(
    'reads %j, a word every README uses, as general writing',
    (stem) => {
      expect(docsTopicScore([[stem]], docs([stem]), DOCS_TOTAL)).toBeLessThan(2.5);
    },
  );

  it.each(['vault', 'atom', 'epoch', 'attest'])("reads %j, rare in READMEs, as the docs' own", (stem) => {
    expect(docsTopicScore([[stem]], docs([stem]), DOCS_TOTAL)).toBeGreaterThan(2.5);
  });

  it('counts only stems the docs write, and no number', () => {
    expect(docsTopicScore([['sourdough'], ['2026'], ['0.5']], docs(['2026', '0.5']), DOCS_TOTAL)).toBe(
      -Infinity,
    );
    expect(docsTopicScore([], docs([]), DOCS_TOTAL)).toBe(-Infinity);
  });

  it('takes the best of the names a typed word may stand for', () => {
    const counts = docs(['instal', 'vault']);
    expect(docsTopicScore([['instal', 'vault']], counts, DOCS_TOTAL)).toBeCloseTo(rateRatio('vault'), 6);
  });
});
