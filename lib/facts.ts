/**
 * Shared facts: a fact several pages state (where fees go, the counter-stake rule, chain and curve ids, release
 * numbers, cost formulas…) is written once, in content/facts/<name>.md, and included where it is needed with
 * `{{fact:<name>}}`, so a correction lands on every page at once. The token is replaced when a page is read (guides,
 * content pages and the data files behind the static pages), before any rendering, so the HTML page, its Markdown
 * export, llms-full.txt and the search index all carry the same words.
 *
 * A fact file is Markdown without frontmatter. Its text is trimmed, so a one-line fact can sit inside a sentence
 * (`mainnet is chain {{fact:chain-id-mainnet}}`) and a paragraph fact on a line of its own. A fact may include
 * another; an unknown name or a cycle is an error naming the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './content-error';

export const FACTS_DIR = path.join(process.cwd(), 'content', 'facts');

/** `{{fact:fee-routing}}`: names are kebab-case file names of content/facts without `.md`. */
export const FACT_TOKEN = /\{\{fact:([a-z0-9][a-z0-9-]*)\}\}/g;

const cache = new Map<string, Map<string, string>>();

/** Every fact of `dir`, by name. Read once per directory and process (outside development). */
export function loadFacts(dir: string = FACTS_DIR): Map<string, string> {
  const cached = cache.get(dir);
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  const facts = new Map<string, string>();
  // The folder is traced into deployments by next.config.ts (content/**); a path the tracer cannot resolve would
  // otherwise make it take in the whole project.
  if (fs.existsSync(/*turbopackIgnore: true*/ dir)) {
    for (const name of fs.readdirSync(/*turbopackIgnore: true*/ dir).sort()) {
      if (!name.endsWith('.md')) continue;
      facts.set(
        name.slice(0, -3),
        fs.readFileSync(path.join(/*turbopackIgnore: true*/ dir, name), 'utf8').trim(),
      );
    }
  }
  cache.set(dir, facts);
  return facts;
}

export class UnknownFactError extends Error {}

/** `text` with every `{{fact:name}}` replaced by the fact's text (facts may include facts, without cycles). */
export function withFacts(
  text: string,
  facts: Map<string, string> = loadFacts(),
  seen: string[] = [],
): string {
  return text.replace(FACT_TOKEN, (_token, name: string) => {
    const fact = facts.get(name);
    if (fact === undefined)
      throw new UnknownFactError(`unknown shared fact {{fact:${name}}} (no content/facts/${name}.md)`);
    if (seen.includes(name))
      throw new UnknownFactError(`shared fact ${[...seen, name].join(' → ')} includes itself`);
    return withFacts(fact, facts, [...seen, name]);
  });
}

/** The fact names a text includes directly, in order, without duplicates. */
export function factNamesIn(text: string): string[] {
  return [...new Set([...text.matchAll(FACT_TOKEN)].map((match) => match[1]!))];
}

/** Every string inside a JSON value passed through `map` (the data files behind the static pages). */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  return value;
}

/** Every string inside a JSON value with its facts replaced. */
export function withFactsDeep<T>(value: T, facts: Map<string, string> = loadFacts()): T {
  return mapStrings(value, (text) => withFacts(text, facts));
}

/** The page's `{{fact:…}}` includes replaced (above); an unknown fact stops the build naming the page. */
export function expandFacts(file: string, body: string): string {
  try {
    return withFacts(body);
  } catch (error) {
    if (error instanceof UnknownFactError) throw new ContentError(file, error.message);
    throw error;
  }
}
