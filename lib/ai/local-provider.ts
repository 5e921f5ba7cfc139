/**
 * The default answerer, which needs no model and no account: an extract from the docs. It answers with the
 * passage that answers (./passages), led by its section's heading: the best section's block that covers the most
 * of the question (a paragraph, the steps of a list, a table row read with its header) and, for a question that
 * asks for code, that section's code block; then passages of the next sections that cover at least half as much
 * of the question without restating it. Each paragraph comes from one source and ends with its citation. It never writes a
 * sentence of its own about the protocol: when retrieval judges that the docs do not answer, it says so and lists
 * the closest pages.
 */
import { NOT_FOUND_TEXT, type AnswerSource } from './contract';
import {
  bestCodeBlock,
  type CodeBlock,
  bestPart,
  listingOf,
  MAX_PASSAGE_CHARS,
  asRead,
  passageOf,
  quotedRow,
  scoreParts,
  type PassageLine,
  type PassageQuestion,
} from './passages';
import type { AnswerInput, AnswerPart, AnswerProvider, AnswerQuality } from './provider';
import {
  answerShape,
  asksHowTo,
  definedSubject,
  definesSubject,
  listedKind,
  namesIdentifier,
  opensASentence,
  questionTerms,
  stemsOf,
  YES_OR_NO,
} from './question-words';
import {
  codeNamesIn,
  comparingRows,
  DOCS_ERROR_SHAPE,
  isStory,
  coverageOf,
  sectionsWriting,
  sidesOf,
  tableHeaderOf,
  weightedQuestionTerms,
  type Section,
} from './retrieve';
import { CELL_SEPARATOR } from '../search/text';
import { asksAboutOlderVersion, currentVersionSections } from './versions';

/** Below this share of the question covered by the lead passage, the answer is only partial. */
const FULL_COVERAGE = 0.85;
const CLOSEST_PAGES = 3;

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

/** A question that asks for code: how to do something, or what a query, call or snippet looks like. */
const asksForCode = (question: string) =>
  asksHowTo(question) ||
  opensASentence(question, /^\s*what command\b/i) ||
  /\b(code|snippet|example|query|mutation|subscription|syntax|signature|look like|show me)\b/i.test(question);
/** A heading that is a question covering this much of the reader's question is the same question. */
const HEADING_ASKS = 0.75;
/**
 * How many sections after the first may add a passage. The key fact of a question is in retrieval's first section
 * for about three questions in four, and in one of the next three for most of the rest.
 */
const SUPPORT_SECTIONS = 3;
/** A supporting passage's best block covers at least this share of what the lead's covers. */
const SUPPORT_SHARE = 0.5;
const SUPPORT_CHARS = 350;

/** The section's own heading (the last of its path). */
const headingOf = (section: Section) => section.title.split(' › ').at(-1)!;

/**
 * The answer's paragraphs and sources: the best section's heading with the passage that answers (./passages) and,
 * for a question that asks for code, its code block; then passages of the next three sections that cover at least
 * half as much of the question and do not restate what is already said. Every paragraph ends with its citation.
 */
