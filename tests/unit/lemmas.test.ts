/**
 * Lemmas (lib/search/lemmas.ts, WordNet's through wink-lemmatizer): the inflections of a word share one, words that
 * only share a Porter2 stem do not — how AI answers tell a name the docs never write ("Optimism") from a word they do
 * write in another form ("epochs").
 */
import { lemmasOf } from '@/lib/search/lemmas';
import { stemOf } from '@/lib/search/forms';

const shareLemma = (a: string, b: string) => lemmasOf(a).some((lemma) => lemmasOf(b).includes(lemma));

describe('lemmas', () => {
  it.each([
    ['epochs', 'epoch'],
    ['deployed', 'deploys'],
    ['queries', 'query'],
    ['redeeming', 'redeem'],
    ['stakes', 'staked'],
    ['Minted', 'mint'],
  ])('%j and %j are forms of one word', (a, b) => {
    expect(shareLemma(a, b)).toBe(true);
  });

  it.each([
    ['optimism', 'optimize'],
    ['sever', 'several'],
    ['organization', 'organ'],
    ['university', 'universe'],
  ])('%j and %j share a stem but are different words', (a, b) => {
    expect(stemOf(a)).toBe(stemOf(b));
    expect(shareLemma(a, b)).toBe(false);
  });

  it('keeps a word it cannot read (a code name, a number, a word too long to be one) as it is, in lower case', () => {
    expect(lemmasOf('MultiVault_HasCounterStake')).toEqual(['multivault_hascounterstake']);
    expect(lemmasOf('2.0.2')).toEqual(['2.0.2']);
    expect(lemmasOf('a'.repeat(41))).toEqual(['a'.repeat(41)]);
  });
});
