/**
 * How questions are read before they are searched: the words that only say that something is being asked
 * ("how do I", "what is", "can you explain") are dropped, and each remaining word is reduced to a stem so that
 * its forms match (paginate, paginating, pagination → paginat). Shared by retrieval (./retrieve), the local
 * answerer (./local-provider) and the dashboard's topics (./question-topics).
 */
import { QUESTION_SYNONYMS, rewritePhrases, synonymsOf } from '../search/synonyms';
import { queryTerms } from '../search/text';

/** Openings that say a question is being asked, not what about. */
const QUESTION_OPENINGS =
  /\b(how (do|does|can|could|should|would) (i|we|you|one)|how to|what (is|are|was|were|does|do)|what's|whats|where (is|are|do|can) (i|we)?|which (one|is|are)?|why (is|are|does|do|did)|is there (a|an|any)? ?way to|can (i|we|you)|i (want|need|would like) to|tell me about|explain|please|what should i check|what do i do)\b/gi;

/** Words that carry no topic in a question (the engine already drops "how", "the", "is"…). */
const QUESTION_WORDS = new Set(
  (
    'can could should would will shall may might must you your me my mine we our us i there this that these those ' +
    'about between explain tell please show give get got need want know use using used difference differ ' +
    'mean means work works way ways do does did done doing make made go goes back one ones some any thing things ' +
    'something anything possible right best good new it its they them their he she his her him who whom ' +
    'whose which what when where why how vs versus or and than then there here also just only still even really ' +
    'like should choose choice pick better instead without into onto check results result long much many ' +
    'often exactly actually currently available not up working show happen happens wrong fix'
  ).split(' '),
);

/** A word without the endings that change its form (creating, created, creates → creat; pagination → paginat). */
export function wordStem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3) return lower.replace(/^(id|url|api|abi|sdk|fee)s$/, '$1');
  const cut = lower
    .replace(/ies$/, 'y')
    .replace(/ations?$/, 'ate')
    .replace(/(ings?|ed|es|s|e|ly|ments?)$/, '');
  return cut.length >= 3 ? cut : lower;
}

/** The question without its question words: what to search for. */
export function searchableQuestion(question: string): string {
  return rewritePhrases(question.replace(/[‘’]/g, "'"))
    .replace(QUESTION_OPENINGS, ' ')
    .split(/\s+/)
    .filter((word) => !QUESTION_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
    .join(' ')
    .trim();
}

/** One content word of a question and every stem that counts as it (its forms, the site's synonyms). */
export interface QuestionTerm {
  word: string;
  stems: string[];
}

export function questionTerms(question: string): QuestionTerm[] {
  const terms: QuestionTerm[] = [];
  const seen = new Set<string>();
  for (const word of queryTerms(searchableQuestion(question))) {
    if (QUESTION_WORDS.has(word)) continue;
    for (const part of word.includes(' ') ? word.split(' ') : [word]) {
      const stem = wordStem(part);
      if (seen.has(stem)) continue;
      seen.add(stem);
      // A question synonym replaces the engine's group ("claim" rewards is not a claim, i.e. a triple).
      const alternatives = [part, ...(QUESTION_SYNONYMS[part] ?? synonymsOf(part))];
      terms.push({
        word: part,
        stems: [...new Set(alternatives.flatMap((w) => w.split(' ')).map(wordStem))],
      });
    }
  }
  return terms;
}

/** The stems of a text's words (identifiers also give their camelCase parts). */
export function stemsOf(text: string): Set<string> {
  return new Set(queryTerms(text).map(wordStem));
}

/** "What is the minimum deposit?", "How long is an epoch?": the thing asked about, before "of", "when"… */
const SUBJECT =
  /^\s*(?:what(?:'s| is| are)|how (?:much|long|many) (?:is|are|does|do)|which)\s+(?:the |an? )?(.+?)(?:\s+(?:of|for|on|in|when|if|to|does|do|that|with)\b.*)?\s*\??\s*$/i;

/** The stems of the question's subject, or null when it is not a "what is X" kind of question. */
export function questionSubject(question: string): Set<string> | null {
  const subject = SUBJECT.exec(question)?.[1];
  if (!subject) return null;
  const stems = stemsOf(subject);
  return stems.size > 0 && stems.size <= 4 ? stems : null;
}

/** Whether a label (a table's first cell, a heading) names exactly the subject. */
export function namesSubject(label: string, subject: Set<string>): boolean {
  const stems = stemsOf(label);
  return stems.size === subject.size && [...subject].every((s) => stems.has(s));
}
