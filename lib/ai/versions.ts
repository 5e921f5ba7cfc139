/**
 * The docs describe v2 (MultiVault on the Intuition Network); v1 and v1.5 (EthMultiVault on Base, Attestoor) are
 * covered for readers who ask about them. An answer to a question that does not ask about them must not lead with
 * their facts: retrieval ranks their sections lower (./retrieve), and both answerers read the sections without
 * what is only about them (./local-provider, and the model's prompt in ./openai-provider).
 */
import { CELL_SEPARATOR } from '../search/text';
import type { AnswerInput } from './provider';
import { questionTerms, stemsOf } from './question-words';
import type { Section, SectionPart } from './retrieve';

/** "v1", "v1.5", EthMultiVault, Attestoor — not the "/v1/" of an API path such as …/v1/graphql. */
const OLDER_VERSION = /(?<![/\w.-])v1(\.5)?\b(?!\/)|EthMultiVault|Attestoor/i;
const CURRENT_VERSION = /(?<![/\w.-])v2(\.\d)?\b(?!\/)|\bMultiVault\b/;

/** The name of the version the docs describe ("v2", "v2.0"), as a question word. */
export function namesCurrentVersion(word: string): boolean {
  return /^v2(\.\d+)?$/i.test(word);
}

export function asksAboutOlderVersion(question: string): boolean {
  return OLDER_VERSION.test(question);
}

/** Text about v1 or v1.5 only: it names them and not v2 ("HasCounterStake in both v1 and v2" is about v2 too). */
export function isOlderVersionOnly(text: string): boolean {
  return OLDER_VERSION.test(text) && !CURRENT_VERSION.test(text.replace(/EthMultiVault/g, ''));
}

const SENTENCES = /(?<=[.!?])\s+(?=[A-Z0-9`"'(@])/;

/** A table's columns about v1 dropped from a row ("v1 deploy-script default"), by its header row. */
function currentCells(row: string, header: string | null): string {
  if (!header) return row;
  const names = header.split(CELL_SEPARATOR);
  return row
    .split(CELL_SEPARATOR)
    .filter((_, i) => i === 0 || !isOlderVersionOnly(names[i] ?? ''))
    .join(CELL_SEPARATOR);
}

/**
 * The section's blocks without what is about v1 or v1.5 only. When no block left holds a word of the question
 * (`asked`: its stems), a block with a sentence about them that does stays whole: that sentence is the section's
 * answer, and names v1 on the way ("Open …/dev for Frog's devtools … to preview the frame for v1 atom 13", on a
 * template written for v1).
 */
function currentParts(parts: SectionPart[], asked: Set<string>): SectionPart[] {
  let header: string | null = null;
  const out: { part: SectionPart; older: string[]; whole?: SectionPart }[] = [];
  parts.forEach((part, i) => {
    if (part.row) {
      const first = !parts[i - 1]?.row;
      if (first) header = part.text;
      const text = currentCells(part.text, header);
      // A row whose cells (its v1 columns dropped) speak of v1 or v1.5 only is about them only.
      if (first || !isOlderVersionOnly(text)) out.push({ part: { ...part, text }, older: [] });
      return;
    }
    header = null;
    if (part.code) {
      out.push({ part, older: [] });
      return;
    }
    const sentences = part.text.split(SENTENCES);
    const text = sentences.filter((sentence) => !isOlderVersionOnly(sentence)).join(' ');
    out.push({ part: { ...part, text }, older: sentences.filter(isOlderVersionOnly), whole: part });
  });
  const asks = (text: string) => [...stemsOf(text)].some((stem) => asked.has(stem));
  const answered = out.some(({ part }) => !part.code && asks(part.text));
  return out
    .map(({ part, older, whole }) => (whole && !answered && older.some(asks) ? whole : part))
    .filter((part) => part.text.trim());
}

/**
 * The sections as an answer to a question about the current protocol reads them: sections about v1 or v1.5 only
 * left out, and, in the others, sentences, table rows and table columns about them only.
 */
export function currentVersionSections(sections: Section[], asked = new Set<string>()): Section[] {
  return sections
    .filter((section) => !isOlderVersionOnly(section.title))
    .map((section) => {
      const parts = currentParts(section.parts, asked);
      return { ...section, parts, text: parts.map((p) => p.text).join('\n') };
    });
}

/** The answerer's input as a question about the current protocol reads it (unchanged when it asks about v1). */
export function forAskedVersion(input: AnswerInput): AnswerInput {
  return asksAboutOlderVersion(input.question)
    ? input
    : {
        ...input,
        sections: currentVersionSections(
          input.sections,
          new Set(questionTerms(input.question).flatMap((term) => term.stems)),
        ),
      };
}
