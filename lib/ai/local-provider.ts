/**
 * The default answerer, which needs no model and no account: an extract from the docs. From the re-ranked
 * sections it takes whole sentences only — never a table row, a heading, code read as prose, or a lead-in that
 * says nothing without what follows ("this page shows how", "as follows:") — and writes:
 * - the lead: the one or two sentences of the best section that cover the most of the question (its words
 *   weighted by how rare they are in the docs), with the sentence after them when it continues the thought;
 * - for a how-to question, the first code block of that section;
 * - supporting passages from the next sections that cover the question well;
 * each paragraph from one source and ending with its citation. It never writes a sentence of its own about the
 * protocol: when no sentence covers enough of the question it says it could not find the answer and lists the
 * closest pages.
 */
import { CELL_SEPARATOR } from '../search/text';
import { NOT_FOUND_TEXT, type AnswerSource } from './contract';
import type { AnswerInput, AnswerPart, AnswerProvider, AnswerQuality } from './provider';
import {
  answerShape,
  definesSubject,
  definedSubject,
  hyphenatedNames,
  identifiersIn,
  namesIdentifier,
  namesSubject,
  questionSubject,
  stemsOf,
  type QuestionTerm,
} from './question-words';
import {
  coverageOf,
  tableHeaderOf,
  TROUBLE,
  TROUBLESHOOTING_HEADING,
  weightedQuestionTerms,
  type Section,
} from './retrieve';
import { asksAboutOlderVersion, currentVersionSections } from './versions';

/** The lead must cover this much of the question (weighted), counting the section's headings at half. */
const MIN_COVERAGE = 0.6;
/** For a how-to question, the best section's headings must cover this much for its code to lead. */
const CODE_LEAD_COVERAGE = 0.6;
/** How many of the best sections may give a how-to answer's code when no sentence answers (all that retrieval gives). */
const CODE_SECTIONS = 5;
/** Below this the answer is only partial. */
const FULL_COVERAGE = 0.85;
const LEAD_SENTENCES = 2;
/** A how-to section whose own heading covers this much of the question leads with its first sentence. */
const OWN_HEADING_COVERAGE = 0.5;
const SUPPORT_SECTIONS = 2;
/** A heading that is a question covering this much of the reader's question is the same question. */
const HEADING_ASKS = 0.75;
const SUPPORT_SENTENCES = 2;
const MAX_CODE_LINES = 30;
const CLOSEST_PAGES = 3;
const HOW_TO = /^\s*(how (do|can|could|should|would|to)|can i|where do i|what do i need|what command)\b/i;

interface Sentence {
  text: string;
  position: number;
  /** The share of the question the sentence covers on its own. */
  alone: number;
  /** The same with its section's headings (a sentence under "Reset the database" answers how to reset it). */
  coverage: number;
}

/** Sentences that introduce something else, or talk about the page instead of the subject. */
const LEAD_IN =
  /(\b(above|earlier|previous|preceding)\b|\bthe (first|second|third|last|other) (example|snippet|one)\b|:\s*$|\b(this|the following|the next|these) (page|guide|section|example|snippet|table|code|steps?|list)\b|\b(below|as follows|for example,? the)\b|^(here|see|for more|read more|next,|then,? run)\b)/i;

function isWholeSentence(text: string): boolean {
  return (
    text.length >= 25 &&
    text.length <= 450 &&
    // A capital, a number, a quote, or an identifier (start-docker-and-migrate, calculateAtomId, term_id).
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- a sentence of the docs, at most 450 characters
    /^([A-Z0-9`"'(@*_[]|[a-z][\w.]*[-_.A-Z][\w.-]*\s)/.test(text) &&
    /[.!?)"'`]$/.test(text) &&
    !LEAD_IN.test(text) &&
    (text.match(/\s/g)?.length ?? 0) >= 4
  );
}

/** The whole sentences of a section's prose parts, in page order. */
function sentencesOf(section: Section): string[] {
  return section.parts
    .filter((part) => !part.code && !part.row)
    .flatMap((part) => part.text.split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(@])/))
    .map((s) => s.trim())
    .filter(isWholeSentence);
}

function scoredSentences(section: Section, terms: QuestionTerm[], weights: number[]): Sentence[] {
  const headingStems = stemsOf(section.title);
  return sentencesOf(section).map((text, position) => {
    const own = stemsOf(text);
    return {
      text,
      position,
      alone: coverageOf(terms, weights, own),
      coverage: coverageOf(terms, weights, new Set([...own, ...headingStems])),
    };
  });
}

