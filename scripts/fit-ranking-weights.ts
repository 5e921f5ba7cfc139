/**
 * `npm run fit:ranking [-- --write]`: fits the re-rank's feature weights (lib/ai/ranking-weights.json) to the
 * committed question sets (QUESTION_SETS). For each answerable question, retrieval's candidate sections and their
 * features are taken as they are; a candidate answers when its page is one the question lists and its text states
 * one of the question's key facts (as the evaluation compares them). lib/ai/ranking-fit then raises the share of
 * questions whose top candidate answers (a part for one of the next three), starting from the weights in the file.
 *
 * Before fitting on every set, it checks that the fit carries over: fitted on half the sets (alternate ones), the
 * share on the other half, before and after, both ways round. `--write` writes the weights fitted on every set.
 * Uses the search index of `npm run build` (.next/search, or SEARCH_INDEX_DIR). Run by hand after the features or
 * the sets change, then `npm run eval:ask` to see the answers' figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { goldenSet, QUESTION_SETS, statesFact } from '../lib/ai/evaluate';
import { answerShare, fitWeights, topAnswerShare, type RankedQuestion } from '../lib/ai/ranking-fit';
import {
  RANKING_WEIGHTS,
  retrieveSections,
  type RankedCandidate,
  type RankingFeatures,
} from '../lib/ai/retrieve';

const root = process.cwd();
const names = Object.keys(RANKING_WEIGHTS) as (keyof RankingFeatures)[];
const start = names.map((name) => RANKING_WEIGHTS[name]);

const bySet: RankedQuestion[][] = QUESTION_SETS.map(({ file }) => {
  const set = goldenSet.parse(JSON.parse(fs.readFileSync(path.resolve(root, file), 'utf8')));
  return set.questions
    .filter((question) => question.answerable !== false && (question.facts ?? []).length > 0)
    .map((question) => {
      let candidates: RankedCandidate[] = [];
      retrieveSections(question.question, { onCandidates: (found) => (candidates = found) });
      const facts = question.facts ?? [];
      return {
        candidates: candidates.map(({ features }) => names.map((name) => features[name])),
        answers: candidates.map(
          ({ url, title, text }) =>
            (question.pages ?? []).includes(url.split('#')[0]!) &&
            facts.some((fact) => statesFact(`${title}\n${text}`, fact)),
        ),
      };
    })
    .filter(({ candidates }) => candidates.length > 0);
});

const half = (parity: number) => bySet.filter((_, i) => i % 2 === parity).flat();
const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
for (const held of [0, 1]) {
  const train = half(1 - held);
  const test = half(held);
  const { weights } = fitWeights(train, start);
  console.log(
    `fitted on the ${held === 0 ? 'odd' : 'even'} sets: held-out top candidate answers ` +
      `${percent(topAnswerShare(test, start))} → ${percent(topAnswerShare(test, weights))} ` +
      `(${test.length} questions; fitted-on ${percent(topAnswerShare(train, start))} → ` +
      `${percent(topAnswerShare(train, weights))})`,
  );
}
const all = bySet.flat();
const { weights } = fitWeights(all, start);
console.log(
  `every set (${all.length} questions): top candidate answers ${percent(topAnswerShare(all, start))} → ` +
    `${percent(topAnswerShare(all, weights))}; with a part for the next three ` +
    `${percent(answerShare(all, start))} → ${percent(answerShare(all, weights))}`,
);
const fitted = Object.fromEntries(names.map((name, i) => [name, weights[i]!]));
console.log(JSON.stringify(fitted, null, 2));
if (process.argv.includes('--write')) {
  const file = path.join(root, 'lib/ai/ranking-weights.json');
  fs.writeFileSync(file, `${JSON.stringify(fitted, null, 2)}\n`);
  console.log(`Written to ${path.relative(root, file)}`);
}