export function composeLocalAnswer(asked: string, retrieved: Section[]): LocalAnswer {
  const { terms, weights, text } = weightedQuestionTerms(asked);
  // Whether the docs answer is retrieval's judgement (its evidence: how much of the question the best section
  // covers, and whether the question names what the docs never do); once it says they do, the answer is never a
  // refusal.
  if (!retrieved[0]?.answers) return notFound(retrieved);
  const question: PassageQuestion = { terms, weights, text };
  // A question that does not ask about v1 or v1.5 is answered from what the sections say about v2.
  const askedStems = new Set(terms.flatMap((term) => term.stems));
  const current = asksAboutOlderVersion(text) ? retrieved : currentVersionSections(retrieved, askedStems);
  const sections = current.length > 0 ? current : retrieved;
  const sources: AnswerSource[] = [];
  const paragraphs: string[] = [];
  const cite = (section: Section) => {
    let n = sources.findIndex((s) => s.url === section.url) + 1;
    if (n === 0) n = sources.push({ title: section.title, url: section.url });
    return `[${n}]`;
  };
  const said: string[] = [];
  // A section whose heading asks the reader's question (a FAQ entry) answers it before any other; a yes-or-no
  // question asks whether, not for a value ("Do I need an API key for the endpoint?"), so retrieval's first
  // section answers it.
  const first = sections[0]!;
  // "Which tools does the MCP server expose?": the first of the best sections with a table of that kind of thing
  // answers with its rows, read as a list.
  const kind = YES_OR_NO.test(text) ? null : listedKind(text);
  const listing = kind === null ? null : listingSection(sections, kind);
  const lead =
    sections.find((section) => asksTheQuestion(headingOf(section), question)) ??
    listing?.section ??
    (YES_OR_NO.test(text)
      ? first
      : (definingSection(sections, text) ?? valueSection(sections, question) ?? first));
  const leadBest = bestPart(lead, question);
  // A section whose own heading asks the question (a FAQ entry: "Can my stake be slashed?") answers it first.
  const asksIt = asksTheQuestion(headingOf(lead), question);
  // A table that sets the two sides of "A vs B" side by side is quoted whole, within twice the budget.
  const sides = sidesOf(text);
  const comparesInTable = sides !== null && comparingRows(lead.parts, sides).size > 0;
  const leadLines =
    listing?.section === lead
      ? listing.lines
      : passageOf(lead, question, MAX_PASSAGE_CHARS * (comparesInTable ? 2 : 1), { first: asksIt });
  const wantsCode = asksForCode(text);
  // The section's code block is shown for a question that asks for code, and for any question it covers at least
  // as well as the section's best prose block does ("what does createAtomFromString resolve to").
  const block = bestCodeBlock(lead, question);
  const code =
    block && (wantsCode || leadLines.length === 0 || block.coverage >= (leadBest?.alone ?? 0)) ? block : null;
  if (leadLines.length > 0) {
    paragraphs.push(`**${headingOf(lead)}**: ${joined(leadLines)} ${cite(lead)}`);
    said.push(...leadLines.map((line) => line.text));
  }
  // The sentence that introduces the code block ("Add to claude_desktop_config.json …:") is shown above it.
  const intro = code?.intro && !leadLines.some((line) => line.text === code.intro) ? code.intro : null;
  if (code) {
    const heading = leadLines.length ? '' : `**${headingOf(lead)}**${intro ? ':' : ''}`;
    paragraphs.push(codeParagraph(code, [heading, intro].filter(Boolean).join(' '), cite(lead)));
  }
  if (paragraphs.length === 0) {
    paragraphs.push(`**${headingOf(lead)}**: ${lead.text.slice(0, MAX_PASSAGE_CHARS)} ${cite(lead)}`);
  }
  const leadCoverage = leadBest?.coverage ?? 0;
  // A code name the question quotes (an error, a function) has its own entry in a reference table of the best
  // sections ("AtomWarden_AtomWalletNotDeployed() — Deploy the wallet first"): quoted next, when the lead's passage
  // does not hold it.
  const entry = entryRow(sections, text, terms.length, leadLines);
  if (entry) {
    const line = quotedRow(entry.section, entry.index);
    paragraphs.push(`**${headingOf(entry.section)}**: ${line} ${cite(entry.section)}`);
    said.push(line);
  }
  // A question that asks for code, whose lead shows none, is shown the code of the first section after it whose
  // code covers at least half as much of the question as the lead (a guide's "Install" below the section that
  // describes the tool), as a supporting passage must.
  let codeShown = code !== null || !wantsCode;
  // The sections after the lead, in retrieval order: the first one too when another section leads.
  for (const section of sections.filter((section) => section !== lead).slice(0, SUPPORT_SECTIONS)) {
    // A section quoted for its entry row may still add its passage (the row is not said twice).
    if (sources.some((s) => s.url === section.url) && section !== entry?.section) continue;
    // Judged by its block that covers the most of the question, which need not be its best-scoring one (a row
    // naming a function the question names, and little else of it).
    const parts = scoreParts(section, question).filter((part) => part.alone > 0);
    const covered = Math.max(0, ...parts.map((part) => part.coverage));
    if (covered === 0 || covered < leadCoverage * SUPPORT_SHARE) continue;
    const lines = passageOf(section, question, SUPPORT_CHARS);
    // A block another source already said goes; what the section adds stays (duplicates across sources, not
    // whole sections, are dropped).
    const fresh = lines.filter((line) => !said.some((s) => restates(line.text, s)));
    // A passage that covers nothing of the question in its own words (the lead-in of a code block, "No library is
    // required.") adds a source, not an answer: its section's heading was what matched.
    if (!fresh.some((line) => coverageOf(terms, weights, wordsOf(line.text)) > 0)) continue;
    said.push(...fresh.map((line) => line.text));
    paragraphs.push(`**${headingOf(section)}**: ${joined(fresh)} ${cite(section)}`);
    const supportCode = codeShown ? null : bestCodeBlock(section, question);
    if (supportCode && supportCode.coverage >= leadCoverage * SUPPORT_SHARE) {
      paragraphs.push(codeParagraph(supportCode, '', cite(section)));
      codeShown = true;
    }
  }
  return {
    paragraphs,
    sources,
    found: true,
    quality: leadCoverage >= FULL_COVERAGE ? 'answered' : 'partial',
  };
}

