/**
 * Fits the re-rank's feature weights (./retrieve RANKING_WEIGHTS) to labelled questions, instead of setting each by
 * hand for the case in front of us. Each question brings its candidate sections as feature vectors, in the order
 * retrieval met them, and which of them answer it; a weight vector is as good as the share of questions whose
 * highest-scoring candidate answers, with a part for those where one of the next three does (the answer adds their
 * passages). Coordinate
 * ascent (one weight at a time, a few step sizes each way, kept when the share rises) optimises that share directly,
 * which a smooth surrogate (a softmax over candidates) did not: measured on the committed question sets, the
 * surrogate lowered the held-out share while coordinate ascent raised it.
 */

export interface RankedQuestion {
  /** One feature vector per candidate section, in retrieval's order. */
  candidates: number[][];
  /** For each candidate, whether it answers the question. */
  answers: boolean[];
}

/**
 * The answer quotes its lead section and may add passages of the next three (./local-provider SUPPORT_SECTIONS):
 * a question whose answering candidate ranks there counts this much of one whose top candidate answers.
 */
export const SUPPORT_CREDIT = 0.25;
const SUPPORT_REACH = 4;

/** The candidates best first by their score under these weights (ties to the earlier, as retrieval sorts). */
function rankedOrder(candidates: number[][], weights: number[]): number[] {
  const scores = candidates.map((features) =>
    features.reduce((sum, value, k) => sum + value * weights[k]!, 0),
  );
  return scores.map((_, i) => i).sort((x, y) => scores[y]! - scores[x]! || x - y);
}

/**
 * How well weights rank the answering candidates, per question: 1 when the best-scoring candidate answers,
 * SUPPORT_CREDIT when one of the next three does, else 0.
 */
export function answerShare(questions: RankedQuestion[], weights: number[]): number {
  if (questions.length === 0) return 0;
  let total = 0;
  for (const { candidates, answers } of questions) {
    const order = rankedOrder(candidates, weights);
    if (order.length === 0) continue;
    if (answers[order[0]!]) total += 1;
    else if (order.slice(1, SUPPORT_REACH).some((i) => answers[i])) total += SUPPORT_CREDIT;
  }
  return total / questions.length;
}

/** The share of questions whose best-scoring candidate answers them. */
export function topAnswerShare(questions: RankedQuestion[], weights: number[]): number {
  if (questions.length === 0) return 0;
  const right = questions.filter(
    ({ candidates, answers }) => candidates.length > 0 && answers[rankedOrder(candidates, weights)[0]!],
  ).length;
  return right / questions.length;
}

export interface AscentOptions {
  /** The changes tried for each weight, in order. */
  steps?: number[];
  /** At most this many passes over the weights. */
  rounds?: number;
  /** A change is kept when it raises the share by more than this (one question in ten thousand). */
  minGain?: number;
}

const DEFAULT_STEPS = [-0.3, -0.15, -0.08, -0.04, 0.04, 0.08, 0.15, 0.3];

/** Coordinate ascent on answerShare from `start`; weights are kept to two decimals. */
export function fitWeights(
  questions: RankedQuestion[],
  start: number[],
  { steps = DEFAULT_STEPS, rounds = 4, minGain = 1e-4 }: AscentOptions = {},
): { weights: number[]; share: number } {
  let weights = [...start];
  let share = answerShare(questions, weights);
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    for (let k = 0; k < weights.length; k++) {
      for (const step of steps) {
        // From the weight as it stands: a kept step moves where the next one starts.
        const tried = [...weights];
        tried[k] = Math.round((weights[k]! + step) * 100) / 100;
        const triedShare = answerShare(questions, tried);
        if (triedShare > share + minGain) {
          weights = tried;
          share = triedShare;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return { weights, share };
}
