/**
 * Who reads a page, by class: a browser (a person), an agent (an AI assistant fetching the page for someone
 * now) or a crawler (search engines and AI training crawlers collecting pages ahead of time). The User-Agent
 * tokens and their sources are in ./user-agents.json, the one list to update; any other program is told from a
 * person's browser by `isbot` (a maintained pattern list: "bot" inside a phone's model name, as in Cubot, is
 * not a crawler). Machine-readable addresses (`.md`, llms.txt, llms-full.txt) are agent reads whatever the
 * User-Agent, unless a crawler asked for them: a plain HTTP library (curl, python-requests…) fetching them is an
 * agent's fetch tool as often as not. Nothing of the request is kept but the class.
 */
import { isbot } from 'isbot';
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
/** A User-Agent that begins with the name of an HTTP library rather than of a crawler. */
const HTTP_LIBRARY = new RegExp(`^(?:${userAgents.httpLibraries.map(escape).join('|')})\\b`, 'i');

/**
 * The class of a User-Agent: a named agent, a named crawler, any other program isbot knows (crawlers, HTTP
 * libraries, headless browsers) as a crawler, and everything else `browser`. Browsers are counted by the
 * widget's `/measure`, which only a page running its script calls; HTML fetches by the others here.
 */
export function classifyUserAgent(userAgent: string | null | undefined): ReaderClass {
  const ua = (userAgent ?? '').slice(0, 512);
  if (AGENT.test(ua)) return 'agent';
  if (CRAWLER.test(ua) || isbot(ua)) return 'crawler';
  return 'browser';
}

/**
 * The class of a read of a machine-readable address (.md, llms.txt, MCP): an agent unless a crawler, an HTTP
 * library's request counting as an agent's.
 */
export function classifyMachineRead(userAgent: string | null | undefined): 'agent' | 'crawler' {
  const ua = (userAgent ?? '').slice(0, 512);
  return classifyUserAgent(ua) === 'crawler' && !HTTP_LIBRARY.test(ua) ? 'crawler' : 'agent';
}
