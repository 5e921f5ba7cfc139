/**
 * `npm run eval:ask`: answers the two question sets and prints, for each, the figures — first-citation accuracy,
 * any-citation accuracy, key-fact rate, false refusals, refusals on unanswerable questions and time to first
 * text — then writes them, with every answer, to bench-results/ask-eval.json (or the path given as the first
 * argument). The sets: the golden set (tests/fixtures/ask-golden.json), and the held-out set
 * (tests/fixtures/ask-heldout.json), written later and measured before any change, which checks that the answerer
 * does as well on questions nobody tuned it for. Uses the search index of `npm run build` (.next/search, or
 * SEARCH_INDEX_DIR). The local answerer by default; with AI_BASE_URL set, that OpenAI-compatible model
 * (AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS as for the site).
 */
import fs from 'node:fs';
import path from 'node:path';
import { evaluate, goldenSet, QUESTION_SETS, type EvaluationFigures } from '../lib/ai/evaluate';
import { createLocalProvider } from '../lib/ai/local-provider';
import { createOpenAiProvider } from '../lib/ai/openai-provider';
import { retrieveSections } from '../lib/ai/retrieve';
import { getLocalIndex } from '../lib/search/local-engine';
import { parseServerEnv } from '../lib/env';

function printFigures(name: string, provider: string, figures: EvaluationFigures) {
  console.log(
    `\n${name}: ${provider} answerer, ${figures.questions} questions (${figures.unanswerable} not in the docs):`,
  );
  console.log(`  first citation accuracy   ${figures.firstCitationAccuracy}`);
  console.log(`  any citation accuracy     ${figures.anyCitationAccuracy}`);
  console.log(`  key fact rate             ${figures.keyFactRate}`);
  console.log(`  false refusals            ${figures.falseRefusals} of ${figures.answerable}`);
  console.log(`  unanswerable refused      ${figures.unanswerableRefused} of ${figures.unanswerable}`);
  console.log(
    `  time to first text        p50 ${figures.firstTextMs.p50} ms, p95 ${figures.firstTextMs.p95} ms`,
  );
}

async function main() {
  const root = process.cwd();
  const env = parseServerEnv(process.env);
  const provider = env.AI_BASE_URL
    ? createOpenAiProvider({
        baseUrl: env.AI_BASE_URL,
        apiKey: env.AI_API_KEY,
        model: env.AI_MODEL,
        timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 20_000),
        deadlineMs: env.AI_DEADLINE_MS,
        maxTokens: env.AI_MAX_TOKENS,
      })
    : createLocalProvider();
  getLocalIndex(); // loaded before timing starts, as in a running server
  retrieveSections('warm up'); // builds the section table once
  const sets = [];
  for (const { name, file } of QUESTION_SETS) {
    const questions = goldenSet.parse(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))).questions;
    const { figures, results } = await evaluate(questions, provider, (q) => retrieveSections(q));
    sets.push({ name, file, figures, results });
  }
  const out = path.resolve(root, process.argv[2] ?? 'bench-results/ask-eval.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ provider: provider.name, date: new Date().toISOString(), sets }, null, 2)}\n`,
  );
  for (const { name, results } of sets) {
    for (const r of results.filter((r) => (r.answerable ? !r.firstCitationRight || !r.keyFact : r.found))) {
      console.log(
        `✗ [${name}] ${r.question}\n  first citation: ${r.firstCitation ?? '(none)'}; key fact: ${r.keyFact ? 'yes' : 'no'}; ${r.found ? 'answered' : 'refused'}`,
      );
    }
  }
  for (const { name, figures } of sets) printFigures(name, provider.name, figures);
  console.log(`\nWritten to ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