/** A code block's title above it: a file name as code ("`app/api/pin/route.ts`:"), other titles as words. */
const captionLine = (caption: string) =>
  /^[\w./@-]+\.[a-z]{1,5}$|\//.test(caption) ? `\`${caption}\`:` : `${caption}:`;

/** A code block as an answer's paragraph: what goes above it (a heading, its intro), its title, the code, the citation. */
function codeParagraph(block: CodeBlock, above: string, citation: string): string {
  const lead = [above, block.caption && captionLine(block.caption)].filter(Boolean).join('\n\n');
  return `${lead ? `${lead}\n\n` : ''}${block.fenced}\n\n${citation}`;
}

/** How many of the best sections may hold the entry of a code name the question quotes. */
const ENTRY_SECTIONS = 5;

/**
 * The table row of the best sections whose first cell is a code name the question quotes (its entry in a table of
 * errors, functions or fields), when the lead's passage quotes none; else null.
 */
function entryRow(
  sections: Section[],
  question: string,
  termCount: number,
  leadLines: PassageLine[],
): { section: Section; index: number } | null {
  // A story names code on the way ("Calling create_lock on TrustBonding from our Safe reverts. What's wrong?"):
  // only a revert it pastes is what it is about.
  const names = codeNamesIn(question).filter(
    (name) => !isStory(termCount, question) || isRevertName(name, question),
  );
  if (names.length === 0) return null;
  const labelOf = (text: string) => text.split(CELL_SEPARATOR)[0]!;
  // A quoted row reads "label — header: value…".
  if (leadLines.some((line) => line.row && namesIdentifier(line.text.split(' — ')[0]!, names))) return null;
  // The rarest name first: the one the question is most about (an error, before the function that raised it).
  const byRarity = [...names].sort((a, b) => sectionsWriting(a) - sectionsWriting(b));
  for (const name of byRarity) {
    for (const section of sections.slice(0, ENTRY_SECTIONS)) {
      const index = section.parts.findIndex(
        (part, i) =>
          part.row && namesIdentifier(labelOf(part.text), [name]) && tableHeaderOf(section.parts, i) !== null,
      );
      if (index !== -1) return { section, index };
    }
  }
  return null;
}

/** Whether the question writes a code name as a revert's (MultiVault_HasCounterStake). */
const isRevertName = (name: string, question: string) =>
  (question.match(DOCS_ERROR_SHAPE) ?? []).some((typed) => typed.toLowerCase() === name.toLowerCase());

/** How many of the best sections may hold the table that lists what a question asks to have listed. */
const LISTING_SECTIONS = 5;

/**
 * The first of the best sections that retrieval found to list the kind of thing asked for, with that table as a
 * list.
 */
function listingSection(
  sections: Section[],
  kind: string,
): { section: Section; lines: PassageLine[] } | null {
  for (const section of sections.slice(0, LISTING_SECTIONS)) {
    if (!section.lists) continue;
    const lines = listingOf(section, kind, MAX_PASSAGE_CHARS * 2);
    if (lines) return { section, lines };
  }
  return null;
}

/** How many of the best sections may hold the definition a "what is X" question asks for. */
const DEFINITION_SECTIONS = 3;

/**
 * For "what is X", the first of the best sections with a sentence that defines X ("X is …", "… weight (X)"), or
 * null (another kind of question, or no definition among them).
 */
function definingSection(sections: Section[], question: string): Section | null {
  const subject = definedSubject(question);
  if (subject === null) return null;
  return (
    sections
      .slice(0, DEFINITION_SECTIONS)
      .find((section) =>
        section.parts.some(
          (part) =>
            !part.code &&
            !part.row &&
            part.text.split(/(?<=[.!?])\s+/).some((sentence) => definesSubject(sentence, subject)),
        ),
      ) ?? null
  );
}

