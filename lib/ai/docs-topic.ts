/**
 * Whether a question is about what these docs are about, from how often its words occur in the docs against how
 * often they occur in general developer writing (./background-words.json: the Markdown files of the installed packages,
 * scripts/build-background-words.ts). A question about the protocol names at least one word the docs use far more
 * than developers in general do ("atom", "vault", "epoch", "attestation"); a general programming question that only
 * shares words with the docs ("a multi-stage Dockerfile for a Go service", "let vs const in JavaScript") names none.
 */
import background from './background-words.json';

const BACKGROUND = new Map(Object.entries(background.counts));

/** Whether a stem can say what a question is about: a number ("2026", "0.5") cannot. */
export const isTopicStem = (stem: string) => !/^[\d.]+$/.test(stem);

/**
 * How much likelier the question's most docs-like word is in the docs than in general developer writing: the
 * largest log ratio of a stem's rate in the docs to its rate in the background (each count plus one), over the
 * stems the docs write. -Infinity when the docs write none of them.
 */
export function docsTopicScore(
  termStems: readonly (readonly string[])[],
  docsCounts: ReadonlyMap<string, number>,
  docsTotal: number,
): number {
  let best = -Infinity;
  for (const stems of termStems) {
    for (const stem of stems) {
      const inDocs = docsCounts.get(stem) ?? 0;
      if (inDocs === 0 || !isTopicStem(stem)) continue;
      const ratio =
        Math.log((inDocs + 1) / docsTotal) - Math.log(((BACKGROUND.get(stem) ?? 0) + 1) / background.total);
      best = Math.max(best, ratio);
    }
  }
  return best;
}
