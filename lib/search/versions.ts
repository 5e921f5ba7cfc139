/**
 * Versions as the docs and readers write them ("v1.5", "2.0.2", "0.6.x"): what a question or a search query names
 * that the docs may never write (a "v3", an "sdk 2.1").
 */
import { commonWords } from './english';

/**
 * A version as written: "v3", "V2.0", "2.0.2", "1.5" (two or three numbers, or v and one or more), a series with
 * ".x" ("0.6.x", "2.x") as its numbers.
 */
const VERSION = /\b[vV](\d+(?:\.\d+){0,2})\b|(?<![\w.])(\d+(?:\.\d+){1,2}|\d+(?=\.x\b))(?:\.x\b)?(?![\w.])/g;

/** A word after which a bare number is a version ("the sdk 2.1", "version 3.0"). */
const VERSION_OWNER = /^(?:version|release|sdk|protocol|graphql|contract|package|library|api)$/i;

/** A version's numbers without trailing zeros: v2, v2.0 and 2.0.0 are one version ("2"). */
function versionKey(numbers: string): string {
  let key = numbers;
  while (key.endsWith('.0')) key = key.slice(0, -2);
  return key;
}

/** The word before a version, without the punctuation it is written with ("(Manifest", "manifest-"). */
const wordBefore = (text: string, at: number) =>
  (
    text
      .slice(Math.max(0, at - 40), at)
      .trimEnd()
      .split(' ')
      .at(-1) ?? ''
  ).replace(/^[("'`[]+/, '');

/** A name a "v" version belongs to ("Manifest V3", "manifest-v3", "React Query v5"), lower case, or null. */
function ownerOf(word: string): string | null {
  if (/^[a-z][\w-]*-$/i.test(word)) return word.slice(0, -1).toLowerCase();
  return /^[A-Z][\w-]*$/.test(word) && !commonWords().has(word.toLowerCase()) ? word.toLowerCase() : null;
}

/**
 * The versions the docs write, each by its numbers without trailing zeros ("v1.5" → "1.5", "2.0.2", "v2.0" →
 * "2"); a "v" version after a name is that name's, written "name 3" ("Manifest V3" → "manifest 3"), not one of
 * what the docs describe ("the v2", "on v1.5", "/v1/graphql" are).
 */
export function versionsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(VERSION)) {
    const owner = match[1] === undefined ? null : ownerOf(wordBefore(text, match.index));
    const key = versionKey(match[1] ?? match[2]!);
    found.add(owner ? `${owner} ${key}` : key);
  }
  return found;
}

/**
 * The versions a question or query names, each as the ways the docs may write it (versionsIn): "intuition v3" as
 * "3", "manifest v3" as "3" or "manifest 3". A bare number counts only after "version", "release", "sdk",
 * "contract" and the like, a package name or a code name ("MultiVault 3.0"), not as a value ("Is 0.37 TRUST enough?",
 * "Deposit 2.5 TRUST", "0.5%").
 */
export function versionsAsked(text: string): string[][] {
  const asked: string[][] = [];
  for (const match of text.matchAll(VERSION)) {
    const before = wordBefore(text, match.index);
    const key = versionKey(match[1] ?? match[2]!);
    if (match[1] !== undefined) {
      const owner = ownerOf(before) ?? (/^[a-z][\w-]*$/i.test(before) ? before.toLowerCase() : null);
      asked.push(owner ? [key, `${owner} ${key}`] : [key]);
    } else if (
      VERSION_OWNER.test(before) ||
      /^@[\w-]+\/[\w-]+$/.test(before) ||
      /^[A-Z][a-z]+[A-Z]/.test(before)
    ) {
      asked.push([key]);
    }
  }
  return asked;
}

/**
 * Whether the text names a version none of the written ones is; the written versions are read only for a text that
 * names one.
 */
export function namesVersionUnwritten(text: string, written: () => Set<string>): boolean {
  const asked = versionsAsked(text);
  if (asked.length === 0) return false;
  const versions = written();
  return asked.some((ways) => !ways.some((way) => versions.has(way)));
}