/**
 * The section's code block that covers the most of the question (the first of equals): for "install the SDK", the
 * `npm install` block rather than the `mkdir` before it. Only blocks of several lines or a command.
 */
function bestCodeBlock(section: Section, terms: QuestionTerm[], weights: number[]): string | null {
  let code: string | null = null;
  let best = -1;
  for (const part of section.parts) {
    if (
      !part.code ||
      !(part.text.includes('\n') || /^(npm|pnpm|yarn|npx|git|cargo|docker) /.test(part.text))
    ) {
      continue;
    }
    const coverage = coverageOf(terms, weights, stemsOf(part.text));
    if (coverage > best) [code, best] = [part.text, coverage];
  }
  if (code === null) return null;
  const lines = code.split('\n');
  const shown = lines.slice(0, MAX_CODE_LINES).join('\n');
  const fence = shown.includes('```') ? '````' : '```';
  return `${fence}\n${shown}${lines.length > MAX_CODE_LINES ? '\n…' : ''}\n${fence}`;
}

export interface LocalAnswer {
  paragraphs: string[];
  sources: AnswerSource[];
  found: boolean;
  quality: AnswerQuality;
}

function notFound(sections: Section[]): LocalAnswer {
  const pages = new Map<string, AnswerSource>();
  for (const section of sections) {
    const url = section.url.split('#')[0]!;
    if (!pages.has(url)) pages.set(url, { title: section.title.split(' › ')[0]!, url });
  }
  const closest = [...pages.values()].slice(0, CLOSEST_PAGES);
  const paragraphs = closest.length
    ? [
        NOT_FOUND_TEXT,
        `These pages come closest:\n\n${closest.map((p, i) => `- [${p.title}](${p.url}) [${i + 1}]`).join('\n')}`,
      ]
    : [`${NOT_FOUND_TEXT} Try other words, or ask the community.`];
  return { paragraphs, sources: closest, found: false, quality: 'unanswered' };
}

/** A table row that answers, found in the best sections. */
interface RowMatch {
  section: number;
  part: number;
  alone: number;
  coverage: number;
  preferred: boolean;
  /** Its first cell is the error or function the question names. */
  namesCode: boolean;
}

const ROW_SECTIONS = 3;

function bestRow(
  sections: Section[],
  terms: QuestionTerm[],
  weights: number[],
  subject: Set<string> | null,
  shape: RegExp | null,
  /** The errors and functions the question names (./question-words identifiersIn). */
  identifiers: string[],
  /** Sections whose rows are preferred (a troubleshooting table for a question about a failure). */
  preferred: (section: Section) => boolean = () => false,
): RowMatch | null {
  let best: RowMatch | null = null;
  let bestScore = 0;
  sections.slice(0, ROW_SECTIONS).forEach((section, s) => {
    const headingStems = stemsOf(section.title);
    section.parts.forEach((part, p) => {
      const header = tableHeaderOf(section.parts, p); // null for the header itself
      if (!header) return;
      const own = stemsOf(part.text);
      const alone = coverageOf(terms, weights, own);
      const coverage = coverageOf(
        terms,
        weights,
        new Set([...own, ...stemsOf(header.text), ...headingStems]),
      );
      const label = part.text.split(CELL_SEPARATOR)[0]!;
      const namesCode = namesIdentifier(label, identifiers);
      if ((coverage < MIN_COVERAGE || alone === 0) && !namesCode) return;
      // A row whose first cell names the question's subject ("Minimum deposit"), or the error or function it
      // quotes, is the one asked about.
      const named = (subject && namesSubject(label, subject)) || namesCode ? 0.3 : 0;
      // A question for a number, an address or a URL is not answered by a row without one.
      if (shape && !shape.test(part.text.split(CELL_SEPARATOR).slice(1).join(' '))) return;
      const prefer = preferred(section) || namesCode;
      const score = coverage + alone + named + (prefer ? 0.3 : 0);
      if (score > bestScore) {
        best = { section: s, part: p, alone: alone + named, coverage, preferred: prefer, namesCode };
        bestScore = score;
      }
    });
  });
  return best;
}

/**
 * The row read with its table's header (the first row of its run): its first cell, then each other cell after
 * its column's name, e.g. "Minimum deposit — v2 mainnet: 0.01 TRUST; v1 deploy-script default: 0.00042 ETH".
 */
