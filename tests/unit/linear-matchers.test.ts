/**
 * Every matcher fed by request data runs in time linear in its input. Each is run on generated adversarial
 * inputs (long runs of the characters its expressions repeat, ending where a backtracking or retried match
 * fails) at two sizes eight times apart: linear work grows about eightfold, quadratic work 64-fold, cubic
 * 512-fold. The ratio is of CPU time, the best of several runs, so a loaded machine slows both sizes alike.
 * The static check is ESLint's regexp/no-super-linear-backtracking and regexp/no-super-linear-move
 * (eslint.config.mjs); the origin matcher counts its steps (origins.test.ts).
 */
import { createCitationFilter } from '@/lib/ai/citation-filter';
import {
  definedSubject,
  namesWithHyphens,
  questionSubject,
  questionTerms,
  searchableQuestion,
} from '@/lib/ai/question-words';
import { classifyUserAgent } from '@/lib/analytics/reader-class';
import { duplicateKey, hostsIn, linksIn } from '@/lib/comments/spam-rules';
import { tokenize } from '@/lib/search/text';
import { withoutTrailingSlashes } from '@/lib/server/trim';

/** CPU microseconds of the fastest of five runs of `run` repeated until it takes at least 2 ms. */
function cpuTime(run: () => void): number {
  let repeat = 1;
  for (;;) {
    const start = process.cpuUsage();
    for (let i = 0; i < repeat; i++) run();
    const used = process.cpuUsage(start);
    if (used.user + used.system >= 2_000 || repeat >= 1 << 16) break;
    repeat *= 2;
  }
  let best = Infinity;
  for (let attempt = 0; attempt < 5; attempt++) {
    const start = process.cpuUsage();
    for (let i = 0; i < repeat; i++) run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / repeat);
  }
  return best;
}

/** [what, the function, adversarial inputs of a size]. */
const MATCHERS: [string, (input: string) => unknown, ((n: number) => string)[]][] = [
  ['trailing slashes of a page path', withoutTrailingSlashes, [(n) => `${'/'.repeat(n)}a`]],
  [
    'the duplicate key of a comment',
    duplicateKey,
    [(n) => `a${'.'.repeat(n)}b`, (n) => `a${' !'.repeat(n / 2)}b`],
  ],
  [
    'links and hosts in a comment',
    (t) => [linksIn(t), hostsIn(t)],
    [(n) => 'www.'.repeat(n / 4), (n) => 'a.'.repeat(n / 2)],
  ],
  [
    'the subject of a question',
    (t) => [questionSubject(t), definedSubject(t)],
    [
      (n) => `what is a${' '.repeat(n)}!`,
      (n) => `what is a${' ?'.repeat(n / 2)}!`,
      (n) => `which ${'of '.repeat(n / 3)}!`,
      (n) => `how is a${' '.repeat(n)}!`,
      (n) => `how is ${'a '.repeat(n / 2)}computed!`,
    ],
  ],
  [
    'the words of a question',
    (t) => [questionTerms(t), searchableQuestion(t), namesWithHyphens(t)],
    [
      (n) => 'a'.repeat(n),
      (n) => `${'a '.repeat(n / 2)}!`,
      (n) => 'a-'.repeat(n / 2),
      (n) => `${'a or '.repeat(n / 5)}`,
    ],
  ],
  [
    'search tokens',
    (t) => tokenize(t),
    [
      (n) => 'A'.repeat(n),
      (n) => 'aB'.repeat(n / 2),
      (n) => 'a-'.repeat(n / 2),
      (n) => 'ab-cd-'.repeat(n / 6),
    ],
  ],
  ['the user agent', classifyUserAgent, [(n) => `Mozilla/5.0 ${'bot'.repeat(n / 3)}`, (n) => '-'.repeat(n)]],
  [
    'citations and links in a model’s answer',
    (t) => createCitationFilter(['https://docs.example/a']).push(t),
    [(n) => '['.repeat(n), (n) => `[a${'](('.repeat(n / 3)}`, (n) => `${'[1'.repeat(n / 2)}`],
  ],
];

describe.each(MATCHERS)('%s', (_name, matcher, inputs) => {
  it.each(inputs.map((make, i) => [i + 1, make] as const))(
    'adversarial input %i: eight times the input, at most 24 times the work',
    (_i, make) => {
      const small = make(1_000);
      const large = make(8_000);
      const ratio =
        cpuTime(() => matcher(large)) /
        Math.max(
          cpuTime(() => matcher(small)),
          1,
        );
      expect(ratio).toBeLessThan(24);
    },
  );
});
