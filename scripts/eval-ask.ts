/**
 * `npm run eval:ask [-- [set files…] [--out file] [--figures-only]]`: answers question sets and prints, for each,
 * the figures — first-citation accuracy, any-citation accuracy, key-fact rate, false refusals, refusals on
 * unanswerable questions and time to first text — the same figures per writing style when its questions have a
 * `style` (typo, long, out-of-scope, near-domain…), how questions with typos fare against the same questions
 * spelled right when the set pairs them (`pair`), and, when the set has a `search` array, the site search's
 * hits@3 on its queries and the share of queries the docs cannot answer (`expect: []`) that find nothing. Then
 * writes them, with every answer, to bench-results/ask-eval.json (or `--out`, or ASK_EVAL_OUT).
 *
 * Without set files, the project's own sets (QUESTION_SETS). Any file of the same shape
 * (tests/fixtures/ask-golden.json describes it) can be given. `--figures-only` leaves out the list of failed
 * questions, so a set kept blind can be scored without reading its questions.
 *
 * Uses the search index of `npm run build` (.next/search, or SEARCH_INDEX_DIR). The local answerer by default;
 * with AI_BASE_URL set, that OpenAI-compatible model (AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS as for the site).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  evaluate,
  figuresByStyle,
  goldenSet,
  QUESTION_SETS,
  scoreSearch,
  typoPairFigures,
  type EvaluationFigures,
  type SearchFigures,
  type TypoPairFigures,
} from '../lib/ai/evaluate';
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
  console.log(`  first citation, answered  ${figures.firstCitationWhenAnswered}`);
  console.log(`  first passage states fact ${figures.leadKeyFactWhenAnswered} (of answered)`);
  console.log(`  any citation accuracy     ${figures.anyCitationAccuracy}`);
  console.log(`  key fact rate             ${figures.keyFactRate}`);
  console.log(`  false refusals            ${figures.falseRefusals} of ${figures.answerable}`);
  console.log(`  unanswerable refused      ${figures.unanswerableRefused} of ${figures.unanswerable}`);
  console.log(
    `  time to first text        p50 ${figures.firstTextMs.p50} ms, p95 ${figures.firstTextMs.p95} ms`,
  );
}

function printStyles(styles: Record<string, EvaluationFigures>) {
  if (Object.keys(styles).length === 0) return;
  console.log(
    '  by style                  key fact · first citation · refused answerable · refused not in docs',
  );
  for (const [style, f] of Object.entries(styles)) {
    const answerable = f.answerable
      ? `${f.keyFactRate.toFixed(2)} · ${f.firstCitationAccuracy.toFixed(2)} · ${f.falseRefusals}/${f.answerable}`
      : '   – ·    – · –';
    const unanswerable = f.unanswerable ? `${f.unanswerableRefused}/${f.unanswerable}` : '–';
    console.log(`    ${style.padEnd(22)}  ${answerable} · ${unanswerable}`);
  }
}

function printTypoPairs(figures: TypoPairFigures) {
  if (figures.pairs === 0) return;
  console.log(
    `  typo pairs                ${figures.answeredAlike} of ${figures.pairs} answered alike; key fact with typos ${figures.keyFactWithTypos}, spelled right ${figures.keyFactSpelledRight}`,
  );
}

function printSearch(figures: SearchFigures) {
  console.log(
    `  search hits@3             ${figures.hitsAt3} (${Math.round(figures.hitsAt3 * figures.answerable)} of ${figures.answerable} queries); no hits where the docs cannot answer: ${Math.round(figures.noHitsShare * figures.unanswerable)} of ${figures.unanswerable}`,
  );
}

interface Arguments {
  files: string[];
  out: string;
  figuresOnly: boolean;
}

function parseArguments(argv: string[]): Arguments {
  const files: string[] = [];
  let out = process.env.ASK_EVAL_OUT ?? 'bench-results/ask-eval.json';
  let figuresOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') out = argv[++i] ?? out;
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--figures-only') figuresOnly = true;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else files.push(arg);
  }
  return { files, out, figuresOnly };
}

/** The first `count` distinct pages of the site search's hits for a query, and how many records matched. */
function searchPages(query: string, count = 3): { pages: string[]; nbHits: number } {
  const { hits, nbHits } = getLocalIndex().engine.search(query, { limit: 50 });
  const pages: string[] = [];
  for (const hit of hits) {
    if (!pages.includes(hit.record.url_without_anchor)) pages.push(hit.record.url_without_anchor);
    if (pages.length === count) break;
  }
  return { pages, nbHits };
}

async function main() {
  const root = process.cwd();
  const env = parseServerEnv(process.env);
  const args = parseArguments(process.argv.slice(2));
  const files = args.files.length
    ? args.files.map((file) => ({ name: path.basename(file, '.json'), file }))
    : QUESTION_SETS;
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
  for (const { name, file } of files) {
    const set = goldenSet.parse(JSON.parse(fs.readFileSync(path.resolve(root, file), 'utf8')));
    const { figures, results } = await evaluate(set.questions, provider, (q) => retrieveSections(q));
    const styles = figuresByStyle(results);
    const typoPairs = typoPairFigures(results);
    const search = set.search ? scoreSearch(set.search, (query) => searchPages(query)) : undefined;
    sets.push({ name, file, figures, styles, typoPairs, search, results });
  }
  const out = path.resolve(root, args.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ provider: provider.name, date: new Date().toISOString(), sets }, null, 2)}\n`,
  );
  for (const { name, results } of args.figuresOnly ? [] : sets) {
    for (const r of results.filter((r) => (r.answerable ? !r.firstCitationRight || !r.keyFact : r.found))) {
      console.log(
        `✗ [${name}] ${r.question}\n  first citation: ${r.firstCitation ?? '(none)'}; key fact: ${r.keyFact ? 'yes' : 'no'}; ${r.found ? 'answered' : 'refused'}`,
      );
    }
  }
  for (const { name, figures, styles, typoPairs, search } of sets) {
    printFigures(name, provider.name, figures);
    printStyles(styles);
    printTypoPairs(typoPairs);
    if (search) printSearch(search.figures);
  }
  if (!args.figuresOnly) {
    for (const { name, search } of sets) {
      for (const r of search?.results.filter((r) => !r.right) ?? []) {
        console.log(
          `✗ [${name} search] "${r.query}": ${r.pages.join(', ') || '(no hits)'} (${r.nbHits} hits)`,
        );
      }
    }
  }
  console.log(`\nWritten to ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