/**
 * For a question that asks for a value (a number, an address, a URL: ./question-words answerShape), the first of
 * the best sections whose best block holds a value of that shape, when no block of the first section that speaks to
 * the question does; else null.
 */
function valueSection(sections: Section[], question: PassageQuestion): Section | null {
  const shape = answerShape(question.text);
  if (shape === null) return null;
  const holdsValue = (section: Section) => {
    const best = bestPart(section, question);
    return best !== null && best.alone > 0 && shape.test(section.parts[best.index]!.text);
  };
  // The first section keeps the lead when any block of it that speaks to the question holds a value (its table's
  // "Epoch length — 2 weeks" row below a paragraph that covers more words): the passage then quotes that block.
  const first = sections[0]!;
  const firstHolds = scoreParts(first, question).some(
    (part) => part.alone > 0 && shape.test(first.parts[part.index]!.text),
  );
  if (firstHolds) return null;
  return sections.slice(1, DEFINITION_SECTIONS).find(holdsValue) ?? null;
}

/**
 * Whether a heading is the reader's question: it is a question, it covers most of the reader's words, and most of
 * its own words are the reader's ("What is the difference between an atom and a triple?" is not "What is a
 * triple?").
 */
function asksTheQuestion(heading: string, question: PassageQuestion): boolean {
  if (!/\?\s*$/.test(heading) || askingWord(heading) !== askingWord(question.text)) return false;
  if (coverageOf(question.terms, question.weights, stemsOf(heading)) < HEADING_ASKS) return false;
  const asked = new Set(question.terms.flatMap((term) => term.stems));
  const own = questionTerms(heading);
  return (
    own.length > 0 &&
    own.filter((term) => term.stems.some((s) => asked.has(s))).length / own.length >= HEADING_ASKS
  );
}

/** The word a question asks with: "what" (or "which"), "how", "why", "where", "when", "who", or "yes-no". */
function askingWord(question: string): string | null {
  const word = /(?:^|[,.;:!?]\s*)(what|which|how|why|where|when|who)\b/i.exec(question)?.[1]?.toLowerCase();
  if (word) return word === 'which' ? 'what' : word;
  return YES_OR_NO.test(question) ? 'yes-no' : null;
}

/**
 * A passage's blocks as text: prose side by side (a block that does not end a sentence, such as a list item's
 * title, ends its paragraph instead); table rows as a list when there are several (the citation then ends the last
 * item), a paragraph apart from the prose around them.
 */
function joined(lines: PassageLine[]): string {
  if (lines.length === 1) return lines[0]!.text;
  const rows = lines.filter((line) => line.row).length;
  const groups: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const sameKind = previous !== undefined && previous.row === line.row;
    if (line.row && rows > 1) {
      if (sameKind) groups[groups.length - 1] += `\n- ${line.text}`;
      else groups.push(`- ${line.text}`);
    } else if (sameKind && ENDS_SENTENCE.test(asRead(previous.text)))
      groups[groups.length - 1] += ` ${line.text}`;
    else groups.push(line.text);
  });
  return groups[0]!.startsWith('- ') ? `\n\n${groups.join('\n\n')}` : groups.join('\n\n');
}

const ENDS_SENTENCE = /[.!?:;)"'`\]]$/;

/** A passage's words, without the addresses of its links. */
const wordsOf = (passage: string) => stemsOf(asRead(passage));

/** Two passages that say the same thing in other words: most of the shorter one's words are in the longer. */
function restates(a: string, b: string): boolean {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  if (small.size === 0) return false;
  return [...small].filter((stem) => large.has(stem)).length / small.size >= RESTATES_SHARE;
}

/** The share of a passage's words another must have to restate it. */
const RESTATES_SHARE = 0.7;

/** A sentence that says no: "There is no slashing", "cannot", "does not". */
const SAYS_NO = /^(no\b|there (is|are) no\b)|\b(cannot|can't|never|not|no longer)\b/i;

/** A yes-or-no question's answer says "No." first when its opening sentence says no. */
function withYesOrNo(question: string, answer: LocalAnswer): LocalAnswer {
  if (!answer.found || !YES_OR_NO.test(question)) return answer;
  const [first = '', ...rest] = answer.paragraphs;
  const opening = first.replace(/^\*\*[^*]+\*\*:\s*/, '').split(/(?<=[.!?])\s/)[0] ?? '';
  // A table row's "not registered" is a value, not an answer to the question.
  if (/^(yes|no)\b/i.test(opening) || opening.includes(' — ') || !SAYS_NO.test(opening)) return answer;
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
