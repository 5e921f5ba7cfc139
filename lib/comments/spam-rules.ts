/**
 * The rules that hold a reader's comment for approval, whatever the moderation mode: too many links, a blocked
 * word or domain, or the hidden honeypot field filled. Pure functions of the text and the settings; the rules
 * that need the database (the same text on several pages, a spam hold on the identity or address) are in
 * ./holds.ts.
 */
import { LRUCache } from 'lru-cache';
import { hostKey, skeletonOf } from './comparable-text';
import { trimTrailing } from '../server/trim';
import { escapeRegExp } from '../escape-regexp';

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
/** A host name written bare (`example.com`, `bücher.example`): labels of letters, marks, digits and `-`. */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}.-])(?:${LABEL}\\.)+(?:\\p{L}[\\p{L}\\p{M}]{1,23}|xn--[a-z0-9-]{1,59})(?![\\p{L}\\p{M}\\p{N}-])`,
  'giu',
);

/**
 * The links in a text, found in its skeleton (./comparable-text.ts), so that look-alike letters do not hide
 * one: http(s) addresses and `www.` names.
 */
export function linksIn(text: string): string[] {
  return skeletonOf(text).match(LINK) ?? [];
}

/**
 * Every host name written in a text, as a link or bare (`example.com`), in the form the rules compare
 * (./comparable-text.ts hostKey: confusables folded, IDN in punycode).
 */
export function hostsIn(text: string): string[] {
  const hosts = new Set<string>();
  for (const link of linksIn(text)) {
    const withScheme = /^www\./i.test(link) ? `http://${link}` : link;
    if (URL.canParse(withScheme)) hosts.add(hostKey(new URL(withScheme).hostname));
  }
  for (const name of skeletonOf(text).match(BARE_DOMAIN) ?? []) hosts.add(hostKey(name));
  return [...hosts];
}

/**
 * The project's lists in the form the rules compare, made once per list (a list holds up to 500 entries and is
 * read for every comment): one expression for the blocked words, whole (no letter, mark or digit around them),
 * and the blocked domains' host keys.
 */
const compiledLists = new LRUCache<string, { words: RegExp | null; domains: string[] }>({ max: 64 });

function compiled(settings: SpamRuleSettings) {
  const key = JSON.stringify([settings.blockedWords, settings.blockedDomains]);
  let lists = compiledLists.get(key);
  if (!lists) {
    const words = settings.blockedWords.map((word) => skeletonOf(word).trim()).filter(Boolean);
    lists = {
      words: words.length
        ? new RegExp(
            `(?:^|[^\\p{L}\\p{M}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?:$|[^\\p{L}\\p{M}\\p{N}])`,
            'u',
          )
        : null,
      domains: settings.blockedDomains
        .map((domain) => hostKey(domain.trim().replace(/^\*?\.+/, '')))
        .filter(Boolean),
    };
    compiledLists.set(key, lists);
  }
  return lists;
}

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The first rule the text trips, or null. The honeypot counts only when the client sent a non-empty value. Every
 * rule compares the text as readers see it (./comparable-text.ts), so invisible characters, look-alike letters,
 * full-width forms and Unicode dots change nothing.
 */
export function textHoldReason(
  text: string,
  settings: SpamRuleSettings,
  honeypot: string | undefined,
): HoldReason | null {
  if (honeypot !== undefined && honeypot.trim() !== '') return 'honeypot';
  if (linksIn(text).length > settings.maxLinks) return 'links';
  const lists = compiled(settings);
  if (lists.words?.test(skeletonOf(text))) return 'blocked-word';
  const hosts = hostsIn(text);
  if (lists.domains.some((domain) => hosts.some((host) => isUnder(host, domain)))) return 'blocked-domain';
  return null;
}

/**
 * The text as compared for duplicates: its skeleton (./comparable-text.ts), with case, spacing and trailing
 * punctuation not counting.
 */
export function duplicateKey(text: string): string {
  const spaced = skeletonOf(text).replace(/\s+/g, ' ').trim();
  return trimTrailing(spaced, (character) => /[\s.!?…]/u.test(character));
}
