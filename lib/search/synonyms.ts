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
];

export const PHRASES: [phrase: RegExp, replacement: string][] = [
  [/\bgraph\s*api\b/gi, 'graphql'],
  [/\bknowledge\s+graph\b/gi, 'knowledge graph'],
  [/\bbonding\s+curves?\b/gi, 'bonding curve'],
  [/\bsmart\s+contracts?\b/gi, 'contract'],
  [/\bmodel\s+context\s+protocol\b/gi, 'mcp'],
];

const byWord = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) byWord.set(word, group);

export function synonymsOf(term: string): string[] {
  return byWord.get(term) ?? [term];
}

export function rewritePhrases(query: string): string {
  return PHRASES.reduce((text, [phrase, replacement]) => text.replace(phrase, replacement), query);
}
