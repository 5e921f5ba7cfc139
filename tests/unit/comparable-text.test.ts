/**
 * Issue 26, class 6: text is compared as readers see it. For every text rule (blocked words, blocked domains,
 * links, the same text on several pages), generated variants of a text that trips it (zero-width characters,
 * Cyrillic and Greek look-alikes, full-width forms, Unicode dots, IDN domains) trip it too, and texts that only
 * resemble it do not.
 */
import fc from 'fast-check';
import { hostKey, skeletonOf, visibleText } from '@/lib/comments/comparable-text';
import { duplicateKey, hostsIn, linksIn, textHoldReason } from '@/lib/comments/spam-rules';

const settings = {
  maxLinks: 2,
  blockedWords: ['casino'],
  blockedDomains: ['spam.example', 'bücher.example'],
};

const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff', '\u180e', '\u202e'];
/** Latin letters and the Cyrillic and Greek letters that look like them. */
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u0251'],
  c: ['\u0441', '\u03f2'],
  e: ['\u0435'],
  i: ['\u0456', '\u03b9'],
  o: ['\u043e', '\u03bf', '0'],
  p: ['\u0440', '\u03c1'],
  s: ['\u0455'],
  x: ['\u0445'],
  l: ['1', '\u217c'],
  n: ['\u0578'],
};
const DOTS = ['\u3002', '\uff0e', '\uff61', '\u2024', '\ufe52'];

type Variant = (text: string) => fc.Arbitrary<string>;

/** The text with invisible characters put between random characters. */
const withInvisibles: Variant = (text) =>
  fc
    .array(fc.tuple(fc.nat(text.length), fc.constantFrom(...INVISIBLES)), { minLength: 1, maxLength: 6 })
    .map((inserts) => {
      const chars = [...text];
      for (const [at, char] of inserts.sort((a, b) => b[0] - a[0])) chars.splice(at, 0, char);
      return chars.join('');
    });

/** Some letters swapped for look-alikes (at least one). */
const withLookAlikes: Variant = (text) => {
  const swappable = [...text].flatMap((char, index) => (LOOK_ALIKES[char] ? [index] : []));
  return fc.tuple(fc.subarray(swappable, { minLength: 1 }), fc.nat()).map(([indexes, seed]) =>
    [...text]
      .map((char, index) => {
        const options = LOOK_ALIKES[char];
        return indexes.includes(index) && options ? options[(seed + index) % options.length]! : char;
      })
      .join(''),
  );
};

/** Every printable ASCII character in its full-width form, and the letters upper-cased or not. */
const fullWidth: Variant = (text) =>
  fc
    .boolean()
    .map((upper) =>
      [...(upper ? text.toUpperCase() : text)]
        .map((char) =>
          char > ' ' && char <= '~' ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char,
        )
        .join(''),
    );

/** Every `.` written as another Unicode dot. */
const unicodeDots: Variant = (text) => fc.constantFrom(...DOTS).map((dot) => text.replaceAll('.', dot));

const VARIANTS: [string, Variant][] = [
  ['zero-width characters', withInvisibles],
  ['Cyrillic and Greek look-alikes', withLookAlikes],
  ['full-width forms', fullWidth],
  ['Unicode dots', unicodeDots],
];

describe.each(VARIANTS)('every rule sees through %s', (_name, variant) => {
  const holds = (text: string, reason: string) =>
    fc.assert(
      fc.property(variant(text), (written) => {
        expect(textHoldReason(written, settings, undefined)).toBe(reason);
      }),
    );
  it('blocked words', () => holds('Best casino bonus here', 'blocked-word'));
  it('blocked domains, bare and linked (the issue’s spam。example among them)', () => {
    holds('deals at spam.example today', 'blocked-domain');
    holds('see https://deals.spam.example/x', 'blocked-domain');
  });
  it('links', () => holds('https://a.example https://b.example www.c.example', 'links'));
  it('the same text', () =>
    fc.assert(
      fc.property(variant('Visit my profile for cheap tokens and free rewards'), (written) => {
        expect(duplicateKey(written)).toBe(
          duplicateKey('Visit my profile for cheap tokens and free rewards'),
        );
      }),
    ));
});

describe('the issue’s examples', () => {
  it.each([
    ['zero-width inside the word', 'ca\u200bsi\u200dno night', 'blocked-word'],
    ['a Cyrillic а', 'c\u0430sino night', 'blocked-word'],
    ['full-width', 'ｃａｓｉｎｏ night', 'blocked-word'],
    ['an ideographic dot', 'go to spam。example', 'blocked-domain'],
    ['a blocked IDN written in Unicode', 'buy at bücher.example', 'blocked-domain'],
    ['a blocked IDN written in punycode', 'buy at xn--bcher-kva.example', 'blocked-domain'],
    ['a blocked IDN in a link, upper-cased', 'https://BÜCHER.example/shop', 'blocked-domain'],
    ['a subdomain of a blocked IDN', 'https://shop.bücher.example', 'blocked-domain'],
  ])('%s', (_name, text, reason) => {
    expect(textHoldReason(text, settings, undefined)).toBe(reason);
  });

  it('holds a text for a blocked domain written in punycode, and the other way round', () => {
    const punycode = { ...settings, blockedDomains: ['xn--bcher-kva.example'] };
    expect(textHoldReason('buy at bücher.example', punycode, undefined)).toBe('blocked-domain');
    expect(hostKey('xn--bcher-kva.example')).toBe(hostKey('BÜCHER.example'));
  });

  it.each([
    ['another word holding the blocked one', 'casinos and occasional visits'],
    ['a domain that only ends the same', 'see notspam.example'],
    ['the IDN without its accent', 'buy at bucher.example'],
    ['plain prose', 'This page explains atoms well'],
  ])('holds nothing for %s', (_name, text) => {
    expect(textHoldReason(text, settings, undefined)).toBeNull();
  });

  it('normalises once: visible text keeps the reader’s letters, the skeleton folds them', () => {
    expect(visibleText('ｃａ\u200bsino。example')).toBe('casino.example');
    expect(skeletonOf('C\u0430SIN\u03bf')).toBe(skeletonOf('casino'));
    expect(linksIn('ｗｗｗ．example．com')).toEqual([skeletonOf('www.example.com')]);
    expect(hostsIn('bücher.example')).toEqual([hostKey('xn--bcher-kva.example')]);
  });
});
