/**
 * `npm run eval:ask`'s golden set with the local answerer on the built index: the figures published in the
 * README must not fall (floors a little under them; raise them when the answerer improves).
 */
import fs from 'node:fs';
import path from 'node:path';
import { evaluate, goldenSet } from '@/lib/ai/evaluate';
import { createLocalProvider } from '@/lib/ai/local-provider';
import { retrieveSections } from '@/lib/ai/retrieve';

const golden = goldenSet.parse(
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/ask-golden.json'), 'utf8')),
);

describe('the local answerer on the golden set', () => {
  it('has at least 60 questions, 10 of them not answered by the docs', () => {
    expect(golden.questions.length).toBeGreaterThanOrEqual(60);
    expect(golden.questions.filter((q) => q.answerable === false).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps its published figures', async () => {
    retrieveSections('warm up');
    const { figures } = await evaluate(golden.questions, createLocalProvider(), (q) => retrieveSections(q));
    expect(figures.firstCitationAccuracy).toBeGreaterThanOrEqual(0.88);
    expect(figures.anyCitationAccuracy).toBeGreaterThanOrEqual(0.93);
    expect(figures.keyFactRate).toBeGreaterThanOrEqual(0.88);
    expect(figures.falseRefusals).toBeLessThanOrEqual(1);
    expect(figures.unanswerableRefused).toBe(figures.unanswerable);
    expect(figures.firstTextMs.p95).toBeLessThanOrEqual(150);
  });
});
