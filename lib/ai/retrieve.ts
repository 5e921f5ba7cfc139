import 'server-only';
/**
 * Retrieval for AI answers through the site's own search engine (one index, no second copy): the question's
 * content words are searched, and the best hits are gathered into sections — a heading and the text under it
 * (the records that share its URL) — in rank order.
 */
import type { DocRecord } from '../search/records';
import { getLocalIndex } from '../search/local-engine';

export interface Section {
  /** Page title › heading › subheading. */
  title: string;
  /** Address with the section's anchor. */
  url: string;
  /** The section's text: its paragraphs, list items and code, in page order. */
  text: string;
}

/** Words of questions that say how something is asked, not what about (the engine already drops "how", "the"…). */
const QUESTION_WORDS = new Set(
  'can could should would will shall may might must you your me my we our us i there this that these those about between explain tell please show give get need want know use using used difference differ mean means work works'.split(
    ' ',
  ),
);

export function searchableQuestion(question: string): string {
  return question
    .split(/\s+/)
    .filter((word) => !QUESTION_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
    .join(' ');
}

function titleOf(record: DocRecord): string {
  const h = record.hierarchy;
  return [h.lvl1, h.lvl2, h.lvl3].filter(Boolean).join(' › ');
}

let sectionsByUrl: Map<string, Section> | undefined;
let sectionsOf: DocRecord[] | undefined;

/** Sections of the index, built once per process from the records. */
function allSections(records: DocRecord[]): Map<string, Section> {
  if (sectionsByUrl && sectionsOf === records) return sectionsByUrl;
  const byUrl = new Map<string, { title: string; parts: string[] }>();
  for (const record of records) {
    let section = byUrl.get(record.url);
    if (!section) {
      section = { title: titleOf(record), parts: [] };
      byUrl.set(record.url, section);
    }
    if (record.type === 'content' && record.content) section.parts.push(record.content);
  }
  sectionsByUrl = new Map(
    [...byUrl].map(([url, { title, parts }]) => [url, { title, url, text: parts.join('\n') }]),
  );
  sectionsOf = records;
  return sectionsByUrl;
}

export interface RetrieveOptions {
  /** How many sections at most. @defaultValue 5 */
  count?: number;
}

/**
 * The sections that best match the question, best first (none when nothing matches). Every content word is
 * required first; when that leaves room, the question is searched again without each word in turn (a question
 * often has one word the docs put differently), and those sections follow.
 */
export function retrieveSections(question: string, options: RetrieveOptions = {}): Section[] {
  const { engine, records } = getLocalIndex();
  const sections = allSections(records);
  const count = options.count ?? 5;
  const words = (searchableQuestion(question) || question).split(/\s+/).filter(Boolean);
  const queries = [words.join(' ')];
  if (words.length > 2) {
    for (let i = 0; i < words.length && i < 8; i++) queries.push(words.filter((_, j) => j !== i).join(' '));
  }
  const found: Section[] = [];
  for (const query of queries) {
    for (const hit of engine.search(query, { limit: count * 8 }).hits) {
      const section = sections.get(hit.record.url);
      if (!section || found.includes(section)) continue;
      found.push(section);
      if (found.length === count) return found;
    }
  }
  return found;
}
