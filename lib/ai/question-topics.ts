/**
 * The dashboard's view of what the docs miss: answers that found nothing, answered part of the question, or
 * were rated 👎, grouped into topics. A question's topic is its content word (synonyms and word forms counted
 * as one) that the most of these questions share, so "how do I sell shares" and "redeem my position" fall
 * under one topic; each topic lists its questions (the same question asked again counted once), how many were
 * unanswered, partial or rated 👎 and why, and the pages retrieved for them, most often first.
 */
import { synonymsOf } from '../search/synonyms';
import { queryTerms } from '../search/text';
import type { AnswerToReview } from './answers';
import { AI_FEEDBACK_REASONS, type AiFeedbackReason } from './contract';
import { searchableQuestion, wordStem } from './question-words';
import { trimTrailing } from '../server/trim';

export interface TopicQuestion {
  question: string;
  count: number;
  lastAsked: Date;
}

export interface QuestionTopic {
  /** The shared word, or "other" for questions with no content word. */
  topic: string;
  /** Answers in the topic: unanswered + partial + rated 👎 (an answer both partial and 👎 counts once). */
  count: number;
  unanswered: number;
  partial: number;
  unhelpful: number;
  /** 👎 reasons with their counts, most frequent first. */
  reasons: { reason: string; count: number }[];
  /** The readers' notes with their 👎, newest first. */
  notes: string[];
  questions: TopicQuestion[];
  /** Pages retrieved (cited or offered as closest) for these questions, most often first. */
  pages: { url: string; title: string; count: number }[];
  lastAsked: Date;
}

const OTHER = 'other';
const MAX_PAGES = 5;

/** The same key for a word, its other forms and its synonyms. */
function topicKey(word: string): string {
  return wordStem(synonymsOf(word)[0]!);
}

function topicWords(question: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of queryTerms(searchableQuestion(question))) {
    if (word.length < 3 || /^\d+$/.test(word)) continue;
    const key = topicKey(word);
    if (!words.has(key)) words.set(key, word);
  }
  return words;
}

const normalized = (question: string) =>
  trimTrailing(question.trim().replace(/\s+/g, ' '), (character) =>
    /[\s?!.…？！。]/u.test(character),
  ).toLowerCase();

export function groupIntoTopics(answers: AnswerToReview[]): QuestionTopic[] {
  const wordsOf = answers.map((a) => topicWords(a.question));
  // How many distinct questions use each key, and the wording seen most for it.
  const frequency = new Map<string, Set<string>>();
  const spelling = new Map<string, Map<string, number>>();
  answers.forEach((answer, i) => {
    for (const [key, word] of wordsOf[i]!) {
      (frequency.get(key) ?? frequency.set(key, new Set()).get(key)!).add(normalized(answer.question));
      const forms = spelling.get(key) ?? spelling.set(key, new Map()).get(key)!;
      forms.set(word, (forms.get(word) ?? 0) + 1);
    }
  });
  const topics = new Map<string, QuestionTopic & { byQuestion: Map<string, TopicQuestion> }>();
  answers.forEach((answer, i) => {
    let best: string | undefined;
    for (const key of wordsOf[i]!.keys()) {
      const n = frequency.get(key)!.size;
      const bestN = best === undefined ? -1 : frequency.get(best)!.size;
      if (n > bestN || (n === bestN && key < best!)) best = key;
    }
    const label = best
      ? [...spelling.get(best)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]
      : OTHER;
    let topic = topics.get(label);
    if (!topic) {
      topic = {
        topic: label,
        count: 0,
        unanswered: 0,
        partial: 0,
        unhelpful: 0,
        reasons: [],
        notes: [],
        questions: [],
        pages: [],
        lastAsked: answer.createdAt,
        byQuestion: new Map(),
      };
      topics.set(label, topic);
    }
    topic.count++;
    if (!answer.found) topic.unanswered++;
    else if (answer.quality === 'partial') topic.partial++;
    if (answer.helpful === false) {
      topic.unhelpful++;
      const reason = AI_FEEDBACK_REASONS[answer.feedbackReason as AiFeedbackReason] ?? 'No reason given';
      const counted = topic.reasons.find((r) => r.reason === reason);
      if (counted) counted.count++;
      else topic.reasons.push({ reason, count: 1 });
      if (answer.feedbackNote) topic.notes.push(answer.feedbackNote);
    }
    if (answer.createdAt > topic.lastAsked) topic.lastAsked = answer.createdAt;
    const key = normalized(answer.question);
    const asked = topic.byQuestion.get(key);
    if (asked) {
      asked.count++;
      if (answer.createdAt > asked.lastAsked) {
        asked.lastAsked = answer.createdAt;
        asked.question = answer.question;
      }
    } else {
      topic.byQuestion.set(key, { question: answer.question, count: 1, lastAsked: answer.createdAt });
    }
    for (const source of answer.sources) {
      const url = source.url.split('#')[0]!;
      const page = topic.pages.find((p) => p.url === url);
      if (page) page.count++;
      else topic.pages.push({ url, title: source.title.split(' › ')[0]!, count: 1 });
    }
  });
  return [...topics.values()]
    .map(({ byQuestion, ...topic }) => ({
      ...topic,
      reasons: topic.reasons.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      questions: [...byQuestion.values()].sort(
        (a, b) => b.count - a.count || b.lastAsked.getTime() - a.lastAsked.getTime(),
      ),
      pages: topic.pages.sort((a, b) => b.count - a.count || a.url.localeCompare(b.url)).slice(0, MAX_PAGES),
    }))
    .sort((a, b) => b.count - a.count || b.lastAsked.getTime() - a.lastAsked.getTime());
}