function rowLine(section: Section, part: number): string {
  const head = (tableHeaderOf(section.parts, part) ?? section.parts[part]!).text.split(CELL_SEPARATOR);
  const [label, ...cells] = section.parts[part]!.text.split(CELL_SEPARATOR);
  const values = cells
    .map((value, i) => (head[i + 1] ? `${head[i + 1]}: ${value}` : value))
    .filter((value) => value.trim());
  return `${label} — ${values.join('; ')}`;
}

/** The answer's paragraphs (each from one source, ending with its citation) and the cited sources. */
export function composeLocalAnswer(asked: string, retrieved: Section[]): LocalAnswer {
  const { terms, weights, text: question } = weightedQuestionTerms(asked);
  // A question that does not ask about v1 or v1.5 is answered from what the sections say about v2.
  const sections = asksAboutOlderVersion(question) ? retrieved : currentVersionSections(retrieved);
  // Whether the docs answer is retrieval's judgement (its evidence: how much of the question the best section
  // covers); once it says they do, the answer is never a refusal.
  if (!retrieved[0]?.answers) return notFound(retrieved);
  if (terms.length === 0 || sections.length === 0)
    return passageAnswer(retrieved[0], terms, weights, question);
  const howTo = HOW_TO.test(question);
  // A section whose own heading asks the question (a FAQ entry: "Can my stake be slashed?") answers it with its
  // first block.
  const ownHeading = (section: Section) =>
    coverageOf(terms, weights, stemsOf(section.title.split(' › ').at(-1)!));
  if (!howTo && ownHeading(sections[0]!) >= HEADING_ASKS && /\?\s*$/.test(sections[0]!.title)) {
    return passageAnswer(sections[0]!, terms, weights, question, true);
  }
  const scored = sections.map((section) => scoredSentences(section, terms, weights));
  // The lead comes from the best-ranked section with a sentence that, with the section's headings, covers enough
  // of the question and names part of it itself; for "what is X", a sentence defining X ("X is …") wins.
  const subject = definedSubject(question);
  const shape = answerShape(question);
  const leadScore = (s: Sentence) =>
    s.coverage +
    0.5 * s.alone +
    (subject && definesSubject(s.text, subject) ? 0.5 : 0) +
    (shape?.test(s.text) ? 0.3 : 0);
  const eligible = (s: Sentence) => s.coverage >= MIN_COVERAGE && s.alone > 0;
  const definitionAt = subject
    ? scored.findIndex(
        (sentences, i) => i < 3 && sentences.some((s) => eligible(s) && definesSubject(s.text, subject)),
      )
    : -1;
  const headingCoverageOf = (section: Section) => coverageOf(terms, weights, stemsOf(section.title));
  const ownHeadingCoverage = (section: Section) =>
    coverageOf(terms, weights, stemsOf(section.title.split(' › ').at(-1)!));
  // For a how-to question, the best-ranked section wins when its headings answer the question ("Reset the
  // database", "Find every contract from MultiVault") or name the tool asked about ("With graphql-request") and
  // it has code: its code is the answer.
  const headingNamesTool = hyphenatedNames(question).some((name) =>
    sections[0]!.title.toLowerCase().includes(name),
  );
  const codeAnswers = (i: number) =>
    howTo &&
    i < CODE_SECTIONS &&
    i < sections.length &&
    (headingCoverageOf(sections[i]!) >= CODE_LEAD_COVERAGE || (i === 0 && headingNamesTool)) &&
    bestCodeBlock(sections[i]!, terms, weights) !== null;
  const sentenceLead =
    definitionAt >= 0 ? definitionAt : scored.findIndex((sentences) => sentences.some(eligible));
  // When no sentence answers a how-to question, the code of one of the next best sections whose headings answer it
  // ("By label, with alternatives" for filtering atoms by label) does.
  const codeAt = codeAnswers(0)
    ? 0
    : sentenceLead < 0
      ? ([...Array(CODE_SECTIONS).keys()].find(codeAnswers) ?? -1)
      : -1;
  const codeLead = codeAt >= 0;
  const leadIndex = codeLead ? codeAt : sentenceLead;
  const headingCoverage = codeLead ? headingCoverageOf(sections[codeAt]!) : 0;
  const ranked =
    leadIndex < 0
      ? []
      : scored[leadIndex]!.filter(eligible).sort(
          (a, b) => leadScore(b) - leadScore(a) || a.position - b.position,
        );
  // A number, an address or a name often lives in a table: a row that names more of the question than the best
  // sentence leads instead, quoted with its table's header.
  // A question about something failing is answered by a troubleshooting table's row ("Tools do not appear — …").
  const troubleshooting = TROUBLE.test(question);
  const inTroubleshooting = (section: Section) => TROUBLESHOOTING_HEADING.test(section.title);
  const row = bestRow(
    sections,
    terms,
    weights,
    questionSubject(question),
    shape,
    identifiersIn(question),
    troubleshooting ? inTroubleshooting : undefined,
  );
  // The row leads when nothing else answers (for a how-to question: no sentence and no code, as for "read my veTRUST
  // balance", a table of functions), or when the question wants a value the best sentence does not give.
  const troubleshootingRow =
    row !== null &&
    (row.namesCode || (row.preferred && !(leadIndex >= 0 && inTroubleshooting(sections[leadIndex]!))));
  const rowLeads =
    row !== null &&
    (troubleshootingRow ||
      (howTo
        ? ranked.length === 0 && !codeLead
        : ranked.length === 0 ||
          (shape !== null &&
            definitionAt < 0 &&
            (row.alone > ranked[0]!.alone || !shape.test(ranked[0]!.text)))));
  if (ranked.length === 0 && !rowLeads && !codeLead) {
    return passageAnswer(sections[0]!, terms, weights, question);
  }

  const sources: AnswerSource[] = [];
  const paragraphs: string[] = [];
  const cite = (section: Section) => {
    let n = sources.findIndex((s) => s.url === section.url) + 1;
    if (n === 0) n = sources.push({ title: section.title, url: section.url });
    return `[${n}]`;
  };
  if (rowLeads) {
    const section = sections[row.section]!;
    paragraphs.push(`${rowLine(section, row.part)} ${cite(section)}`);
  }
  // The error or function the question quotes, explained once: a second page's sentence about it restates it.
  const codeNames = identifiersIn(question);
  const sameCodeName = (a: string, b: string) =>
    codeNames.some((name) => a.toLowerCase().includes(name) && b.toLowerCase().includes(name));
  // What the answer already says (the row, the lead): a sentence restating it is not repeated from another page.
  const quoted = new Set<string>(rowLeads ? [sections[row.section]!.parts[row.part]!.text] : []);
  let best = rowLeads ? row.coverage : codeLead ? headingCoverage : 0;
  if (ranked.length > 0 || codeLead) {
    const leadSection = sections[leadIndex]!;
    const leadSentences = scored[leadIndex]!;
    best = Math.max(best, ranked[0]?.coverage ?? 0);
    const lead = ranked
      .filter((s) => leadScore(s) >= leadScore(ranked[0]!) * 0.8)
      .slice(0, LEAD_SENTENCES)
      .sort((a, b) => a.position - b.position);
    // The sentence right after the lead often finishes the thought.
    const next = lead.length === 1 ? leadSentences[lead[0]!.position + 1] : undefined;
    if (next && next.alone > 0) lead.push(next);
    // A how-to section whose own heading names what is asked ("Deploy on Render") says first what to do.
    const opening = leadSentences[0];
    if (
      howTo &&
      opening &&
      !lead.includes(opening) &&
      ownHeadingCoverage(leadSection) >= OWN_HEADING_COVERAGE
    ) {
      lead.unshift(opening);
    }
    lead.forEach((s) => quoted.add(s.text));
    if (lead.length > 0) paragraphs.push(`${lead.map((s) => s.text).join(' ')} ${cite(leadSection)}`);
    if (howTo) {
      const code = bestCodeBlock(leadSection, terms, weights);
      if (code) paragraphs.push(`${code}\n\n${cite(leadSection)}`);
    }
  }
  for (const [i, sentences] of scored.entries()) {
    if (i === leadIndex || sources.length > SUPPORT_SECTIONS) continue;
    if (sources.some((s) => s.url === sections[i]!.url)) continue;
    const support = sentences
      .filter(
        (s) =>
          eligible(s) &&
          s.coverage >= best * 0.8 &&
          !quoted.has(s.text) &&
          ![...quoted].some((q) => restates(s.text, q) || sameCodeName(s.text, q)),
      )
      .sort((a, b) => leadScore(b) - leadScore(a) || a.position - b.position)
      .slice(0, SUPPORT_SENTENCES)
      .sort((a, b) => a.position - b.position);
    if (support.length === 0) continue;
    support.forEach((s) => quoted.add(s.text));
    paragraphs.push(`${support.map((s) => s.text).join(' ')} ${cite(sections[i]!)}`);
  }
  return { paragraphs, sources, found: true, quality: best >= FULL_COVERAGE ? 'answered' : 'partial' };
}

