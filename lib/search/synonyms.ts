import { spellingsOf } from './english';

/**
 * Words readers use for the same thing. A query word from a group also matches the group's other words;
 * a phrase (left column) is read as one word of the domain before matching.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['stake', 'staking', 'deposit', 'deposits'],
  ['unstake', 'redeem', 'redemption', 'withdraw'],
  ['graphql', 'gql'],
  ['triple', 'triples', 'claim', 'claims', 'statement'],
  ['atom', 'atoms', 'identity', 'identities'],
  ['signal', 'signals', 'support'],
  ['vault', 'vaults'],
  ['fee', 'fees'],
  ['curve', 'curves', 'pricing'],
  ['sdk', 'sdks', 'package'],
  ['node', 'indexer'],
  ['testnet', 'sepolia'],
  ['token', 'trust'],
  ['mcp'],
  // Abbreviations, as readers type them.
  ['min', 'minimum'],
  ['max', 'maximum'],
];

export const PHRASES: [phrase: RegExp, replacement: string][] = [
  [/\bgraph\s*api\b/gi, 'graphql'],
  [/\bknowledge\s+graph\b/gi, 'knowledge graph'],
  [/\bbonding\s+curves?\b/gi, 'bonding curve'],
  [/\bsmart\s+contracts?\b/gi, 'contract'],
  [/\bmodel\s+context\s+protocol\b/gi, 'mcp'],
];

/**
 * What readers say in questions for what the docs call otherwise. Used by AI answers' retrieval only (one way:
 * the question word also finds these, instead of its SYNONYM_GROUPS group; keyword search is unchanged).
 */
export const QUESTION_SYNONYMS: Record<string, string[]> = {
  sell: ['redeem', 'redemption', 'withdraw'],
  cash: ['redeem'],
  install: ['npm install'],
  setup: ['install'],
  disagree: ['counter', 'against', 'oppose'],
  oppose: ['counter', 'against'],
  downvote: ['counter', 'oppose'],
  price: ['curve', 'pricing', 'preview'],
  cost: ['fee', 'costs'],
  costs: ['fee'],
  stake: ['staking', 'deposit', 'deposits', 'signal'],
  vote: ['deposit', 'signal'],
  upvote: ['deposit', 'support'],
  live: ['subscription', 'real-time'],
  realtime: ['subscription'],
  updates: ['subscription'],
  paginate: ['pagination', 'offset', 'limit'],
  page: ['pagination'],
  compute: ['calculate'],
  calculate: ['compute'],
  address: ['addresses'],
  url: ['endpoint', 'endpoints'],
  endpoint: ['url'],
  error: ['errors', 'revert', 'reverts'],
  fails: ['error', 'revert', 'reverts'],
  fail: ['error', 'revert'],
  test: ['testnet'],
  free: ['faucet'],
  start: ['run', 'install'],
  connect: ['register', 'config'],
  rewards: ['claim', 'reward'],
  missing: ['troubleshooting'],
  someone: ['account', 'user'],
  somebody: ['account', 'user'],
  people: ['account', 'user'],
  listen: ['port'],
  make: ['create'],
  deploy: ['create', 'add'],
  number: ['count', 'total'],
  unwrap: ['withdraw'],
  small: ['minimum', 'min'],
  low: ['minimum', 'min'],
  large: ['maximum', 'max'],
  shortest: ['minimum', 'min'],
  smallest: ['minimum', 'min'],
  lowest: ['minimum', 'min'],
  longest: ['maximum', 'max'],
  largest: ['maximum', 'max'],
  biggest: ['maximum', 'max'],
  highest: ['maximum', 'max'],
  disappear: ['lost', 'expire'],
  vanish: ['lost', 'expire'],
  gone: ['lost'],
  all: ['whole', 'entire', 'max'],
};

/**
 * MCP client apps the docs never name: a question about one is about MCP clients in general ("connect Windsurf to
 * the docs" → the generic mcpServers entry). The apps the docs do name (Claude Code, Claude Desktop, Cursor, VS Code,
 * each with its own snippet) stay as typed; a test keeps this list to apps no page writes.
 */
export const UNNAMED_CLIENT_APPS = ['chatgpt desktop', 'windsurf', 'cline', 'zed editor'];

/** Phrases readers use in questions for what the docs describe in general terms (AI answers' retrieval only). */
export const QUESTION_PHRASES: [phrase: RegExp, replacement: string][] = [
  [
    new RegExp(
      String.raw`\b(?:${UNNAMED_CLIENT_APPS.map((app) => app.replace(/ /g, String.raw`\s+`)).join('|')})(?:\s+(?:editor|ide|app))?\b`,
      'gi',
    ),
    'client',
  ],
];

const byWord = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) byWord.set(word, group);

/**
 * The words a query word stands for: its group's, or itself; each with its other spelling, American or British
 * ("license" and "licence", ./english spellingsOf), American first, so that the first is the same for both.
 */
export function synonymsOf(term: string): string[] {
  return [...new Set((byWord.get(term) ?? [term]).flatMap(spellingsOf))];
}

export function rewritePhrases(query: string): string {
  return PHRASES.reduce((text, [phrase, replacement]) => text.replace(phrase, replacement), query);
}
