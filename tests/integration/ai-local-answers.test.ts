/**
 * The local extractive answerer on real questions about the built content: each answer must cite the page
 * that answers it, and questions the docs do not cover must get "not found" with no invented text.
 */
import { composeLocalAnswer } from '@/lib/ai/local-provider';
import { retrieveSections } from '@/lib/ai/retrieve';

const answer = (question: string) => composeLocalAnswer(question, retrieveSections(question));

describe('the local answerer', () => {
  it.each([
    ['What is a triple?', '/guides/primitives/triples'],
    ['What is an atom?', '/guides/primitives/atoms'],
    ['How do I redeem shares?', '/guides/primitives/signals'],
    ['What is TRUST used for?', '/guides/overview/the-economics'],
    ['How do I run an Intuition node?', '/guides/run-node'],
    ['What fees does the MultiVault charge?', '/guides/smart-contracts/trust-multi-vault'],
    ['What is the MultiVault address on mainnet?', '/guides/smart-contracts/trust-multi-vault'],
  ])('answers %j citing %s', (question, page) => {
    const { found, sources, paragraphs } = answer(question);
    expect(found).toBe(true);
    expect(sources.map((s) => s.url.split('#')[0])).toContain(page);
    // Every paragraph (prose or a code block) ends with the citation of a source it was taken from.
    for (const paragraph of paragraphs) {
      const cited = Number(/\[(\d+)\]$/.exec(paragraph)?.[1]);
      expect(cited >= 1 && cited <= sources.length).toBe(true);
    }
  });

  it('quotes the docs: every sentence of an answer is in the section it cites', () => {
    const question = 'What is a triple?';
    const sections = retrieveSections(question);
    const { paragraphs, sources } = composeLocalAnswer(question, sections);
    paragraphs.forEach((paragraph, i) => {
      const section = sections.find((s) => s.url === sources[i]!.url)!;
      const body = paragraph.replace(/ \[\d+\]$/, '');
      for (const sentence of body.split(/(?<=[.!?])\s+/)) expect(section.text).toContain(sentence);
    });
  });

  it.each([['What is the capital of France?'], ['Who won the 1998 football world cup?']])(
    'says it could not find %j in the docs',
    (question) => {
      const { found, paragraphs } = answer(question);
      expect(found).toBe(false);
      expect(paragraphs[0]).toMatch(/^I could not find this in the docs\./);
    },
  );
});
