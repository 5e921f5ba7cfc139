/**
 * Who reads a page, by class: a browser (a person), an agent (an AI assistant fetching the page for someone
 * now) or a crawler (search engines and AI training crawlers collecting pages ahead of time). The User-Agent
 * tokens and their sources are in ./user-agents.json, the one list to update. Machine-readable addresses
 * (`.md`, llms.txt, llms-full.txt) are agent reads whatever the User-Agent, unless a crawler asked for them.
 * Nothing of the request is kept but the class.
 */
import userAgents from './user-agents.json';

export const READER_CLASSES = ['browser', 'agent', 'crawler'] as const;
export type ReaderClass = (typeof READER_CLASSES)[number];

const escape = (token: string) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression per list: a token as a whole word (no letter, digit, `-` or `_` right before or after it). */
function wordsPattern(tokens: string[]): RegExp {
  return new RegExp(`(?<![\\w-])(?:${tokens.map(escape).join('|')})(?![\\w-])`, 'i');
}

const AGENT = wordsPattern(userAgents.agent.map((entry) => entry.token));
const CRAWLER = wordsPattern(userAgents.crawler.map((entry) => entry.token));
// Generic words also match inside a name (Googlebot-Image, "SomeCrawler/1.0").
const GENERIC = new RegExp(userAgents.genericCrawler.map(escape).join('|'), 'i');

/**
 * The class of a User-Agent. Anything that names no known agent or crawler is `browser`: people's browsers, and
 * also unnamed programs (curl, HTTP libraries), which is why HTML fetches are counted for agents and crawlers
 * only and browsers are counted by the widget's `/measure`, which only a page running its script calls.
 */
export function classifyUserAgent(userAgent: string | null | undefined): ReaderClass {
  const ua = (userAgent ?? '').slice(0, 512);
  if (AGENT.test(ua)) return 'agent';
  if (CRAWLER.test(ua) || GENERIC.test(ua)) return 'crawler';
  return 'browser';
}

/** The class of a read of a machine-readable address (.md, llms.txt, MCP): an agent unless a crawler. */
export function classifyMachineRead(userAgent: string | null | undefined): 'agent' | 'crawler' {
  return classifyUserAgent(userAgent) === 'crawler' ? 'crawler' : 'agent';
}
