/**
 * Text as readers see it, for the spam rules: every rule (blocked words, blocked domains, links, the same text
 * on several pages) compares these forms, never the bytes a client sent.
 *
 * - {@link visibleText}: NFKC (full-width letters and digits, ligatures, compatibility dots such as `․` and `．`
 *   become their plain forms), invisible characters removed (every Unicode default-ignorable code point: zero-width
 *   spaces and joiners, soft hyphens, word joiners, bidi controls, variation selectors, tags), and the full stops
 *   IDNA reads as dots (`。` `｡`, UTS #46) written `.`. What is left is what a reader reads.
 * - {@link skeletonOf}: the visible text lower-cased and folded to its UTS #39 skeleton with the Unicode
 *   confusables table (the `unhomoglyph` package): Cyrillic `а`, Greek `ο`, `0` and `1` become the Latin letters
 *   they look like, so two texts that look alike have the same skeleton. Not for display (`m` becomes `rn`).
 * - {@link hostKey}: a host name in its ASCII (punycode) form after folding its labels to their skeleton, so
 *   `bücher.example`, `xn--bcher-kva.example` and `spam。example` compare as the names readers would type.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';
import { trimTrailing } from '../server/trim';

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Full stops that IDNA (UTS #46) maps to `.`; NFKC already turns `．` (full-width) into `.`. */
const IDEOGRAPHIC_DOTS = /[\u3002\uff61]/g;

const withoutInvisibles = (text: string) => text.replace(INVISIBLE, '').replace(IDEOGRAPHIC_DOTS, '.');

/** The text as a reader sees it: NFKC, no invisible characters, IDNA's dots as `.`. */
export function visibleText(text: string): string {
  return withoutInvisibles(text.normalize('NFKC'));
}

/**
 * The UTS #39 skeleton of the text as a reader sees it, lower-cased first (skeletons are case-sensitive: `I` is
 * folded to `l`): skeleton(X) = NFD(map(NFD(X))), with the
 * mapping applied before NFKC too (NFKC turns some look-alikes, such as the lunate sigma `ϲ`, into letters that
 * no longer look like what they stood for) and after it (for the forms NFKC makes), recomposed to NFC so that a
 * letter with an accent stays one character for whole-word matching.
 */
export function skeletonOf(text: string): string {
  const folded = unhomoglyph(withoutInvisibles(text).toLowerCase().normalize('NFD'));
  return unhomoglyph(folded.normalize('NFKC').toLowerCase().normalize('NFD')).toLowerCase().normalize('NFC');
}

/** A host name as the rules compare it: the skeleton of its Unicode labels, written in ASCII (punycode). */
export function hostKey(host: string): string {
  const unicode = domainToUnicode(trimTrailing(visibleText(host).toLowerCase(), (c) => c === '.')) || host;
  const skeleton = skeletonOf(unicode);
  return domainToASCII(skeleton) || skeleton;
}