/** Two sentences that say the same thing in other words: most of the shorter one's words are in the longer. */
function restates(a: string, b: string): boolean {
  const [x, y] = [stemsOf(a), stemsOf(b)];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  if (small.size === 0) return false;
  return [...small].filter((stem) => large.has(stem)).length / small.size >= RESTATES_SHARE;
}

/** The share of a sentence's words another must have to restate it. */
const RESTATES_SHARE = 0.6;
const MAX_PASSAGE_CHARS = 700;

/**
 * The answer when no single sentence covers the question but retrieval found the section that answers: the
 * section's heading, then its block (paragraph, list item, table row with its header) that covers the most of the
 * question with the block after it when that continues a list or a row, and for a how-to question its code.
 */
function passageAnswer(
  section: Section,
  terms: QuestionTerm[],
  weights: number[],
  question: string,
  /** The section's first block rather than the one that covers the most (its heading asks the question). */
  first = false,
): LocalAnswer {
  const headingStems = stemsOf(section.title);
  let best = -1;
  let at = -1;
  section.parts.forEach((part, i) => {
    if (part.code || (first && at >= 0)) return;
    const coverage = coverageOf(terms, weights, stemsOf(part.text), headingStems);
    if (first || coverage > best) [best, at] = [coverage, i];
  });
  const source: AnswerSource = { title: section.title, url: section.url };
  const heading = section.title.split(' › ').at(-1)!;
  const paragraphs: string[] = [];
  if (at >= 0) {
    const part = section.parts[at]!;
    let text = part.row ? rowLine(section, at) : part.text;
    const next = section.parts[at + 1];
    if (
      next &&
      !next.code &&
      Boolean(next.row) === Boolean(part.row) &&
      text.length < MAX_PASSAGE_CHARS / 2
    ) {
      text += part.row ? `\n${rowLine(section, at + 1)}` : ` ${next.text}`;
    }
    paragraphs.push(`**${heading}**: ${text.slice(0, MAX_PASSAGE_CHARS)} [1]`);
  }
  const code = HOW_TO.test(question) || at < 0 ? bestCodeBlock(section, terms, weights) : null;
  if (code) paragraphs.push(`${at < 0 ? `**${heading}**\n\n` : ''}${code}\n\n[1]`);
  if (paragraphs.length === 0) {
    paragraphs.push(`**${heading}**: ${section.text.slice(0, MAX_PASSAGE_CHARS)} [1]`);
  }
  return { paragraphs, sources: [source], found: true, quality: first ? 'answered' : 'partial' };
}

