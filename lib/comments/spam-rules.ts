/**
 * The rules that hold a reader's comment for approval, whatever the moderation mode: too many links, a blocked
 * word or domain, or the hidden honeypot field filled. Pure functions of the text and the settings; the rules
 * that need the database (the same text on several pages, a spam hold on the identity or address) are in
 * ./holds.ts.
 */
import { trimTrailing } from '../server/trim';

export const HOLD_REASONS = [
  'moderation',
  'links',
  'blocked-word',
  'blocked-domain',
  'duplicate',
  'honeypot',
  'spam-hold',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** What each reason means, for the inbox and the README. */
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  moderation: 'pre-moderation',
  links: 'too many links',
  'blocked-word': 'a blocked word',
  'blocked-domain': 'a blocked domain',
  duplicate: 'the same text on several pages',
  honeypot: 'the hidden field was filled',
  'spam-hold': 'an earlier comment was marked as spam',
};

export interface SpamRuleSettings {
  /** More links than this holds the comment. */
  maxLinks: number;
  /** Whole words, matched ignoring case. */
  blockedWords: string[];
  /** A link to this domain or any of its subdomains holds the comment. */
  blockedDomains: string[];
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')]+/gi;
// A name starts only where a dotted run starts (not after a letter, digit or dot): retried from every label of
// `a.a.a.…`, the search was quadratic in the run.
const BARE_DOMAIN = /(?<![a-z0-9.])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\b/gi;

/** The links in a text: http(s) addresses and `www.` names. */
export function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}

/** Every host name written in a text, as a link or bare (`example.com`), lower-cased. */
export function hostsIn(text: string): string[] {
  const hosts = new Set<string>();
  for (const link of linksIn(text)) {
    const withScheme = /^www\./i.test(link) ? `http://${link}` : link;
    if (URL.canParse(withScheme)) hosts.add(new URL(withScheme).hostname.toLowerCase());
  }
  for (const name of text.match(BARE_DOMAIN) ?? []) hosts.add(name.toLowerCase());
  return [...hosts];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hasWord(text: string, word: string): boolean {
  const trimmed = word.trim();
  if (!trimmed) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(trimmed)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

function isUnder(host: string, domain: string): boolean {
  const d = domain
    .trim()
    .toLowerCase()
    .replace(/^\*?\.+/, '');
  return d !== '' && (host === d || host.endsWith(`.${d}`));
}

/** The first rule the text trips, or null. The honeypot counts only when the client sent a non-empty value. */
export function textHoldReason(
  text: string,
  settings: SpamRuleSettings,
  honeypot: string | undefined,
): HoldReason | null {
  if (honeypot !== undefined && honeypot.trim() !== '') return 'honeypot';
  if (linksIn(text).length > settings.maxLinks) return 'links';
  if (settings.blockedWords.some((word) => hasWord(text, word))) return 'blocked-word';
  const hosts = hostsIn(text);
  if (settings.blockedDomains.some((domain) => hosts.some((host) => isUnder(host, domain))))
    return 'blocked-domain';
  return null;
}

/** The text as compared for duplicates: case, spacing and trailing punctuation do not count. */
export function duplicateKey(text: string): string {
  const spaced = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return trimTrailing(spaced, (character) => /[\s.!?…]/u.test(character));
}
