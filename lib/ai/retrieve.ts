import 'server-only';
/**
 * Retrieval for AI answers through the site's own search engine (one index, no second copy), in two stages.
 *
 * 1. Candidates: the question is read as a question (./question-words: "how do I", "what is" dropped, word forms
 *    and the site's synonyms, such as sell → redeem, counted as the word), then the engine is asked for the
 *    whole question and for each content word (and each of its alternatives) on its own, so a section matching
 *    most of the words is found even when no section matches them all. Hits are gathered into sections: a
 *    heading and the text under it (the records that share its URL).
 * 2. Re-rank: the best candidates are ordered by how much of the question they cover, each word weighted by how
 *    rare it is in the docs: in the text, in the heading path (a section whose heading answers the question
 *    wins), in its own heading, and by the engine's score; code helps a how-to question.
 */
import type { DocRecord, RecordLink } from '../search/records';
import { getLocalIndex } from '../search/local-engine';
import { isNewsUrl } from '../search/engine';
import { asksWhatDocsNeverHold } from '../search/not-in-docs';
import { docsTopicScore } from './docs-topic';
import { queryTerms, tokenize } from '../search/text';
import { lemmasOf } from '../search/lemmas';
import { escapeRegExp } from '../escape-regexp';
import { clippedWordOf, MIN_TYPO_LENGTH, runTogetherWords } from '../search/typos';
import {
  CODE_NAME,
  closedNamesIn,
  answerShape,
  asksHowTo,
  asksForCalendarDate,
  asksForTimeInUnit,
  asksForDate,
  askedPhrase,
  comparedSides,
  contextWords,
  errorKindWords,
  definedSubject,
  namesWithHyphens,
  writesDate,
  writesDuration,
  DURATION_STEM,
  pathNames,
  identifiersIn,
  isQuestionWord,
  countedNoun,
  listedKind,
  namesIdentifier,
  definesSubject,
  withApostrophes,
  namesSubject,
  questionSubject,
  questionTerm,
  questionTerms,
  searchableQuestion,
  stemsOf,
  valueOwnerWords,
  withAskedMeasure,
  withTimeExtremes,
  wordPattern,
  wordStem,
  YES_OR_NO,
  type QuestionTerm,
} from './question-words';
import { namesVersionUnwritten, versionsIn } from '../search/versions';
import { CELL_SEPARATOR } from '../search/text';
import {
  correctedWord,
  englishSlipsOf,
  englishWordsOneLetterOff,
  functionWordOf,
  isEverydayWord,
  isSlip,
} from './spelling';
import {
  SCOWL,
  commonWords,
  englishWords,
  isNounOnly,
  verbOfEventNoun,
  mayNameThing,
  isQualifierOnly,
  isTypingSlip,
  wordsUpToSize,
} from '../search/english';
import { asksAboutOlderVersion, isOlderVersionOnly, namesCurrentVersion } from './versions';
import rankingWeights from './ranking-weights.json';

export { searchableQuestion };

export interface SectionPart {
  text: string;
  /** A code block (kept with its line breaks). */
  code: boolean;
  /** A table row (cells separated by spaces: not a sentence). */
  row?: boolean;
  /** Its links to other sites, with the text each is written on (../search/records). */
  links?: RecordLink[];
  /** The title of the callout this block opens (../search/records `opens`). */
  opens?: string;
  /** A code block's title, mostly the file it goes in (../search/records `caption`). */
  caption?: string;
}

export interface Section {
  /** Page title › heading › subheading. */
  title: string;
  /** Address with the section's anchor. */
  url: string;
  /** The section's text: its paragraphs, list items and code, in page order. */
  text: string;
  /** The same, one part per block. */
  parts: SectionPart[];
  /** How much of the question the section covers (0–1, words weighted by rarity); set by retrieval. */
  coverage?: number;
  /** The same for the section's one block (with its headings) that covers the most. */
  passageCoverage?: number;
  /**
   * Retrieval's judgement that the section has a table of the kind of thing the question asks to have listed
   * ("which tools …": ./question-words listedKind, listingTable), for what the question asks about.
   */
  lists?: boolean;
  /**
   * Retrieval's judgement that the docs answer the question, on the best section only: it covers enough of the
   * question's meaningful words (ANSWER_COVERAGE). The local answerer refuses exactly when this is not set.
   */
  answers?: boolean;
}

interface IndexedSection extends Section {
  /** Stems of the text and headings. */
  stems: Set<string>;
  /** Stems of the heading path (page title and headings). */
  headingStems: Set<string>;
  /** Stems of the section's own heading (the page title for the part above the first heading). */
  ownStems: Set<string>;
  /** Stems of each part with the heading path's: a part that covers the question on its own ranks higher. */
  partStems: Set<string>[];
  /** The stemmed words of the headings and of each block, in order. */
  sequences: string[][];
  /** The same, each name written with underscores followed by its parts (./phraseShare). */
  phraseSequences: string[][];
  hasCode: boolean;
  /** Each table row but the header: its stems with its table header's, and the text of its cells after the first. */
  rows: { stems: Set<string>; values: string }[];
  /** How many times each stem occurs in its headings and blocks. */
  termCounts: Map<string, number>;
  /** How many words its headings and blocks have. */
  length: number;
}

interface SectionTable {
  records: DocRecord[];
  byUrl: Map<string, IndexedSection>;
  /** How many sections contain each stem. */
  frequency: Map<string, number>;
  /** The average number of words of a section. */
  averageLength: number;
  /** The code names the docs write (./question-words CODE_NAME), lower case. */
  codeNames: Set<string>;
  /** The dotted numbers the docs write: versions, amounts ("2.0.2", "0.01"). */
  dottedNumbers: Set<string>;
  /** The lemmas of every word the docs write (../search/lemmas). */
  lemmas: Set<string>;
  /** The words the docs write in capitals ("MCP", "RPC", "TRUST"), lower case. */
  capitalWords: Set<string>;
  /** The stems of the units of the rates the docs write ("per epoch", "per day"). */
  perUnits: Set<string>;
  /** How many times each stem occurs in the docs' headings and blocks, and how many words they have. */
  docsCounts: Map<string, number>;
  docsTotal: number;
}

let table: SectionTable | undefined;