/** A question answered by yes or no. */
const YES_NO = /^\s*(can|could|is|are|do|does|did|will|would|should|has|have|must|may)\b/i;
/** A sentence that says no: "There is no slashing", "cannot", "does not". */
const SAYS_NO = /^(no\b|there (is|are) no\b)|\b(cannot|can't|never|not|no longer)\b/i;

/** A yes-or-no question's answer says "No." first when its opening sentence says no. */
function withYesOrNo(question: string, answer: LocalAnswer): LocalAnswer {
  if (!answer.found || !YES_NO.test(question)) return answer;
  const [first = '', ...rest] = answer.paragraphs;
  const opening = first.replace(/^\*\*[^*]+\*\*:\s*/, '').split(/(?<=[.!?])\s/)[0] ?? '';
  if (/^(yes|no)\b/i.test(opening) || !SAYS_NO.test(opening)) return answer;
  return { ...answer, paragraphs: [`No. ${first}`, ...rest] };
}

/** Streams text a few words at a time, as a model would. */
function* pieces(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += 4) yield words.slice(i, i + 4).join('');
}

export function createLocalProvider(): AnswerProvider {
  return {
    name: 'local',
    async *answer({ question, sections }: AnswerInput, signal: AbortSignal): AsyncIterable<AnswerPart> {
      const { paragraphs, sources, found, quality } = withYesOrNo(
        question,
        composeLocalAnswer(question, sections),
      );
      for (const [i, paragraph] of paragraphs.entries()) {
        for (const text of pieces(i === 0 ? paragraph : `\n\n${paragraph}`)) {
          if (signal.aborted) return;
          yield { type: 'text', text };
        }
      }
      yield { type: 'end', sources, found, quality };
    },
  };
}
