import {
  answerShare,
  fitWeights,
  SUPPORT_CREDIT,
  topAnswerShare,
  type RankedQuestion,
} from '@/lib/ai/ranking-fit';

/**
 * Questions whose answering candidate has the higher second feature and the lower first one: weights that count
 * only the first feature rank a wrong candidate first for every question.
 */
function questionsWhereSecondFeatureAnswers(count: number): RankedQuestion[] {
  return Array.from({ length: count }, (_, i) => {
    const noise = (i % 7) / 100;
    return {
      candidates: [
        [0.9 + noise, 0.1],
        [0.5, 0.8 - noise],
        [0.2, 0.3],
      ],
      answers: [false, true, false],
    };
  });
}

describe('topAnswerShare', () => {
  it('counts the questions whose best-scoring candidate answers, ties to the earlier candidate', () => {
    const questions: RankedQuestion[] = [
      { candidates: [[1], [2]], answers: [false, true] },
      { candidates: [[1], [1]], answers: [false, true] }, // a tie: the earlier, which does not answer
      { candidates: [[3], [1]], answers: [true, false] },
      { candidates: [], answers: [] },
    ];
    expect(topAnswerShare(questions, [1])).toBe(2 / 4);
    expect(topAnswerShare([], [1])).toBe(0);
  });
});

describe('answerShare', () => {
  it('counts a question fully when the top candidate answers, in part when one of the next three does', () => {
    const ranked = (answering: number): RankedQuestion => ({
      candidates: [5, 4, 3, 2, 1].map((score) => [score]),
      answers: [0, 1, 2, 3, 4].map((i) => i === answering),
    });
    expect(answerShare([ranked(0)], [1])).toBe(1);
    for (const i of [1, 2, 3]) expect(answerShare([ranked(i)], [1])).toBe(SUPPORT_CREDIT);
    expect(answerShare([ranked(4)], [1])).toBe(0); // fifth: the answer never quotes it
    expect(answerShare([ranked(0), ranked(4)], [1])).toBe(0.5);
    expect(answerShare([], [1])).toBe(0);
  });
});

describe('fitWeights', () => {
  it('moves weight to the feature that tells the answering candidates apart', () => {
    const questions = questionsWhereSecondFeatureAnswers(50);
    const start = [0.3, 0.1];
    expect(topAnswerShare(questions, start)).toBe(0);
    const { weights, share } = fitWeights(questions, start);
    expect(share).toBe(1);
    expect(topAnswerShare(questions, weights)).toBe(1);
    expect(weights[1]! / Math.max(weights[0]!, 0.01)).toBeGreaterThan(start[1]! / start[0]!);
    // Two decimals: no drift from adding steps in floating point.
    for (const weight of weights) expect(Math.round(weight * 100) / 100).toBe(weight);
  });

  it('keeps weights that already rank every answer first, and stops when no step helps', () => {
    const questions = questionsWhereSecondFeatureAnswers(10);
    const { weights, share } = fitWeights(questions, [0, 1]);
    expect(weights).toEqual([0, 1]);
    expect(share).toBe(1);
  });

  it('never lowers the share it starts from', () => {
    // Each question rewards a different feature: no weights rank all of them right.
    const questions: RankedQuestion[] = [0, 1, 2].flatMap((k) =>
      Array.from({ length: k + 2 }, () => ({
        candidates: [0, 1, 2].map((j) => [0, 1, 2].map((f) => (f === j ? 1 : 0))),
        answers: [0, 1, 2].map((j) => j === k),
      })),
    );
    const start = [0.1, 0.2, 0.3];
    const before = answerShare(questions, start);
    const { weights, share } = fitWeights(questions, start);
    expect(share).toBe(answerShare(questions, weights));
    expect(share).toBeGreaterThanOrEqual(before);
    // The largest group (k = 2) ranked first, the others among the next three.
    expect(topAnswerShare(questions, weights)).toBe(4 / 9);
    expect(share).toBeCloseTo(4 / 9 + (5 / 9) * SUPPORT_CREDIT);
  });
});