/** Code, tables of symbols and the like. */
export function looksLikeCode(text: string): boolean {
  if (text.includes('\n')) return true;
  if (
    // eslint-disable-next-line regexp/no-super-linear-move -- a section of the docs, not a request
    /=>|;\s*$|^\s*(import|export|const|let|await|function|query|mutation|npm|pnpm|yarn|npx|git|cd)\s/m.test(
      text,
    )
  ) {
    return true;
  }
  const symbols = text.match(/[{}()[\];=<>$`]/g)?.length ?? 0;
  return symbols / Math.max(1, text.length) > 0.06;
}

/** A section's headings, its page's title first and its own last (a heading of any depth). */
function titleOf(record: DocRecord): string {
  const h = record.hierarchy;
  return [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' › ');
}

function ownHeading(record: DocRecord): string {
  const h = record.hierarchy;
  return h.lvl6 ?? h.lvl5 ?? h.lvl4 ?? h.lvl3 ?? h.lvl2 ?? h.lvl1 ?? '';
}

/** The first row of a run of table rows: its column names. */
export function tableHeaderOf(parts: SectionPart[], index: number): SectionPart | null {
  if (!parts[index]?.row || !parts[index - 1]?.row) return null;
  let header = index;
  while (header > 0 && parts[header - 1]!.row) header--;
  return parts[header]!;
}

/**
 * A section's table lists the things asked for when the section covers at least this share of what the best
 * candidate covers of the question's other words.
 */
const LISTING_REST = 0.5;
/** A table lists things of a kind when it has at least this many rows besides its header. */
const LISTED_ROWS = 3;
/** A row label that is a name (search_atoms, INTUITION_GRAPHQL_URL, `get_page`): one word, no sentence. */
const NAME_LABEL = /^[`'"]?[\w.@/-]+(?:\(\))?[`'"]?$/;

/**
 * The first table of a section's blocks whose rows are things of a kind (a stem, ./question-words listedKind): its
 * first column is named by the kind ("Tool", "Variable"), the block that introduces it names the kind ("The
 * variables you will most likely fill in:"), or the section's heading names it and the rows' labels are names
 * ("The tools": search_atoms, get_account_info). Its header row, last row and introducing block, or null.
 */
export function listingTable(
  parts: SectionPart[],
  heading: string,
  kind: string,
): { header: number; last: number; intro: number | null } | null {
  const headingNames = stemsOf(heading).has(kind);
  for (let header = 0; header < parts.length; header++) {
    if (!parts[header]!.row || parts[header - 1]?.row) continue;
    let last = header;
    while (parts[last + 1]?.row) last++;
    if (last - header < LISTED_ROWS) continue;
    const before = parts[header - 1];
    const intro = before && !before.code ? header - 1 : null;
    const labels = parts.slice(header + 1, last + 1).map((row) => row.text.split(CELL_SEPARATOR)[0]!.trim());
    const lists =
      stemsOf(parts[header]!.text.split(CELL_SEPARATOR)[0]!).has(kind) ||
      (intro !== null && stemsOf(parts[intro]!.text).has(kind)) ||
      (headingNames && labels.every((label) => NAME_LABEL.test(label)));
    if (lists) return { header, last, intro };
  }
  return null;
}

/** Whether two words are written with the same letters, in another order (swaps of letters only). */
const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/**
 * A text's words, and the word every "period" or "timeout" of a question asks for when it gives a length of time
 * ("closed after about five minutes" is a session's timeout, though it does not write the word).
 */
function stemsWithMeasure(text: string): Set<string> {
  const stems = stemsOf(text);
  if (writesDuration(text)) stems.add(DURATION_STEM);
  return stems;
}

function tableRows(parts: SectionPart[]): IndexedSection['rows'] {
  return parts.flatMap((part, i) => {
    const header = tableHeaderOf(parts, i);
    if (!header) return [];
    const stems = stemsWithMeasure(`${part.text} ${header.text}`);
    return [{ stems, values: part.text.split(CELL_SEPARATOR).slice(1).join(' ') }];
  });
}

/** The two sides of a comparison question, each as its words' stems (./question-words comparedSides), or null. */
export type ComparedSides = [string[][], string[][]];

export function sidesOf(question: string): ComparedSides | null {
  const sides = comparedSides(question);
  if (!sides) return null;
  // A side typed as words the docs write as one name ("linear curve") names that name too (LinearCurve).
  const { codeNames } = sectionTable(getLocalIndex().records);
  const [a, b] = sides.map((side) => {
    const names = closedNamesIn(side, codeNames);
    return questionTerms(side).map((term) => [...term.stems, ...(names.get(term.word.toLowerCase()) ?? [])]);
  });
  return a!.length > 0 && b!.length > 0 ? [a!, b!] : null;
}

/** Whether a set of stems names a side: each of its words, in some form. */
export function namesSide(stems: Set<string>, side: string[][]): boolean {
  return side.every((alternatives) => alternatives.some((stem) => stems.has(stem)));
}

/**
 * The table rows of a section that set the two sides side by side: every row of a table whose header names them
 * in two columns ("| | MCP Server | Agent Skills |"), and the rows of one table that each begin with one side
 * ("LinearCurve …", "OffsetProgressiveCurve …"), not a row naming both in one cell.
 */
export function comparingRows(parts: SectionPart[], sides: ComparedSides): Set<number> {
  const rows = new Set<number>();
  const cells = (part: SectionPart) => part.text.split(CELL_SEPARATOR).map((cell) => stemsOf(cell));
  const column = (part: SectionPart, side: string[][]) =>
    cells(part).findIndex((cell) => namesSide(cell, side));
  const leads = (part: SectionPart, side: string[][]) => namesSide(cells(part)[0]!, side);
  const byTable = new Map<SectionPart, number[]>();
  parts.forEach((part, i) => {
    const header = part.row ? tableHeaderOf(parts, i) : null;
    if (header) byTable.set(header, [...(byTable.get(header) ?? []), i]);
  });
  for (const [header, members] of byTable) {
    const [a, b] = [column(header, sides[0]), column(header, sides[1])];
    if (a >= 0 && b >= 0 && a !== b) {
      for (const i of members) rows.add(i);
      continue;
    }
    const only = (part: SectionPart, side: 0 | 1) =>
      leads(part, sides[side]) && !leads(part, sides[1 - side]!);
    const first = members.filter((i) => only(parts[i]!, 0));
    const second = members.filter((i) => only(parts[i]!, 1));
    if (first.length > 0 && second.length > 0) for (const i of [...first, ...second]) rows.add(i);
  }
  return rows;
}

/** Sections of the index, built once per process from the records. */
function sectionTable(records: DocRecord[]): SectionTable {
  if (table && table.records === records) return table;
  const byUrl = new Map<string, IndexedSection>();
  for (const record of records) {
    let section = byUrl.get(record.url);
    if (!section) {
      const title = titleOf(record);
      const own = ownHeading(record);
      section = {
        title,
        url: record.url,
        text: '',
        parts: [],
        stems: new Set(),
        headingStems: stemsOf(`${title} ${own}`),
        ownStems: stemsOf(own),
        partStems: [],
        sequences: [],
        phraseSequences: [],
        hasCode: false,
        rows: [],
        termCounts: new Map(),
        length: 0,
      };
      byUrl.set(record.url, section);
    }
    // A link to the page from another page names it in that page's words: search finds the page by it, but it is
    // no passage of the page to quote.
    if (record.type === 'content' && record.content && record.block !== 'link') {
      const code = record.block === 'code' || (record.block !== 'row' && looksLikeCode(record.content));
      section.parts.push({
        text: record.content,
        code,
        row: record.block === 'row',
        ...(record.links ? { links: record.links } : {}),
        ...(record.opens ? { opens: record.opens } : {}),
        ...(record.caption ? { caption: record.caption } : {}),
      });
      section.hasCode ||= record.block === 'code';
    }
  }
  const frequency = new Map<string, number>();
  for (const section of byUrl.values()) {
    section.text = section.parts.map((p) => p.text).join('\n');
    // A block that gives a length of time has the word every "period" or "timeout" of a question asks for.
    const durations = section.parts.map((part) => !part.code && writesDuration(part.text));
    // A name written with hyphens is also one word of the section, beside its parts.
    section.stems = new Set([
      ...stemsOf(`${section.title}\n${section.text}`),
      ...namesWithHyphens(`${section.title}\n${section.text}`),
      ...(durations.some(Boolean) ? [DURATION_STEM] : []),
    ]);
    for (const stem of section.headingStems) section.stems.add(stem);
    for (const stem of section.stems) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
    section.sequences = [section.title, ...section.parts.map((p) => p.text)].map((text) =>
      queryTerms(text).map(wordStem),
    );
    section.phraseSequences = section.sequences.map((words) => words.flatMap(withNameParts));
    section.partStems = section.sequences
      .slice(1)
      .map(
        (words, i) =>
          new Set([
            ...words,
            ...section.headingStems,
            ...namesWithHyphens(section.parts[i]!.text),
            ...(durations[i] ? [DURATION_STEM] : []),
          ]),
      );
    section.rows = tableRows(section.parts);
    for (const word of section.sequences.flat()) {
      section.termCounts.set(word, (section.termCounts.get(word) ?? 0) + 1);
    }
    section.length = section.sequences.reduce((sum, words) => sum + words.length, 0);
  }
  const sections = [...byUrl.values()];
  const averageLength = sections.reduce((sum, s) => sum + s.length, 0) / Math.max(1, sections.length);
  const codeNames = new Set(
    sections.flatMap((section) => (section.text.match(CODE_NAME) ?? []).map((name) => name.toLowerCase())),
  );
  const dottedNumbers = new Set(sections.flatMap((section) => section.text.match(DOTTED_NUMBER) ?? []));
  const words = new Set(sections.flatMap((section) => tokenize(`${section.title}\n${section.text}`)));
  const lemmas = new Set([...words].flatMap(lemmasOf));
  const capitalWords = new Set(
    sections.flatMap((section) =>
      (`${section.title}\n${section.text}`.match(CAPITALS) ?? []).map((word) => word.toLowerCase()),
    ),
  );
  const perUnits = new Set(
    sections.flatMap((section) => [...section.text.matchAll(RATES)].map((match) => wordStem(match[1]!))),
  );
  const docsCounts = new Map<string, number>();
  for (const section of sections) {
    for (const [stem, n] of section.termCounts) docsCounts.set(stem, (docsCounts.get(stem) ?? 0) + n);
  }
  const docsTotal = sections.reduce((sum, s) => sum + s.length, 0);
  table = {
    records,
    byUrl,
    docsCounts,
    docsTotal,
    frequency,
    averageLength,
    codeNames,
    dottedNumbers,
    lemmas,
    capitalWords,
    perUnits,
  };
  // Read now, with the other tables built once, rather than by the first question with a typo.
  englishWords();
  commonWords();
  return table;
}

/** The question's terms, each with the stems of the names its words are typed apart from (closedNamesIn). */
function withClosedNames(text: string, terms: QuestionTerm[], codeNames: Set<string>): QuestionTerm[] {
  const names = closedNamesIn(text, codeNames);
  if (names.size === 0) return terms;
  return terms.map((term) => {
    const extra = (names.get(term.word.toLowerCase()) ?? []).filter((stem) => !term.stems.includes(stem));
    return extra.length ? { ...term, stems: [...term.stems, ...extra] } : term;
  });
}

/** A revert's name as contracts write it: the contract, an underscore, the error (MultiVault_HasCounterStake). */
export const DOCS_ERROR_SHAPE = /\b[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*\b/g;

/** A version or another number written with dots ("3.11", "2.0.2"). */
const DOTTED_NUMBER = /\b\d+(?:\.\d+)+\b/g;

/** A question word's weight: rare words say more. */
export function termWeights(
  terms: QuestionTerm[],
  frequency: Map<string, number>,
  sections: number,
): number[] {
  return terms.map((term) => {
    const df = Math.max(...term.stems.map((s) => frequency.get(s) ?? 0));
    return Math.log(1 + sections / (df + 1));
  });
}

/** Context words ("I'm building a dashboard") weigh this much of what they would. */
const CONTEXT_WEIGHT = 0.5;
/** Common English words (stopwords-iso's English list: "every", "made", "someone", "uses") weigh this much. */
const COMMON_WEIGHT = 0.4;
/** A question of more content words than this is long. */
const LONG_QUESTION_TERMS = 6;
/** A need of at most this many words is a short question's, however many common words are around it. */
const SHORT_NEED = 4;
/** Words of at most this many letters, typed in lower case and no English word, are abbreviations, not names. */
const SHORT_WORD_LENGTH = 3;
const isLongQuestion = (termCount: number) => termCount > LONG_QUESTION_TERMS;
/** Where one clause or sentence of a question ends and the next begins. */
const CLAUSE_BREAK = /[.!?;,]\s+(?=\S)/;
/** Whether a question has more than one clause or sentence ("We run X. How do I …?", "I tried X, but …"). */
const hasClauses = (question: string) => CLAUSE_BREAK.test(question.trim());
/**
 * Whether two clauses of the question each name something (a word that weighs): "…, how to fix" or "…. why" only
 * asks, and leaves the question one clause.
 */
const hasSubstantiveClauses = (question: string) =>
  question
    .trim()
    .split(CLAUSE_BREAK)
    .filter((clause) => questionTerms(clause).some((term) => !isCommonWord(term.word))).length >= 2;
/** A long question of several clauses: a story, whose context spreads its words over what no section covers. */
export const isStory = (termCount: number, question: string) =>
  isLongQuestion(termCount) && hasClauses(question);

/** The question as retrieval reads it: its words (spelling corrected), their weights, and what to search for. */
export interface ReadQuestion {
  terms: QuestionTerm[];
  weights: number[];
  /** The words to search for together: the known words of the question, as corrected. */
  search: string;
  /** The words that name the need, found nowhere in the docs even with a typo ("Solana", "PayPal"). */
  unknown: string[];
  /** The question with its misspelled words corrected ("how long is an epoc" → "how long is an epoch"). */
  text: string;
  /** Every word of the need (not of the context) the docs do not have, even with a typo. */
  unknownNeed: string[];
  /** For each term, whether it names the need: not a common English word, not a word of the context. */
  needTerms: boolean[];
}

let lastRead: { question: string; records: DocRecord[]; read: ReadQuestion } | undefined;

/**
 * Reads a question as readers write it: a word the docs do not have is corrected to the nearest word of the index
 * (one edit, a swapped pair of letters counting as one: "epoc" → epoch, "veTRSUT" → vetrust), the most common
 * when several are as near; a word still unknown weighs what the question's median known word weighs (it can
 * never be covered, so it must not dominate, yet a question about something the docs never name is not
 * answered); context words weigh half.
 */
export function readQuestion(question: string): ReadQuestion {
  // Retrieval and the answerer read the same question one after the other.
  const { records } = getLocalIndex();
  if (lastRead?.question === question && lastRead.records === records) return lastRead.read;
  const firstReading = readQuestionOnce(question);
  // The question as corrected is read again: what reads several words at once (a phrase such as "smart
  // contract", words run together, a docs name) sees the words as they were meant ("smart contarct").
  const read = firstReading.text === question ? firstReading : readQuestionOnce(firstReading.text);
  lastRead = { question, records, read };
  return read;
}

/** The correction written with the typed word's capitals where it has as many letters ("veTRSUT" → "veTRUST"). */
function withCaseOf(typed: string, corrected: string): string {
  if (typed.length !== corrected.length)
    return typed === typed.toUpperCase() ? corrected.toUpperCase() : corrected;
  return [...corrected].map((c, i) => (typed[i] === typed[i]!.toUpperCase() ? c.toUpperCase() : c)).join('');
}

/** Whether a noun names one who does what a word the docs write says: producer (produce), staker, creator. */
function agentNounOf(word: string, lemmas: Set<string>): boolean {
  const lower = word.toLowerCase();
  const base = /^(.{3,})(?:er|or)$/.exec(lower)?.[1];
  return base !== undefined && [base, `${base}e`].some((lemma) => lemmas.has(lemma));
}

/** A hexadecimal value as readers paste one, whole or in part. */
const HEX_VALUE = /^0x[0-9a-f]*$/i;

/** Whether the question writes the word as a name: a capital not at the question's start, or capitals inside. */
function isWrittenAsName(question: string, word: string): boolean {
  // A hexadecimal value ("0xAbC…", an address or id pasted in part) is a value, whatever its capitals.
  if (HEX_VALUE.test(word)) return false;
  for (const match of question.matchAll(wordPattern(word))) {
    const typed = match[0];
    if (/\p{Lu}/u.test(typed.slice(1)) || (/^\p{Lu}/u.test(typed) && match.index > 0)) return true;
  }
  return false;
}

/** A word of two letters or more written in capitals: an acronym or a name ("NFT", "CORS", "MCP"). */
const CAPITALS = /(?<![\p{L}\p{N}_])\p{Lu}[\p{Lu}\d]+(?![\p{L}\p{N}_])/gu;

const IN_CAPITALS = new RegExp(`^${CAPITALS.source}$`, 'u');

/** Whether the question writes the word in capitals wherever it has it. */
function isWrittenInCapitals(question: string, word: string): boolean {
  const typed = [...question.matchAll(wordPattern(word))].map((match) => match[0]);
  return typed.length > 0 && typed.every((written) => IN_CAPITALS.test(written));
}

let sectionPairs: { sections: SectionTable; pairs: Set<string> } | undefined;

/**
 * The stems of neighbouring words in a heading or block ("theme provid"), each pair once: built the first time a
 * typed word may be two run together, not with the other tables.
 */
function pairsOf(sections: SectionTable): Set<string> {
  if (sectionPairs?.sections !== sections) {
    const pairs = new Set(
      [...sections.byUrl.values()].flatMap((section) =>
        section.sequences.flatMap((words) => words.slice(1).map((word, i) => `${words[i]!} ${word}`)),
      ),
    );
    sectionPairs = { sections, pairs };
  }
  return sectionPairs.pairs;
}

/**
 * Two words the docs write side by side, run together in a typed word ("ThemeProvider", "minimumdeposit" → "theme
 * provider", "minimum deposit"), or null (../search/typos runTogetherWords): the split whose halves the docs use most.
 */
function wordsRunTogether(word: string, sections: SectionTable): string | null {
  const uses = (part: string) => sections.frequency.get(wordStem(part)) ?? 0;
  const apart = runTogetherWords(
    word,
    (first, second) =>
      uses(first) > 0 && uses(second) > 0 && pairsOf(sections).has(`${wordStem(first)} ${wordStem(second)}`),
    (first, second) => Math.min(uses(first), uses(second)),
  );
  return apart?.join(' ') ?? null;
}

/**
 * The English word a typed word is a slip of (./spelling englishSlipsOf: "wraping" → wrapping, "kye" → key) whose
 * stem the docs use, the most used when several are; else one with a letter typed wrong (englishWordsOneLetterOff:
 * "liseen" → listen); null when none is.
 */
function slipOfDocsWord(word: string, frequency: Map<string, number>): string | null {
  // A word a spell checker accepts is meant as written ("expiry" is not expire, "checker" not checked).
  if (wordsUpToSize(SCOWL.spellChecker).has(word)) return null;
  const mostUsed = (slips: string[]) => {
    let best: { word: string; uses: number } | null = null;
    for (const slip of slips) {
      const uses = Math.max(0, ...questionTerm(slip).stems.map((stem) => frequency.get(stem) ?? 0));
      if (uses > 0 && (!best || uses > best.uses)) best = { word: slip, uses };
    }
    return best?.word ?? null;
  };
  // A slip of typing first; else a letter typed wrong ("papar" → paper, whose plural the docs use).
  return mostUsed(englishSlipsOf(word)) ?? mostUsed(englishWordsOneLetterOff(word));
}

/**
 * The everyday English word a typed word is a slip of typing of, when it is one only ("yetserday" → yesterday), or
 * null: a word the docs never use, read as written it would pass for a name they lack and refuse the question.
 */
function everydaySlipOf(word: string): string | null {
  if (englishWords().has(word)) return null;
  const everyday = englishSlipsOf(word).filter(isEverydayWord);
  return everyday.length === 1 ? everyday[0]! : null;
}

let commonStems: Set<string> | undefined;

/**
 * A common English word (stopwords-iso), or a typed word that is no English word but reads as one ("befor", whose
 * stem is before's): it weighs as the word it stands for.
 */
function isCommonWord(word: string): boolean {
  commonStems ??= new Set([...commonWords()].map(wordStem));
  return commonWords().has(word) || (!englishWords().has(word) && commonStems.has(wordStem(word)));
}

function readQuestionOnce(question: string): ReadQuestion {
  const { engine, records } = getLocalIndex();
  const sectionsRead = sectionTable(records);
  const { byUrl, frequency, codeNames, capitalWords } = sectionsRead;
  const known = (term: QuestionTerm) => term.stems.some((s) => frequency.has(s)) || engine.has(term.word);
  // A code name one edit away, or two swaps of letters ("TrsutBondnig"): not two other edits ("SendGrid" is not
  // sender_id).
  const nearCodeName = (word: string) =>
    engine
      .nearWords(word)
      .find((near) => codeNames.has(near.word) && (near.distance === 1 || sameLetters(word, near.word)))
      ?.word ?? null;
  const seen = new Set<string>();
  const terms: QuestionTerm[] = [];
  const unknown: boolean[] = [];
  // A slip in a word dropped as one that only asks ("wheree", "whcih") never reaches the terms below: it is
  // corrected here, in the text the question's shape ("how much", "where") is read from.
  let text = withApostrophes(question).replace(/\b[a-z]{3,}\b/gi, (typed) => {
    const lower = typed.toLowerCase();
    if (englishWords().has(lower) || !isQuestionWord(lower)) return typed;
    const common = functionWordOf(lower);
    return common ? withCaseOf(typed, common) : typed;
  });
  // A word the docs write only in words of another lemma that share its stem ("Optimism": optimize, optimized):
  // known to retrieval, which matches stems, but as a name it is one the docs never write.
  const otherWordOnly = (word: string) =>
    /^[a-z]+$/i.test(word) && !lemmasOf(word).some((lemma) => sectionsRead.lemmas.has(lemma));
  const add = (read: QuestionTerm) => {
    if (seen.has(read.stems[0]!)) return;
    seen.add(read.stems[0]!);
    terms.push(read);
    unknown.push(!known(read));
  };
  const typedCodeNames = new Set(identifiersIn(question));
  // The figures of a dotted number the docs never write ("Python 3.11") would match any figures of theirs (the 11
  // of a date): a detail of the question, not words to look for.
  const foreignFigures = new Set(
    (question.match(DOTTED_NUMBER) ?? [])
      .filter((number) => !sectionsRead.dottedNumbers.has(number))
      .flatMap((number) => [number, ...number.split('.')]),
  );
  for (const term of questionTerms(question)) {
    if (foreignFigures.has(term.word)) continue;
    let read = term;
    // A code name the docs do not write, one edit from one they do ("Attestoor_SharesCannotBeRedeeemed"), is that
    // name: its parts are words the docs use, so it would otherwise pass as known.
    const codeName =
      typedCodeNames.has(term.word) && !codeNames.has(term.word) ? nearCodeName(term.word) : null;
    if (codeName !== null) {
      text = text.replace(wordPattern(term.word), codeName);
      add(questionTerm(codeName));
      continue;
    }
    // A name typed as code ("SendGrid", "LangChain") that is one edit from no name of the docs is a name they do
    // not write, not a misspelling of another kind of word of theirs ("sender_id", two edits away); unless it is
    // two of their words run together ("ThemeProvider": theme provider).
    if (typedCodeNames.has(term.word) && !codeNames.has(term.word) && !known(term)) {
      const apart = wordsRunTogether(term.word, sectionsRead);
      if (apart) {
        text = text.replace(wordPattern(term.word), apart);
        for (const part of questionTerms(apart)) add(part);
      } else {
        add(read);
      }
      continue;
    }
    // The nearest indexed words (one edit away, else two for a long word), looked up once for the readings below.
    // A word known only by a stem it shares with another word ("sever": several) and one slip of typing from a
    // word the docs write ("server") is that word.
    const knownByStem = known(term);
    const stemOnly = knownByStem && otherWordOnly(term.word);
    const nearby = !knownByStem || stemOnly ? engine.nearWords(term.word) : [];
    const isKnown =
      knownByStem && !(stemOnly && nearby.some((candidate) => isTypingSlip(term.word, candidate.word)));
    const near = isKnown ? [] : nearby;
    // A noun for the event of a verb the docs write, which they never write ("session expiry": sessions expire;
    // "failure", "approval"), is read as that verb.
    const eventVerb =
      !knownByStem || stemOnly ? verbOfEventNoun(term.word, (verb) => sectionsRead.lemmas.has(verb)) : null;
    if (eventVerb !== null && !isWrittenAsName(question, term.word)) {
      add(questionTerm(eventVerb));
      continue;
    }
    if (!isKnown && isWrittenInCapitals(question, term.word)) {
      // A word in capitals is a name ("NFT", "CORS"): at most a typo of a name the docs write in capitals ("MPC":
      // MCP), never a common word ("net") or another word of theirs ("core").
      const name = correctedWord(
        term.word,
        near.filter((candidate) => capitalWords.has(candidate.word)),
      );
      if (name) {
        read = questionTerm(name);
        text = text.replace(wordPattern(term.word), (typed) => withCaseOf(typed, name));
      }
      add(read);
      continue;
    }
    // "hwo", "waht", "frist": a slip in a common word is read as that word, which the question's reading drops
    // when it only asks ("how", "what") and keeps, as a common word, otherwise ("first"). A slip of typing of a word
    // the docs use ("lcok" → lock) wins over a common word reached another way ("look").
    const common = isKnown ? null : functionWordOf(term.word);
    // A word too short to look up among the docs' words is looked up among their English slips ("tme": time).
    const docsSlip =
      near.some((candidate) => isTypingSlip(term.word, candidate.word)) ||
      (!isKnown && term.word.length < MIN_TYPO_LENGTH && slipOfDocsWord(term.word, frequency) !== null);
    const functionWord = common !== null && docsSlip && !isSlip(term.word, common) ? null : common;
    if (functionWord !== null) {
      // The text is read for the question's shape ("how much", "what is"), so the slip is corrected there even when
      // the word itself is dropped.
      text = text.replace(wordPattern(term.word), (typed) => withCaseOf(typed, functionWord));
      // A common word the docs never use ("anybody") says nothing they could answer.
      const [asWritten] = functionWord === term.word.toLowerCase() ? [] : questionTerms(functionWord);
      if (!asWritten) continue;
      read = asWritten;
    } else if (!isKnown) {
      // A word two edits from the docs' ("authentification") is read so only when it is no slip of one letter of
      // a word the docs use in another form ("reqeiring": requiring, where the docs say requires).
      const oneEditAway = near.some((candidate) => candidate.distance === 1);
      const corrected = oneEditAway
        ? (correctedWord(term.word, near) ?? slipOfDocsWord(term.word, frequency))
        : (slipOfDocsWord(term.word, frequency) ?? correctedWord(term.word, near));
      const apart = corrected ? null : wordsRunTogether(term.word, sectionsRead);
      const full =
        corrected ??
        (apart
          ? null
          : (clippedWordOf(term.word, engine.wordsStartingWith(term.word)) ?? everydaySlipOf(term.word)));
      if (full) {
        read = questionTerm(full);
        text = text.replace(wordPattern(term.word), (typed) => withCaseOf(typed, full));
      } else if (apart) {
        // Two words run together are read as the two words, each weighed on its own.
        text = text.replace(wordPattern(term.word), apart);
        for (const part of questionTerms(apart)) add(part);
        continue;
      }
    }
    add(read);
  }
  // A name written with hyphens that the docs write (create-intuition-app) is one thing, as rare as the name: its
  // parts alone are common words that any page of apps and creating has.
  // It says more than its parts only when fewer sections write it than write any of them (intuition-rs is written
  // wherever "rs" is).
  const sectionsWith = (word: string) => frequency.get(word) ?? 0;
  for (const name of namesWithHyphens(text).filter(isHyphenatedName)) {
    const fewest = Math.min(...name.split('-').map((part) => sectionsWith(wordStem(part))));
    if (sectionsWith(name) > 0 && sectionsWith(name) < fewest) add({ word: name, stems: [name] });
  }
  // Read on the corrected text: "minumum lock duration" is the minimum of a length of time too.
  terms.splice(0, terms.length, ...withAskedMeasure(text, withTimeExtremes(text, terms)));
  const idf = termWeights(terms, frequency, byUrl.size);
  const knownWeights = idf.filter((_, i) => !unknown[i]).sort((a, b) => a - b);
  const median = knownWeights.length ? knownWeights[Math.floor(knownWeights.length / 2)]! : 1;
  const context = contextWords(question);
  // A word the docs lack that names the kind of a pasted error ("TypeError", "TS2305") or the name an error says
  // does not exist weighs as a context word and never means the docs do not answer, in an error about what the
  // docs name (a code name they write, Intuition itself); a generic one ("TypeError: Cannot read properties of
  // undefined") is still refused for its kind.
  const aboutDocs =
    /intuition/i.test(question) || identifiersIn(question, codeNames).some((name) => codeNames.has(name));
  const errorKind = aboutDocs ? errorKindWords(question) : new Set<string>();
  // The label of a pasted error line ("Error: Failed to pin …") names its kind, not what it is about.
  const label = /^[ \t]*(\w*(?:Error|Exception))[ \t]*:/m.exec(question)?.[1]?.toLowerCase();
  // "What is Intuition, in a nutshell": a word the docs lack outside the thing a "what is" question asks to define
  // says how to answer, not what.
  const defined = definedSubject(text);
  const definedStems = defined === null ? null : stemsOf(defined);
  // A revert the docs list, pasted ("BondingCurveRegistry_CurveNameNotUnique"), is what the question is about: a code
  // name beside it the docs never write is the reader's own (the wrapper that called it), not another subject.
  const pastesDocsError = (question.match(DOCS_ERROR_SHAPE) ?? []).some((name) =>
    codeNames.has(name.toLowerCase()),
  );
  const aside = (i: number) =>
    context.has(terms[i]!.word) ||
    (unknown[i]! && pastesDocsError && typedCodeNames.has(terms[i]!.word)) ||
    (unknown[i]! && definedStems !== null && !terms[i]!.stems.some((stem) => definedStems.has(stem))) ||
    (unknown[i]! && errorKind.has(terms[i]!.word)) ||
    (aboutDocs && terms[i]!.word === label);
  const asked = askedPhrase(question);
  const currentOnly = !asksAboutOlderVersion(question);
  // In a long question, a rare word is as likely a detail of the context ("manager", "button") as the need: no
  // word weighs more than the question's median word.
  const cap = isLongQuestion(terms.length) ? median : Infinity;
  const weights = idf.map(
    (weight, i) =>
      Math.min(cap, unknown[i] ? median : weight) *
      (aside(i) ? CONTEXT_WEIGHT : 1) *
      // "v2" in a question that is not about v1 names the version every page describes: a common word there.
      (isCommonWord(terms[i]!.word) || (currentOnly && namesCurrentVersion(terms[i]!.word))
        ? COMMON_WEIGHT
        : 1),
  );
  const search = terms
    .filter((term, i) => !unknown[i] && !aside(i))
    .map((term) => term.word)
    .join(' ');
  return {
    terms,
    weights,
    search,
    // A name the docs never use ("Solana", "PayPal", "GPU", "Optimism", whose stem is optimize's) means they do
    // not answer; an unknown common word only weighs.
    unknown: terms
      .filter(
        (term, i) =>
          (unknown[i] || otherWordOnly(term.word)) && !aside(i) && isWrittenAsName(question, term.word),
      )
      .map((term) => term.word),
    text,
    // The kind of answer a "which …" question asks for ("Which firm audited …") is rarely a word of the answer.
    // A noun the docs write only as another lemma's stem ("optimism": optimize) names what they never name; one who
    // does what a verb of theirs says ("producer": produce) does not.
    unknownNeed: terms
      .filter(
        (term, i) =>
          (unknown[i] ||
            (otherWordOnly(term.word) &&
              isNounOnly(term.word) &&
              !agentNounOf(term.word, sectionsRead.lemmas))) &&
          !aside(i) &&
          !asked.includes(term.word),
      )
      .map((term) => term.word),
    needTerms: terms.map((term, i) => !aside(i) && !isCommonWord(term.word)),
  };
}

/**
 * Whether words joined by hyphens are a name (create-intuition-app, intuition-rs, erc-20) rather than English
 * (counter-triple, on-chain, curve-1, proof-of-work): a word that is no English one, or three words or more without
 * a common one.
 */
export function isHyphenatedName(joined: string): boolean {
  const parts = joined.split('-');
  if (parts.some((part) => !/^\d+$/.test(part) && !englishWords().has(part))) return true;
  return parts.length >= 3 && !parts.some((part) => commonWords().has(part));
}

/** The weighted share of the question's words found in a set of stems. */
export function coverageOf(
  terms: QuestionTerm[],
  weights: number[],
  stems: Set<string>,
  ...more: Set<string>[]
): number {
  let total = 0;
  let found = 0;
  terms.forEach((term, i) => {
    total += weights[i]!;
    if (term.stems.some((s) => stems.has(s) || more.some((set) => set.has(s)))) found += weights[i]!;
  });
  return total ? found / total : 0;
}

/**
 * The share of the question's neighbouring word pairs ("minimum deposit", "chain id") that the section has side by
 * side, in its headings or one of its blocks.
 */
function phraseShare(terms: QuestionTerm[], section: IndexedSection): number {
  if (terms.length < 2) return 0;
  const sequences = section.phraseSequences;
  let found = 0;
  for (let i = 0; i + 1 < terms.length; i++) {
    const [a, b] = [terms[i]!.stems, terms[i + 1]!.stems];
    const adjacent = sequences.some((words) =>
      words.some((word, j) => j + 1 < words.length && a.includes(word) && b.includes(words[j + 1]!)),
    );
    if (adjacent) found++;
  }
  return found / (terms.length - 1);
}

/**
 * A word of a sequence, then the parts of a name written joined by underscores ("term_id": term_id, term, id), so
 * that words typed apart ("by term id") stand side by side with the name's parts.
 */
function withNameParts(word: string): string[] {
  if (!/[a-z0-9]_[a-z0-9]/.test(word)) return [word];
  return [word, ...word.split('_').filter(Boolean).map(wordStem)];
}

/** BM25's usual parameters, for a section's density of the question's words. */
const BM25 = { k1: 1.2, b: 0.75 };

/**
 * What the re-rank knows of a candidate section, each 0–1: how much of the question (words weighted by rarity) its
 * text, heading path, own heading and best block cover; its BM25 score over the whole section (how often it uses
 * the question's words for its length), as a share of the best candidate's; the engine's score; the share of the question's word pairs
 * it has side by side; and whether it has what a kind of question asks for (code for a how-to, a table row or
 * heading that names the subject, a definition, the error or function quoted, a row with the value asked for, a
 * troubleshooting heading for a failure), or is about v1 only.
 */
export interface RankingFeatures {
  coverage: number;
  density: number;
  heading: number;
  own: number;
  bestPart: number;
  engine: number;
  phrases: number;
  codeForHowTo: number;
  rowNamesSubject: number;
  definesSubject: number;
  headingIsSubject: number;
  headingHasName: number;
  passageHasPath: number;
  rowNamesIdentifier: number;
  rowWithValue: number;
  troubleshootingHeading: number;
  comparesSides: number;
  listsKind: number;
  statesCount: number;
  olderVersionOnly: number;
  news: number;
}

/**
 * How much each feature counts in the re-rank's score: fitted to the committed question sets by
 * `npm run fit:ranking` (scripts/fit-ranking-weights.ts, ./ranking-fit), which writes ./ranking-weights.json.
 */
export const RANKING_WEIGHTS: RankingFeatures = rankingWeights;

function rankingScore(features: RankingFeatures): number {
  let score = 0;
  for (const key of Object.keys(RANKING_WEIGHTS) as (keyof RankingFeatures)[]) {
    score += RANKING_WEIGHTS[key] * features[key];
  }
  return score;
}

export interface RetrieveOptions {
  /** How many sections at most. @defaultValue 5 */
  count?: number;
  /** Given every candidate of the re-rank with its features, in the order retrieval met them (to fit the weights). */
  onCandidates?: (candidates: RankedCandidate[]) => void;
}

/** A candidate section of the re-rank, with what it knows of it. */
export interface RankedCandidate {
  url: string;
  title: string;
  text: string;
  features: RankingFeatures;
}

const CANDIDATES = 40;
/** The best section must cover this much of the question (words weighted, ./readQuestion) for the docs to answer. */
export const ANSWER_COVERAGE = 0.35;
/** The same for a story (a long question of several clauses): one section rarely has every detail of its context. */
export const LONG_ANSWER_COVERAGE = 0.25;
/** A question about something going wrong, and the sections written for it. */
export const TROUBLE =
  /\b(not|doesn't|don't|won't|can't|cannot|fails?|failing|error|reverts?|missing|broken|why)\b/i;
export const TROUBLESHOOTING_HEADING = /troubleshoot|pitfalls|errors|common problems/i;
const HITS_PER_QUERY = 60;
/** A row naming code names that weigh this share of the question counts fully. */
const ID_SHARE_FOR_FULL = 2;
/** A code name written in at most this many sections is rare: a paragraph that names it is about it. */
const RARE_NAME_SECTIONS = 2;
/** A table row with the value asked for must cover this much of the question to lift its section. */
const ROW_ANSWER_COVERAGE = 0.6;
/** A rate's unit in a question or in the docs: "per minute", "per epoch". */
const RATE = /\bper ([a-z]+)\b/i;
const RATES = new RegExp(RATE.source, 'gi');
/** Between two sentences of a paragraph. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9`"'(@*[])/;

/** The sections that best answer the question, best first (none when nothing matches). */
export function retrieveSections(asked: string, options: RetrieveOptions = {}): Section[] {
  const { engine, records } = getLocalIndex();
  const { byUrl, frequency, averageLength, codeNames, perUnits, docsCounts, docsTotal } =
    sectionTable(records);
  const count = options.count ?? 5;
  const { terms, weights, search, unknown, unknownNeed, needTerms, text: question } = readQuestion(asked);
  if (terms.length === 0) return [];

  // Stage 1: the engine's hits for the whole question and for each word, per section.
  const firstStage = new Map<IndexedSection, number>();
  const addHits = (query: string, weight: number) => {
    // Another page's words for a page (a link to it) find the page in search, not a passage that answers.
    const hits = engine
      .search(query, {
        limit: HITS_PER_QUERY,
        typos: false,
        formsAfterExact: true,
        fillFewPages: false,
        refuseWhatDocsNeverHold: false,
      })
      .hits.filter((hit) => hit.record.block !== 'link');
    const top = hits[0]?.score ?? 0;
    const best = new Map<IndexedSection, number>();
    for (const hit of hits) {
      const section = byUrl.get(hit.record.url);
      if (section && !best.has(section)) best.set(section, hit.score / top);
    }
    for (const [section, score] of best) {
      firstStage.set(section, (firstStage.get(section) ?? 0) + weight * score);
    }
  };
  if (search) addHits(search, Math.max(...weights));
  terms.forEach((term, i) => {
    const alternatives = new Set([term.word, ...term.stems.filter((s) => frequency.has(s))]);
    for (const alternative of alternatives) addHits(alternative, weights[i]! / alternatives.size);
  });
  const firstRanked = [...firstStage].sort((a, b) => b[1] - a[1]);
  const topFirst = firstRanked[0]?.[1] ?? 1;
  // A heading with nothing under it but its subsections ("## Triples" above "### Statements about a subject") has
  // no passage to answer with: its subsections, which carry its heading, do.
  const candidates = firstRanked.filter(([section]) => section.parts.length > 0).slice(0, CANDIDATES);

  // Stage 2: re-rank by how much of the question each section covers.
  const howTo = asksHowTo(question);
  const subject = questionSubject(question);
  // A question for a number, an address or a URL is answered by a table row that names what is asked (with its
  // column's name and the section's headings) and holds a value of that shape. A yes-or-no question asks whether,
  // not for the value ("Do I need an API key to query the GraphQL endpoint?" is not answered by the endpoint's URL).
  const shape = answerShape(question);
  const rowAnswer = (section: IndexedSection) =>
    shape === null || YES_OR_NO.test(question)
      ? 0
      : Math.max(
          0,
          ...section.rows
            .filter((row) => shape.test(row.values))
            .map((row) => coverageOf(terms, weights, row.stems, section.headingStems)),
          // A sentence that states the value ("the exit fee on redemptions 0.75%") answers as the row does.
          ...section.parts
            .filter((part) => !part.row && !part.code && shape.test(part.text))
            .flatMap((part) => part.text.split(SENTENCE_END).filter((sentence) => shape.test(sentence)))
            .map((sentence) => coverageOf(terms, weights, stemsWithMeasure(sentence), section.headingStems)),
        );
  const troubleshooting = TROUBLE.test(question);
  // The docs describe v2; sections about v1 and v1.5 answer only questions that ask about them.
  const asksAboutCurrent = !asksAboutOlderVersion(question);
  // What is asked of a code name the question quotes is that name's ("Which fields does trustBondingGetUserInfo give
  // back?"): a row or heading naming the thing asked (Fields) answers only in a section that writes the name.
  const ids = identifiersIn(question, codeNames);
  const writesNamesAsked = (section: IndexedSection) =>
    ids.length === 0 || section.parts.some((part) => namesIdentifier(part.text, ids));
  // A table row or a heading that names exactly what is asked ("Minimum deposit", "Epoch length") answers it.
  // For a question asking for a value, the row must hold one of its shape: a row naming the exit fee with where
  // it goes does not say how much it is.
  const namesIt = (section: IndexedSection) =>
    subject !== null &&
    writesNamesAsked(section) &&
    section.parts.some(
      (part) =>
        part.row &&
        namesSubject(part.text.split(CELL_SEPARATOR)[0]!, subject) &&
        (shape === null || shape.test(part.text)),
    );
  // A section whose own heading is exactly the thing asked about ("Triples" for "What is a triple?").
  const headingNamesIt = (section: IndexedSection) =>
    subject !== null &&
    writesNamesAsked(section) &&
    section.ownStems.size === subject.size &&
    [...subject].every((stem) => section.ownStems.has(stem));
  // "What is X": a section with a sentence that defines X ("X is …", "… weight (X)") answers it.
  const defined = definedSubject(question);
  const definedHead = defined === null ? '' : ([...stemsOf(defined)].at(-1) ?? '');
  const definesIt = (section: IndexedSection) =>
    defined !== null &&
    section.parts.some(
      (part) =>
        !part.code &&
        part.text.toLowerCase().includes(definedHead) && // most parts do not name it: skip them cheaply
        part.text.split(/(?<=[.!?])\s+/).some((sentence) => definesSubject(sentence, defined)),
    );
  // An error or function the question names (MultiVault_HasCounterStake, claimRewards) is answered by the table row
  // that names it in its first cell.
  // It counts as much as the names it matches weigh in the question: all of an error question ("… reverts with
  // MultiVault_HasCounterStake"), little of a story that mentions the contract on the way (TrustBonding).
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  /** The share of the question's weight its words that match carry. */
  const shareOf = (matches: (term: QuestionTerm) => boolean) =>
    terms.reduce((sum, term, i) => (matches(term) ? sum + weights[i]! : sum), 0) / totalWeight;
  /** A name's feature: full once the name carries ID_SHARE_FOR_FULL's share of the question. */
  const weighed = (share: number) => Math.min(1, ID_SHARE_FOR_FULL * share);
  const idWeight = (named: string[]) =>
    shareOf((term) => named.some((id) => term.word.toLowerCase() === id || term.stems.includes(id))) ||
    named.length / ids.length / terms.length;
  const rowNamesId = (section: IndexedSection) =>
    ids.length === 0
      ? 0
      : Math.max(
          0,
          ...section.parts
            .filter((part) => !part.code)
            .map((part) => {
              // A row names it in its first cell; a paragraph names it anywhere when it is a name so rare that few
              // sections write it (an error of v1's Attestoor, spelled as the contract spells it).
              const label = part.row ? part.text.split(CELL_SEPARATOR)[0]! : part.text;
              const named = ids.filter(
                (id) =>
                  namesIdentifier(label, [id]) &&
                  (part.row || (frequency.get(wordStem(id)) ?? 0) <= RARE_NAME_SECTIONS),
              );
              return named.length ? weighed(idWeight(named)) : 0;
            }),
        );
  // A hyphenated name in the question (graphql-request, create-intuition-app) is one thing: a section whose
  // heading has it is about it.
  const names = namesWithHyphens(question);
  // It counts as much as the name weighs in the question, as a code name does.
  const nameWeight = (name: string) => {
    const parts = new Set(
      name
        .split(/[-/.@]/)
        .filter(Boolean)
        .map(wordStem),
    );
    return weighed(shareOf((term) => term.stems.some((stem) => parts.has(stem))));
  };
  const headingHasName = (section: IndexedSection) =>
    Math.max(0, ...names.filter((name) => section.title.toLowerCase().includes(name)).map(nameWeight));
  // A module or file path in the question (@0xintuition/protocol/core) names one thing: a passage that writes it
  // speaks of it, which one that only shares the question's other words ("Cannot find module") does not.
  // Only a path few sections write: a package every guide imports (@0xintuition/sdk) says nothing of the section.
  const writes = (section: Section, path: string) => section.text.toLowerCase().includes(path);
  const paths = pathNames(question).filter(
    (path) => [...byUrl.values()].filter((section) => writes(section, path)).length <= RARE_NAME_SECTIONS,
  );
  const passageHasPath = (section: IndexedSection) =>
    Math.max(0, ...paths.filter((path) => writes(section, path)).map(nameWeight));
  // "Which tools does the MCP server expose?": a table of tools answers.
  const kind = listedKind(question);
  // It lists them for what the question asks about when it covers the rest of the question about as well as the
  // candidate that covers most of it ("the fields trustBondingGetUserInfo returns" are not a GraphQL type's).
  const restWeights = weights.map((weight, i) =>
    kind !== null && terms[i]!.stems.includes(kind) ? 0 : weight,
  );
  // Only a question that asks for a list pays for reading every candidate's coverage of the rest.
  const rest = new Map(
    (kind === null ? [] : candidates).map(([section]) => [
      section,
      coverageOf(terms, restWeights, section.stems),
    ]),
  );
  const topRest = Math.max(0, ...rest.values());
  // …and names the heaviest of those words that names a thing: the owner of the list ("expo app env variables":
  // expo's, not intuition-rs's).
  const owner = terms
    .map((term, i) => ({ term, weight: restWeights[i]! }))
    .filter(({ term, weight }) => weight > 0 && mayNameThing(term.word))
    .sort((a, b) => b.weight - a.weight)[0]?.term;
  const listsIt = (section: IndexedSection) =>
    kind !== null &&
    rest.get(section)! >= topRest * LISTING_REST &&
    (owner === undefined || owner.stems.some((stem) => section.stems.has(stem))) &&
    listingTable(section.parts, section.title.split(' › ').at(-1)!, kind) !== null;
  // "A vs B": a section that sets them side by side (in its own heading, as two columns of a table's header or the
  // first cells of two rows) answers it, rather than one about A alone or a catalog row naming both. A page title
  // naming A above a heading naming B ("MCP Server: Advanced Configuration › Agent Skills") is about B.
  const sides = sidesOf(question);
  const comparesThem = (section: IndexedSection) =>
    sides !== null &&
    ((namesSide(section.ownStems, sides[0]) && namesSide(section.ownStems, sides[1])) ||
      comparingRows(section.parts, sides).size > 0);
  // BM25 over the whole section: how often it uses the question's words for its length, which a catalog table
  // naming them once in a row does not.
  const bm25 = (section: IndexedSection) => {
    const norm = BM25.k1 * (1 - BM25.b + (BM25.b * section.length) / averageLength);
    return terms.reduce((sum, term, i) => {
      const tf = term.stems.reduce((n, stem) => n + (section.termCounts.get(stem) ?? 0), 0);
      return sum + (weights[i]! * tf * (BM25.k1 + 1)) / (tf + norm);
    }, 0);
  };
  const asksDate = asksForDate(question);
  // "How many queries does the package ship?": a section that writes a number before the thing counted ("55
  // operations: 54 queries and one mutation") states the count.
  const counted = countedNoun(question);
  const countPattern =
    counted === null
      ? null
      : new RegExp(`\\b\\d[\\d,]*\\s+(?:[\\w-]+\\s+){0,2}${escapeRegExp(counted)}`, 'i');
  const statesIt = (section: IndexedSection) =>
    countPattern !== null && section.parts.some((part) => !part.code && countPattern.test(part.text));
  const densities = new Map(candidates.map(([section]) => [section, bm25(section)]));
  const topDensity = Math.max(1e-9, ...densities.values());
  const ranked = candidates.map(([section, first]) => {
    const coverage = coverageOf(terms, weights, section.stems);
    const heading = coverageOf(terms, weights, section.headingStems);
    const bestPart = Math.max(
      heading,
      ...section.partStems.map((stems) => coverageOf(terms, weights, stems)),
    );
    const row = rowAnswer(section);
    const features: RankingFeatures = {
      coverage,
      heading,
      own: coverageOf(terms, weights, section.ownStems),
      bestPart,
      engine: first / topFirst,
      density: densities.get(section)! / topDensity,
      phrases: phraseShare(terms, section),
      codeForHowTo: howTo && section.hasCode ? 1 : 0,
      rowNamesSubject: namesIt(section) ? 1 : 0,
      definesSubject: definesIt(section) ? 1 : 0,
      headingIsSubject: headingNamesIt(section) ? 1 : 0,
      headingHasName: headingHasName(section),
      passageHasPath: passageHasPath(section),
      rowNamesIdentifier: rowNamesId(section),
      rowWithValue: row >= ROW_ANSWER_COVERAGE ? row : 0,
      troubleshootingHeading: troubleshooting && TROUBLESHOOTING_HEADING.test(section.title) ? 1 : 0,
      comparesSides: comparesThem(section) ? 1 : 0,
      listsKind: listsIt(section) ? 1 : 0,
      statesCount: statesIt(section) ? 1 : 0,
      olderVersionOnly: asksAboutCurrent && isOlderVersionOnly(section.title) ? 1 : 0,
      // A page of news: its facts are dated reports of what reference pages describe, which answer first.
      news: !asksDate && isNewsUrl(section.url) ? 1 : 0,
    };
    return {
      section,
      coverage,
      bestPart,
      features,
      lists: features.listsKind === 1,
      score: rankingScore(features),
    };
  });
  options.onCandidates?.(
    ranked.map(({ section: { url, title, text }, features }) => ({ url, title, text, features })),
  );
  ranked.sort((a, b) => b.score - a.score);
  // A code name the docs write that weighs as much as any word of the question is what the question is about.
  const heaviest = Math.max(...weights);
  // Typed as code (camel case or underscores: multiVaultPreviewRedeem, create_lock), not as a word ("multivault").
  const typedAsCode = new Set((question.match(CODE_NAME) ?? []).map((name) => name.toLowerCase()));
  const subjectIsDocsName = terms.some(
    (term, i) =>
      weights[i]! >= heaviest &&
      codeNames.has(term.word.toLowerCase()) &&
      ids.includes(term.word.toLowerCase()) &&
      typedAsCode.has(term.word.toLowerCase()),
  );
  // A value asked for by its name ("the block gas limit") is not given by a section that lacks what it is a value
  // of ("gas"), whatever else of the question it covers.
  const owners = valueOwnerWords(question);
  // Nor by one whose figures are all in other passages than the one naming it ("the block gas limit": a section
  // with a gas fee in one sentence and a start block in another).
  const named = (term: QuestionTerm, stems: Set<string> | undefined) =>
    term.stems.some((stem) => stems?.has(stem) ?? false);
  const lacksOwner = (section: IndexedSection) =>
    owners !== null &&
    (owners.some((term) => !named(term, section.stems)) ||
      (shape !== null &&
        !section.parts.some(
          (part, k) => shape.test(part.text) && owners.every((term) => named(term, section.partStems[k])),
        )));
  // A value asked for in a rate the docs never write ("requests per minute": no passage says "per minute").
  const rate = shape === null ? undefined : RATE.exec(question)?.[1];
  const rateUnwritten = rate !== undefined && !perUnits.has(wordStem(rate));
  // A version the question names that the best section's page never writes ("When is the protocol v3 launching?",
  // "release date for @0xintuition/sdk 2.1") is a version the docs do not describe there.
  // In a story, a version is often the reader's setup ("an app built on @0xintuition/graphql 0.6 …").
  const versionUnwritten = (section: IndexedSection) =>
    !isStory(terms.length, question) &&
    namesVersionUnwritten(question, () => pageVersions(byUrl, section.url));
  // A section that shares one word of a need of three or more with the question meets it by chance ("reverse a
  // linked list in Python": the GraphQL clients for Python); a question naming a docs code name is about that name.
  const needCount = needTerms.filter(Boolean).length;
  const metByOneWord = (section: IndexedSection) =>
    ids.length === 0 &&
    needCount >= 3 &&
    terms.filter((term, k) => needTerms[k] && term.stems.some((stem) => section.stems.has(stem))).length <= 1;
  // "A vs B" when the passages retrieval found never speak of one of the two in prose, by the word that names it
  // most (its heaviest): the docs do not compare them ("let vs const in JavaScript": const only in code blocks;
  // "interface vs type alias"). A story's "or" is not a comparison, and a question quoting a docs code name as code
  // (claimOwnershipOverAddressAtom) is about that name.
  const quotesDocsName = ids.some((id) => typedAsCode.has(id));
  const sideUnspoken =
    sides !== null &&
    !quotesDocsName &&
    !isStory(terms.length, question) &&
    sides.some((side) => !spokenOf(heaviestWords(side, terms, weights), ranked.slice(0, SPOKEN_SECTIONS)));
  // A question none of whose words the docs use much more than developers in general do, whose best passage covers
  // little of it, is a general programming question that shares words with the docs ("a multi-stage Dockerfile for a
  // Go service").
  const offTopic = () =>
    (ranked[0]?.bestPart ?? 0) +
      OFF_TOPIC_SLOPE * Math.max(OFF_TOPIC_FLOOR, topicOfTerms(terms, docsCounts, docsTotal)) <
    OFF_TOPIC_PASSAGE_COVERAGE;
  // A day of the calendar asked for ("When will the mobile SDK be released?") is given only by a section that writes
  // the question's heaviest word and a date in a block that, with its heading, covers at least a third of the question:
  // of what they have no date for, the docs say "coming soon", and the date of another release ("December 8, 2025 ·
  // sdk") or of a check ("commit 8272992, 2025-12-09") is not its date. So is a length of time asked in a unit ("how
  // many hours is the delay on the upgrades timelock": the docs name the delay and never give it); its unit is
  // what the value is written in, not what it is of.
  // Read only for a question that asks for a date or a length of time in a unit.
  const valueUnwritten = () => {
    const inUnit = asksForTimeInUnit(question);
    const writesValue = asksForCalendarDate(question) ? writesDate : inUnit ? writesDuration : null;
    if (writesValue === null) return false;
    const heaviestNeed = terms
      .map((term, k) => ({
        term,
        weight: needTerms[k] && !(inUnit && TIME_UNIT.test(term.word)) ? weights[k]! : 0,
      }))
      .sort((a, b) => b.weight - a.weight)[0]?.term;
    const givesIt = (section: IndexedSection) =>
      (heaviestNeed === undefined || named(heaviestNeed, section.stems)) &&
      section.parts.some(
        (part, k) =>
          !part.code &&
          writesValue(part.text) &&
          coverageOf(terms, weights, section.partStems[k]!) >= DATED_BLOCK_COVERAGE,
      );
    return !ranked.slice(0, DATE_SECTIONS).some(({ section }) => givesIt(section));
  };
  const answers = (i: number) =>
    i === 0 &&
    !valueUnwritten() &&
    !sideUnspoken &&
    !metByOneWord(ranked[0]!.section) &&
    !rateUnwritten &&
    !versionUnwritten(ranked[0]!.section) &&
    !asksWhatDocsNeverHold(question) &&
    !lacksOwner(ranked[0]!.section) &&
    !offTopic() &&
    !needsWhatDocsLack(terms.length, needCount, unknownNeed, unknown, question, subjectIsDocsName) &&
    ranked[0]!.coverage >= (isStory(terms.length, question) ? LONG_ANSWER_COVERAGE : ANSWER_COVERAGE);
  return ranked.slice(0, count).map(({ section, coverage, bestPart, lists }, i) => ({
    title: section.title,
    url: section.url,
    text: section.text,
    parts: section.parts,
    coverage,
    passageCoverage: bestPart,
    ...(lists ? { lists: true } : {}),
    ...(answers(i) ? { answers: true } : {}),
  }));
}

/** A unit of time, as a question asks for a length in it ("how many hours …"). */
const TIME_UNIT = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)$/i;
/** How many of the best sections may write the date a question asks for (the answer quotes a value from these). */
const DATE_SECTIONS = 3;
/** The share of the question a block with a date must cover to be the date asked for. */
const DATED_BLOCK_COVERAGE = 1 / 3;

/** The versions each page writes (../search/versions versionsIn), by the page's address. */
const versionsByPage = new WeakMap<Map<string, IndexedSection>, Map<string, Set<string>>>();

/** The versions written anywhere on the page of a section. */
function pageVersions(byUrl: Map<string, IndexedSection>, url: string): Set<string> {
  let pages = versionsByPage.get(byUrl);
  if (!pages) {
    pages = new Map();
    for (const section of byUrl.values()) {
      const page = section.url.split('#')[0]!;
      const versions = pages.get(page) ?? new Set<string>();
      for (const version of versionsIn(`${section.title}\n${section.text}`)) versions.add(version);
      pages.set(page, versions);
    }
    versionsByPage.set(byUrl, pages);
  }
  return pages.get(url.split('#')[0]!) ?? new Set();
}

/** ./docs-topic's score of a question's words, each read as written when the docs write it, else as its typo's names. */
function topicOfTerms(terms: QuestionTerm[], docsCounts: Map<string, number>, docsTotal: number): number {
  return docsTopicScore(
    terms.map((term) => (docsCounts.has(wordStem(term.word)) ? [wordStem(term.word)] : term.stems)),
    docsCounts,
    docsTotal,
  );
}

/** How much a question is about the docs' subject (./docs-topic docsTopicScore), as retrieval reads it. */
export function docsTopicOf(question: string): number {
  const { docsCounts, docsTotal } = sectionTable(getLocalIndex().records);
  return topicOfTerms(readQuestion(question).terms, docsCounts, docsTotal);
}

/**
 * How much of a question its best passage must cover, by how much the question is about the docs' subject
 * (./docs-topic: the log ratio of its most docs-like word's rate in the docs to its rate in general developer
 * writing): OFF_TOPIC_PASSAGE_COVERAGE for a question whose words are as common in general writing as in the docs,
 * less by OFF_TOPIC_SLOPE for each unit of the ratio (a word about 3 times likelier), nothing from about 7 (a word
 * a thousand times likelier: "atom", "TrustBonding"). One line over the two, chosen on the committed sets and two
 * dev probes: it refuses 31 of the 77 unanswerable questions they still had answered and one answerable of 4,447.
 */
const OFF_TOPIC_PASSAGE_COVERAGE = 0.55;
const OFF_TOPIC_SLOPE = 0.08;
/** A question none of whose words the docs write counts as this (the unknown-word rules judge it). */
const OFF_TOPIC_FLOOR = -5;

/** How many of the best sections a side of a comparison must be spoken of in. */
const SPOKEN_SECTIONS = 5;

/** The words of a side of a comparison that weigh most in the question (each as its stems). */
function heaviestWords(side: string[][], terms: QuestionTerm[], weights: number[]): string[][] {
  const weightOf = (stems: string[]) =>
    Math.max(
      0,
      ...terms.map((term, i) => (term.stems.some((stem) => stems.includes(stem)) ? weights[i]! : 0)),
    );
  const heaviest = Math.max(...side.map(weightOf));
  return side.filter((stems) => weightOf(stems) >= heaviest);
}

/** Whether one of the words is written in the headings or the prose (not the code) of one of the sections. */
function spokenOf(words: string[][], ranked: { section: IndexedSection }[]): boolean {
  return ranked.some(({ section }) => {
    const prose = [section.headingStems, ...section.partStems.filter((_, k) => !section.parts[k]!.code)];
    return words.some((stems) => stems.some((stem) => prose.some((written) => written.has(stem))));
  });
}

/**
 * Whether the need of a question names what the docs never mention: a word of it that is not a common English word
 * (stopwords-iso) and that the index does not have even with a typo ("sourdough", "flexbox", "airdrop"). In a long
 * question, an unknown word is often a detail of the context ("treasury", "laptop"): there, a third of its words,
 * unless the question is one clause and the word is written as a name ("Kafka").
 */
function needsWhatDocsLack(
  termCount: number,
  needCount: number,
  unknownNeed: string[],
  names: string[],
  question: string,
  aboutDocsName: boolean,
): boolean {
  const meaningful = new Set([
    ...names,
    // A short word in lower case that is no English word is an abbreviation ("cmd", "cfg"), not a subject; in
    // capitals it is a name ("GPU", "NFT") and counts above, and an English one ("pod") counts.
    // A word that only qualifies ("a regular attestation registry") is how the reader puts it, not a subject.
    ...unknownNeed.filter(
      (word) =>
        !commonWords().has(word) &&
        !isQualifierOnly(word) &&
        !/\d/.test(word) &&
        (word.length > SHORT_WORD_LENGTH || englishWords().has(word)),
    ),
  ]);
  // A question of one clause long only by its common words ("undo my last git commit but keep the changes": three
  // words name the need) is as short as its need.
  const longOnlyByCommonWords = needCount <= SHORT_NEED && !hasClauses(question);
  if (isLongQuestion(termCount) && !longOnlyByCommonWords) {
    // A question of one clause has no context for a name or a specific word to belong to: "How should I configure
    // Kafka consumer group rebalancing …" asks about Kafka, "Does Intuition provide a paymaster …" about a
    // paymaster; an everyday word ("perform", "scrolling") only weighs.
    if (
      [...meaningful].some((word) => names.includes(word) || !isEverydayWord(word)) &&
      !hasSubstantiveClauses(question)
    ) {
      return true;
    }
    return meaningful.size * 3 >= termCount;
  }
  // A short question about a code name the docs write ("multiVaultPreviewRedeem return value: which element is
  // which?", "… is that a typo in my ABI?") is about that name: an English word beside it is how the reader puts it,
  // not another subject; a name ("Solana", "solana": no dictionary has it) is.
  if (aboutDocsName) return [...meaningful].some((word) => names.includes(word) || !englishWords().has(word));
  return meaningful.size > 0;
}

/** The question's words with their weights in the docs, and its text corrected (for the local answerer). */
export function weightedQuestionTerms(question: string): {
  terms: QuestionTerm[];
  weights: number[];
  text: string;
} {
  const { terms, weights, text } = readQuestion(question);
  // Within a section, words the docs write run together as one name ("linear curve": LinearCurve) are found in
  // that name too; retrieval ranks on the words as typed, since a name that joins common words ("curve id":
  // curveId) is in many more sections than the ones about what the question asks.
  const { codeNames } = sectionTable(getLocalIndex().records);
  return { terms: withClosedNames(text, terms, codeNames), weights, text };
}

/** The code names a question quotes, as written or in lower case where the docs write them as code. */
export function codeNamesIn(question: string): string[] {
  return identifiersIn(question, sectionTable(getLocalIndex().records).codeNames);
}

/** How many sections of the docs write a word or code name (in any of its forms). */
export function sectionsWriting(name: string): number {
  const { frequency } = sectionTable(getLocalIndex().records);
  return Math.max(0, ...[...stemsOf(name)].map((stem) => frequency.get(stem) ?? 0));
}
