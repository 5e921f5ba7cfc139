/**
 * The passage of a section that answers a question: the section's blocks (paragraphs, list items, table rows, code)
 * scored by how much of the question each covers with the section's headings, the best one taken with the blocks
 * that complete it (the next item of its list, the sentences around a long paragraph's best ones, a table row
 * read with its header). Used by the local answerer (./local-provider), which answers with passages rather than
 * with sentences gathered from several pages.
 */
import { CELL_SEPARATOR } from '../search/text';
import {
  answerShape,
  definedSubject,
  definesSubject,
  namesIdentifier,
  namesSubject,
  questionSubject,
  stemsOf,
  type QuestionTerm,
  YES_OR_NO,
} from './question-words';
import {
  codeNamesIn,
  comparingRows,
  coverageOf,
  listingTable,
  sidesOf,
  tableHeaderOf,
  type Section,
  type SectionPart,
} from './retrieve';

/** What a passage of an answer may hold at most, in characters (a code block is counted apart). */
export const MAX_PASSAGE_CHARS = 600;
const MAX_CODE_LINES = 30;

/** A question read for passage scoring: its weighted words and what it names. */
export interface PassageQuestion {
  terms: QuestionTerm[];
  weights: number[];
  /** The question's text, spelling corrected. */
  text: string;
}

export interface ScoredPart {
  index: number;
  /** The share of the question the block covers on its own. */
  alone: number;
  /** The same with the section's headings (and a row's table header). */
  coverage: number;
  /** Its first cell or text names the error or function the question quotes. */
  namesCode: boolean;
  score: number;
}

