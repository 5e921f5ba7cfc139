/**
 * The default answerer, which needs no model and no account: an extractive answer. It picks, from the best
 * retrieved sections, the sentences that contain the most of the question's words (synonyms and word forms
 * count), keeps them in page order, and cites the section each comes from. It never writes a sentence of its
 * own about the protocol: when no sentence covers at least half of the question's words it says it could not
 * find the answer and lists the closest pages.
 */
import { synonymsOf } from '../search/synonyms';
import { queryTerms } from '../search/text';
import { NOT_FOUND_TEXT, type AnswerSource } from './contract';
import type { AnswerInput, AnswerPart, AnswerProvider } from './provider';
import { searchableQuestion, type Section } from './retrieve';

/** A sentence must hold at least this share of the question's words to be part of an answer. */
const MIN_COVERAGE = 0.5;
const MAX_SENTENCES = 4;
const MAX_PER_SECTION = 2;
const MAX_ANSWER_CHARS = 900;
const CLOSEST_PAGES = 3;

interface Sentence {
  text: string;
  section: number;
  position: number;
  coverage: number;
  score: number;
}

/** A word without the endings that change its form (creating, created, creates → creat). */
const stem = (word: string) => {
  const cut = word.replace(/(ing|ed|es|s|e)$/, '');
  return cut.length >= 3 ? cut : word;
};

/** Code, tables of symbols and the like read badly as prose. */
function looksLikeCode(text: string): boolean {
  if (/=>|;\s*$|^\s*(import|export|const|let|await|function|query|mutation)\b|^\s*[{}[\]]/m.test(text)) {
    return true;
  }
  const symbols = text.match(/[{}()[\];=<>$`]/g)?.length ?? 0;
  return symbols / Math.max(1, text.length) > 0.04;
}

function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(])/))
    .map((s) => s.trim())
    .filter(
      (s) =>
        s.length >= 25 &&
        s.length <= 400 &&
        !looksLikeCode(s) &&
        // A sentence that introduces code or a list says nothing without it; addresses belong in tables.
        !/:$/.test(s) &&
        !/0x[0-9a-f]{20,}/i.test(s),
    );
}

/** For each question word, the stems that count as it (the word, its synonyms). */
function questionStems(question: string): string[][] {
  const words = [...new Set(queryTerms(searchableQuestion(question) || question))];
  return words.map((word) => [...new Set(synonymsOf(word).map(stem))]);
}

function coverage(sentence: string, stems: string[][]): number {
  if (stems.length === 0) return 0;
  const words = new Set(queryTerms(sentence).map(stem));
  const matches = (s: string) => [...words].some((w) => w === s || (s.length >= 4 && w.startsWith(s)));
  return stems.filter((alternatives) => alternatives.some(matches)).length / stems.length;
}

function pickSentences(question: string, sections: Section[]): Sentence[] {
  const stems = questionStems(question);
  const candidates: Sentence[] = sections.flatMap((section, index) => {
    const titleBonus = coverage(section.title, stems) * 0.2;
    return sentencesOf(section.text).map((text, position) => {
      const covered = coverage(text, stems);
      // Better-ranked sections and sections titled after the question win ties; table rows and fragments
      // (no closing punctuation) give way to sentences.
      const prose = /[.!?)]$/.test(text) ? 0 : -0.25;
      const score = covered + titleBonus + 0.15 * (1 - index / sections.length) + prose;
      return { text, section: index, position, coverage: covered, score };
    });
  });
  const best = Math.max(0, ...candidates.map((c) => c.coverage));
  if (best < MIN_COVERAGE) return [];
  const chosen: Sentence[] = [];
  let length = 0;
  for (const candidate of candidates
    .filter((c) => c.coverage >= Math.max(MIN_COVERAGE, best * 0.6))
    .sort((a, b) => b.score - a.score)) {
    if (chosen.length === MAX_SENTENCES || length + candidate.text.length > MAX_ANSWER_CHARS) break;
    if (chosen.some((c) => c.text === candidate.text)) continue;
    if (chosen.filter((c) => c.section === candidate.section).length === MAX_PER_SECTION) continue;
    chosen.push(candidate);
    length += candidate.text.length;
  }
  return chosen.sort((a, b) => a.section - b.section || a.position - b.position);
}

/** The answer's paragraphs (one per cited section, with its citation) and the cited sources. */
export function composeLocalAnswer(
  question: string,
  sections: Section[],
): { paragraphs: string[]; sources: AnswerSource[]; found: boolean } {
  const chosen = pickSentences(question, sections);
  if (chosen.length === 0) {
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
    return { paragraphs, sources: closest, found: false };
  }
  const sources: AnswerSource[] = [];
  const paragraphs: string[] = [];
  let current = -1;
  for (const sentence of chosen) {
    if (sentence.section !== current) {
      const section = sections[sentence.section]!;
      sources.push({ title: section.title, url: section.url });
      paragraphs.push('');
      current = sentence.section;
    }
    paragraphs[paragraphs.length - 1] += `${paragraphs[paragraphs.length - 1] ? ' ' : ''}${sentence.text}`;
  }
  return { paragraphs: paragraphs.map((p, i) => `${p} [${i + 1}]`), sources, found: true };
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
      const { paragraphs, sources, found } = composeLocalAnswer(question, sections);
      for (const [i, paragraph] of paragraphs.entries()) {
        for (const text of pieces(i === 0 ? paragraph : `\n\n${paragraph}`)) {
          if (signal.aborted) return;
          yield { type: 'text', text };
        }
      }
      yield { type: 'end', sources, found };
    },
  };
}