/** A sentence that says whether: yes, no, not, only, must, requires. */
const POLARITY = /\b(yes|no|not|cannot|can't|never|only|must|requires?|none|nothing|neither)\b|n't\b/i;
/** How much a block that says whether counts for a yes-or-no question, per share of the question it covers. */
const POLARITY_WEIGHT = 0.6;
const SENTENCES = /(?<=[.!?])\s+(?=[A-Z0-9`"'(@*[])/;
/** Between the sentences of a table cell, and its clauses after a semicolon. */
const CLAUSES = /(?<=[.!?])\s+(?=[A-Z0-9`"'(@*[])|(?<=;)\s+/;

/**
 * A sentence pointing at something that is not quoted with it ("the example above", "as follows:", "the table
 * below", "the following steps"): left out of every passage, so an answer never refers to what it does not show.
 */
export const POINTS_ELSEWHERE =
  /\b(?:see|shown|described|listed|given|as|the \w+)\s+(?:above|below)\b|\b(?:above|below)\s*[:.)]|\b(?:the|these|this) (?:following|previous|preceding|next) (?:examples?|snippets?|code|tables?|steps?|lists?|sections?|query|queries|commands?)\b|\bthe (?:first|second|third|last|other) (?:example|snippet|one)\b|:\s*$/i;

/**
 * The row read with its table's header: its first cell, then each other cell after its column's name, but a cell
 * that only points at another row or passage ("as above plus atoms* filters").
 */
export function rowLine(section: Section, part: number): string {
  const head = (tableHeaderOf(section.parts, part) ?? section.parts[part]!).text.split(CELL_SEPARATOR);
  const [label, ...cells] = section.parts[part]!.text.split(CELL_SEPARATOR);
  const values = cells
    .map((value) => (POINTS_ELSEWHERE.test(withoutAsides(value)) ? '' : value))
    .map((value, i) => (head[i + 1] && value.trim() ? `${head[i + 1]}: ${value}` : value))
    .filter((value) => value.trim());
  return `${label} — ${values.join('; ')}`;
}

/** A text without its asides that point elsewhere ("(see the notes below)"). */
const withoutAsides = (text: string) =>
  text.replace(/ ?\([^()]{0,200}\)/g, (aside) => (POINTS_ELSEWHERE.test(aside) ? '' : aside));

/** Whether a row's label is one value of the shape asked for (an environment variable's row: INTUITION_GRAPHQL_URL). */
const isWhole = (shape: RegExp, label: string) =>
  new RegExp(`^(?:${shape.source})$`, shape.flags.replace('g', '')).test(label.trim());

/** Whether the block is a callout's title, which the index also keeps on its body's first block (`opens`). */
const isCalloutTitle = (parts: SectionPart[], index: number) =>
  parts[index + 1]?.opens === parts[index]!.text;

/** Each block of the section but its code and its tables' header rows, scored against the question. */
export function scoreParts(section: Section, question: PassageQuestion): ScoredPart[] {
  const { terms, weights, text } = question;
  const headingStems = stemsOf(section.title);
  // A code name the section's headings already name (TrustBonding on the TrustBonding page) does not tell its
  // blocks apart.
  const identifiers = codeNamesIn(text).filter(
    (name) => ![...stemsOf(name)].every((stem) => headingStems.has(stem)),
  );
  const subject = questionSubject(text);
  const shape = answerShape(text);
  const defined = definedSubject(text);
  const defines = (prose: string) =>
    defined !== null && prose.split(SENTENCES).some((sentence) => definesSubject(sentence, defined));
  // "A vs B": the rows that set A and B side by side are the answer, read together.
  const sides = sidesOf(text);
  const comparing = sides ? comparingRows(section.parts, sides) : new Set<number>();
  // A yes-or-no question is answered by a sentence that says yes, no or "only" about what it asks.
  const yesNo = YES_OR_NO.test(text);
  const saysWhether = (prose: string) =>
    Math.max(
      0,
      ...prose
        .split(SENTENCES)
        .filter((sentence) => POLARITY.test(sentence))
        .map((sentence) => coverageOf(terms, weights, stemsOf(sentence))),
    );
  const scored: ScoredPart[] = [];
  section.parts.forEach((part, index) => {
    if (part.code) return;
    const header = part.row ? tableHeaderOf(section.parts, index) : null;
    if (part.row && !header) return; // the header row itself
    const own = stemsOf(part.text);
    const coverage = coverageOf(terms, weights, own, headingStems, header ? stemsOf(header.text) : new Set());
    // A comparing row is read with its header, which names the sides.
    const alone = comparing.has(index) ? coverage : coverageOf(terms, weights, own);
    const label = part.row ? part.text.split(CELL_SEPARATOR)[0]! : part.text;
    const namesCode = identifiers.length > 0 && namesIdentifier(label, identifiers);
    const values = part.row ? part.text.split(CELL_SEPARATOR).slice(1).join(' ') : part.text;
    const score =
      coverage +
      0.5 * alone +
      (namesCode ? (part.row ? 0.5 : 0.25) : 0) +
      (part.row && subject && namesSubject(label, subject) ? 0.3 : 0) +
      // A row whose label is one value of the kind asked for (INTUITION_CONTRACT_ADDRESS's row) is that value's
      // entry; a block that mentions values of that kind among others only holds one.
      (shape && part.row && isWhole(shape, label) ? 0.5 : shape && shape.test(values) ? 0.3 : 0) +
      (!part.row && defines(part.text) ? 0.5 : 0) +
      (yesNo ? POLARITY_WEIGHT * saysWhether(part.text) : 0) +
      (comparing.has(index) ? 0.5 : 0);
    scored.push({ index, alone, coverage, namesCode, score });
  });
  return scored;
}

/** The best-scoring block of a section (the first of equals), or null when it has only code. */
export function bestPart(section: Section, question: PassageQuestion): ScoredPart | null {
  let best: ScoredPart | null = null;
  for (const part of scoreParts(section, question)) if (!best || part.score > best.score) best = part;
  return best;
}

/**
 * A long paragraph cut to the run of whole sentences around its best-covering one. A best sentence longer than the
 * budget is cut after its last word that fits, marked with an ellipsis, when the block may be cut (`cut`); a block
 * that only continues a passage is left out instead: a sentence is never quoted cut at a word or mid-word ("The
 * current values are on the Mu").
 */
function windowOf(text: string, question: PassageQuestion, budget: number, cut: boolean): string {
  if (text.length <= budget) return text;
  const sentences = text.split(SENTENCES);
  const cover = sentences.map((s) => coverageOf(question.terms, question.weights, stemsOf(s)));
  let at = 0;
  cover.forEach((c, i) => {
    if (c > cover[at]!) at = i;
  });
  let [from, to] = [at, at + 1];
  const length = () => sentences.slice(from, to).join(' ').length;
  while (true) {
    const after = to < sentences.length && length() + sentences[to]!.length + 1 <= budget;
    if (after) to++;
    const before = from > 0 && length() + sentences[from - 1]!.length + 1 <= budget;
    if (before) from--;
    if (!after && !before) break;
  }
  const window = sentences.slice(from, to).join(' ');
  if (window.length <= budget) return window;
  return cut ? cutAtWord(window, budget) : '';
}

/** Text cut after its last whole word within the budget (a clause's comma or colon dropped), with an ellipsis. */
function cutAtWord(text: string, budget: number): string {
  const within = text.slice(0, Math.max(0, budget - 1));
  const end = within.lastIndexOf(' ');
  let words = end > 0 ? within.slice(0, end) : within;
  while (/[\s,;:([{-]$/.test(words)) words = words.slice(0, -1);
  return `${words}…`;
}

/** A Markdown link: its text, then its address. */
export const MARKDOWN_LINK = /\[([^[\]]+)\]\(([^()\s]+)\)/g;

/** A passage as a reader reads it: its links as their text, without their addresses. */
export const asRead = (passage: string) => passage.replace(MARKDOWN_LINK, '$1');

/**
 * A quoted block with its links to other sites written as Markdown links ("[Discord](https://discord.gg/…)"): the
 * text a link is written on does not say where it leads, and a reader who asks for a link wants the address.
 */
function withLinks(text: string, part: SectionPart): string {
  let linked = text;
  for (const { text: label, href } of part.links ?? []) {
    if (/[[\]]/.test(label) || linked.includes(href)) continue;
    const at = linked.indexOf(label);
    if (at !== -1) linked = `${linked.slice(0, at)}[${label}](${href})${linked.slice(at + label.length)}`;
  }
  return linked;
}

/**
 * A callout's first block with the callout's title before it, unless the passage quotes the title already: the
 * title is the statement the block explains ("The function is increase_amount_and_time: Some published docs call
 * it increase_amount_and_duration.").
 */
function withCalloutTitle(text: string, part: SectionPart, titleQuoted: boolean): string {
  if (!part.opens || titleQuoted) return text;
  return `${part.opens}${/[.:!?]$/.test(part.opens) ? '' : ':'} ${text}`;
}

/** A table row as an answer quotes it: read with its header, without asides or clauses that point elsewhere. */
export function quotedRow(section: Section, index: number): string {
  const [first, ...rest] = withoutAsides(rowLine(section, index)).split(CLAUSES);
  const kept = [first!, ...rest.filter((clause) => !POINTS_ELSEWHERE.test(clause))].join(' ');
  return kept.replace(/;$/, '.');
}

/** A block as an answer quotes it: a row with its header, prose without sentences pointing at what is not there. */
function quoted(
  section: Section,
  index: number,
  question: PassageQuestion,
  budget: number,
  cut = true,
): string {
  const part = section.parts[index]!;
  // A cell's aside that points elsewhere ("(see the notes below)") goes; the row stays.
  // So does a sentence or clause of a cell after the row's first ("…; the other paths report the errors above.").
  if (part.row) return quotedRow(section, index);
  const kept = part.text
    .split(SENTENCES)
    .filter((sentence) => !POINTS_ELSEWHERE.test(sentence))
    .join(' ');
  return kept ? windowOf(kept, question, budget, cut) : '';
}

/** Whether the block after `part` completes it: the next item of a list or row of a table, or a short follow-up. */
function continues(part: SectionPart, next: SectionPart | undefined, length: number): boolean {
  if (!next || next.code) return false;
  if (Boolean(next.row) !== Boolean(part.row)) return false;
  return length + next.text.length <= MAX_PASSAGE_CHARS;
}

/** A block of a passage as quoted: a table row (read with its header) or prose. */
export interface PassageLine {
  text: string;
  row: boolean;
}

/**
 * Another block of the section joins the passage, within its budget, when it covers at least this share of what
 * the best block covers: a section's answer is often split over two blocks (the rule, then its exception).
 */
const ALSO_ANSWERS = 0.5;

/**
 * The passage of the section that answers: its best block (or its first, for a section whose heading asks the
 * question, as a FAQ entry's does), the blocks after it that continue it while they also speak to the question or
 * the passage is short, and any other block that covers the question about as well, in page order, within the
 * budget. Empty when the section has only code.
 */
export function passageOf(
  section: Section,
  question: PassageQuestion,
  budget = MAX_PASSAGE_CHARS,
  options: { first?: boolean } = {},
): PassageLine[] {
  const scored = scoreParts(section, question);
  const quotes = new Map(scored.map((part) => [part.index, quoted(section, part.index, question, budget)]));
  // Blocks that only point elsewhere ("Run the following:") say nothing on their own.
  const candidates = scored.filter((part) => quotes.get(part.index) !== '');
  // A callout's title is read with its body's first block, which is quoted with the title before it
  // (withCalloutTitle): the title alone ("Pinning endpoint") may continue a passage but never is one.
  const seeds = candidates.filter((part) => !isCalloutTitle(section.parts, part.index));
  const best = options.first
    ? (seeds[0] ?? null)
    : seeds.reduce<ScoredPart | null>((a, b) => (!a || b.score > a.score ? b : a), null);
  if (!best) return [];
  const byIndex = new Map(candidates.map((s) => [s.index, s]));
  const taken = new Map<number, string>([[best.index, quotes.get(best.index)!]]);
  let length = taken.get(best.index)!.length;
  // Other blocks that cover the question about as well come before blocks that only follow the best one.
  const others = seeds
    .filter((part) => !taken.has(part.index) && part.alone > 0 && part.alone >= best.alone * ALSO_ANSWERS)
    .sort((x, y) => y.score - x.score);
  for (const part of others) {
    const line = quotes.get(part.index)!;
    if (length + line.length > budget) continue;
    taken.set(part.index, line);
    length += line.length;
  }
  for (let i = best.index + 1; i < section.parts.length; i++) {
    const next = section.parts[i];
    const nextScore = byIndex.get(i);
    if (taken.has(i)) continue;
    // A callout's body is read with the title before it: it joins whatever of it fits.
    const afterTitle = taken.has(i - 1) && isCalloutTitle(section.parts, i - 1);
    if (!nextScore || !(afterTitle || continues(section.parts[i - 1]!, next, length))) break;
    // A following block joins when it also covers the question, or completes a short one (a list's next step).
    if (!afterTitle && nextScore.alone === 0 && length > budget / 3) break;
    // The passage ends at its budget; a block that only points elsewhere is left out (never an empty line).
    if (length >= budget) break;
    // A block whose whole sentences do not fit what is left ends the passage (never a sentence cut short).
    const line = quoted(section, i, question, budget - length, false);
    if (!line) break;
    taken.set(i, line);
    length += line.length;
  }
  // A callout's title stays only with its body's first block.
  for (const index of [...taken.keys()]) {
    if (isCalloutTitle(section.parts, index) && !taken.has(index + 1)) taken.delete(index);
  }
  // A question that asks for a value (a date, an address) gets the section's best block that holds one, when the
  // passage has none ("June 1, 2026 · api" above a release's summary: a dateline that covers the question only with
  // its section's heading).
  const shape = answerShape(question.text);
  if (shape && ![...taken.values()].some((line) => shape.test(line))) {
    const valued = seeds
      .filter((part) => !taken.has(part.index) && part.coverage > 0 && shape.test(quotes.get(part.index)!))
      .sort((x, y) => y.score - x.score)[0];
    if (valued && length + quotes.get(valued.index)!.length <= budget) {
      taken.set(valued.index, quotes.get(valued.index)!);
    }
  }
  // The links' addresses, and the title of a callout the passage quotes without it, are added last: they do not
  // count against the budget.
  return [...taken]
    .sort((x, y) => x[0] - y[0])
    .map(([index, text]) => ({
      text: withCalloutTitle(
        withLinks(text, section.parts[index]!),
        section.parts[index]!,
        taken.has(index - 1),
      ),
      row: Boolean(section.parts[index]!.row),
    }));
}

/** A section's code block as an answer shows it, with how much of the question it covers. */
export interface CodeBlock {
  fenced: string;
  coverage: number;
  /**
   * The block just before it when that block introduces it ("Add to claude_desktop_config.json …:"): a passage
   * leaves such a sentence out (it points at what follows), an answer showing the code quotes it.
   */
  intro?: string;
  /** The block's title, mostly the file it goes in ("app/api/pin/route.ts"). */
  caption?: string;
}

/** The section's code block that covers the most of the question, fenced (the first of equals), or null. */
export function bestCodeBlock(section: Section, question: PassageQuestion): CodeBlock | null {
  let code: string | null = null;
  let best = -1;
  let intro: string | undefined;
  let caption: string | undefined;
  for (const [i, part] of section.parts.entries()) {
    if (
      !part.code ||
      !(part.text.includes('\n') || /^(npm|pnpm|yarn|npx|git|cargo|docker|curl) /.test(part.text))
    )
      continue;
    const coverage = coverageOf(question.terms, question.weights, stemsOf(part.text));
    if (coverage <= best) continue;
    [code, best, caption] = [part.text, coverage, part.caption];
    const before = section.parts[i - 1];
    intro = before && !before.code && !before.row && /:\s*$/.test(before.text) ? before.text : undefined;
  }
  if (code === null) return null;
  const lines = code.split('\n');
  const shown = lines.slice(0, MAX_CODE_LINES).join('\n');
  const fence = shown.includes('```') ? '````' : '```';
  return {
    fenced: `${fence}\n${shown}${lines.length > MAX_CODE_LINES ? '\n…' : ''}\n${fence}`,
    coverage: best,
    ...(intro ? { intro } : {}),
    ...(caption ? { caption } : {}),
  };
}

/**
 * The table of a section that lists things of the kind asked for (./question-words listedKind; ./retrieve
 * listingTable), read as a list: the sentence that introduces it, then each row up to its first clause
 * ("search_atoms — Input: queries: array of strings"), within the budget. Null when no table lists them.
 */
export function listingOf(section: Section, kind: string, budget: number): PassageLine[] | null {
  const table = listingTable(section.parts, section.title.split(' › ').at(-1)!, kind);
  if (!table) return null;
  const lines: PassageLine[] = [];
  let length = 0;
  const intro = table.intro === null ? '' : section.parts[table.intro]!.text;
  if (intro && intro.length <= budget / 2) {
    lines.push({ text: intro, row: false });
    length += intro.length;
  }
  for (let row = table.header + 1; row <= table.last; row++) {
    const line = rowLine(section, row)
      .split(CLAUSES)[0]!
      .replace(/[;:,]$/, '');
    if (length + line.length > budget) break;
    lines.push({ text: line, row: true });
    length += line.length;
  }
  return lines.some((line) => line.row) ? lines : null;
}
