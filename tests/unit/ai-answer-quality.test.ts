/**
 * The pure parts of issue 19's answer quality loop: the model citation filter, the golden-set scoring, the
 * feedback body's reasons and note, the dashboard's grouping of questions into topics, and the reading of
 * sections without their v1-only facts.
 */
import { createCitationFilter } from '@/lib/ai/citation-filter';
import { askFeedbackBody } from '@/lib/ai/contract';
import { scoreAnswer, summarize, typoPairFigures } from '@/lib/ai/evaluate';
import { groupIntoTopics } from '@/lib/ai/question-topics';
import type { AnswerToReview } from '@/lib/ai/answers';
import {
  asksAboutOlderVersion,
  currentVersionSections,
  forAskedVersion,
  isOlderVersionOnly,
} from '@/lib/ai/versions';
import { stemsOf } from '@/lib/ai/question-words';
import { CELL_SEPARATOR } from '@/lib/search/text';

const streamThrough = (urls: string[], pieces: string[]) => {
  const filter = createCitationFilter(urls);
  return pieces.map((p) => filter.push(p)).join('') + filter.flush();
};

describe('the citation filter for model answers', () => {
  const urls = ['/guides/primitives/atoms#creating-atoms', '/guides/sdks'];
  it('keeps citations of given sections and drops the others, even split across pieces', () => {
    expect(streamThrough(urls, ['Atoms are nouns [1', '][', '7] and [2', '].'])).toBe(
      'Atoms are nouns [1] and [2].',
    );
  });
  it('drops a link to an address that was not given but keeps its text', () => {
    expect(
      streamThrough(urls, ['See [the SDK](/guides/sdks) and [elsewhere](https://evil.example/x', ') [0].']),
    ).toBe('See [the SDK](/guides/sdks) and elsewhere .');
  });
  it('accepts a link to the page of a given section', () => {
    expect(streamThrough(urls, ['[Atoms](/guides/primitives/atoms)'])).toBe(
      '[Atoms](/guides/primitives/atoms)',
    );
  });
  it('does not hold back an unmatched bracket forever', () => {
    expect(streamThrough(urls, ['a [b', ' c'])).toBe('a [b c');
  });
});

describe('scoring the golden set', () => {
  const golden = { kind: 'how-to' as const, question: 'How?', pages: ['/a'], facts: ['npm install'] };
  /** Whether an answer text states the one key fact, as scored. */
  const keyFactIn = (fact: string, text: string) =>
    scoreAnswer(
      { ...golden, facts: [fact] },
      { text, sources: [{ title: 'A', url: '/a' }], found: true, firstTextMs: 1 },
    ).keyFact;
  it('reads the first citation in the text, not the first source', () => {
    const sources = [
      { title: 'B', url: '/b#x' },
      { title: 'A', url: '/a#y' },
    ];
    const scored = scoreAnswer(golden, {
      text: 'Run npm install [2]. Also [1].',
      sources,
      found: true,
      firstTextMs: 3,
    });
    expect(scored.firstCitation).toBe('/a#y');
    expect(scored.firstCitationRight).toBe(true);
    expect(scored.keyFact).toBe(true);
  });
  it('tells whether the first cited passage states the key fact, whichever page it cites', () => {
    const sources = [
      { title: 'C', url: '/c' },
      { title: 'A', url: '/a' },
    ];
    const leads = scoreAnswer(golden, {
      text: 'Run npm install [1]\n\nMore [2]',
      sources,
      found: true,
      firstTextMs: 1,
    });
    const later = scoreAnswer(golden, {
      text: 'Other [1]\n\nRun npm install [2]',
      sources,
      found: true,
      firstTextMs: 1,
    });
    expect([leads.firstCitationRight, leads.leadKeyFact]).toEqual([false, true]);
    expect([later.keyFact, later.leadKeyFact]).toEqual([true, false]);
    expect(summarize([leads, later]).leadKeyFactWhenAnswered).toBe(0.5);
  });
  it.each([
    ['`pause()` needs `PAUSER_ROLE`', 'pause() needs PAUSER_ROLE (the admin unpauses) [1]'],
    ['stores the **checksummed** address', 'The SDK stores the checksummed address [1]'],
    [
      'Nothing called `create-intuition-app` is published',
      'No. Nothing called create-intuition-app is published on npm [1]',
    ],
    ['2026-06-01', 'Pinning now requires an API key: June 1, 2026 · api [1]'],
    ['8 December 2025', 'SDK production release: December 8, 2025 · sdk · 2.0.2 [1]'],
    ['Dec 8, 2025', 'released on 2025-12-08 [1]'],
    ['Sept. 3, 2024', 'on 3 September 2024 [1]'],
    ['December 2025', 'It was removed on December 8, 2025 [1]'],
    // A signature as one page writes it, found as another writes it: names only, without types and underscores.
    [
      'create_lock(value, unlock_time)',
      '- create_lock(uint256 _value, uint256 _unlock_time) — Opens a lock [1]',
    ],
    [
      '(assets, totalAssets, totalShares, id)',
      'previewDeposit(uint256 assets, uint256 totalAssets, uint256 totalShares, uint256 id) [1]',
    ],
    ['foo(uint256[] calldata ids)', 'foo(ids) [1]'],
  ])('finds the fact %j copied from the MDX source in the rendered answer %j', (fact, text) => {
    expect(keyFactIn(fact, text)).toBe(true);
  });
  it.each([
    ['2026-06-01', 'June 2, 2026 [1]'],
    ['8 December 2025', 'December 8, 2024 [1]'],
    ['May 2024', 'in 2024 [1]'],
    ['create_lock(value, unlock_time)', 'create_lock(uint256 _unlock_time, uint256 _value) [1]'],
  ])('does not take the fact %j for another %j', (fact, text) => {
    expect(keyFactIn(fact, text)).toBe(false);
  });
  it('counts refusals of answerable and unanswerable questions apart', () => {
    const refusal = { text: 'I could not find this in the docs.', sources: [], found: false, firstTextMs: 1 };
    const results = [
      scoreAnswer(golden, refusal),
      scoreAnswer({ kind: 'unanswerable', question: 'Weather?', answerable: false }, refusal),
      scoreAnswer(golden, {
        text: 'npm install [1]',
        sources: [{ title: 'A', url: '/a' }],
        found: true,
        firstTextMs: 9,
      }),
    ];
    const figures = summarize(results);
    expect(figures).toMatchObject({
      answerable: 2,
      unanswerable: 1,
      falseRefusals: 1,
      unanswerableRefused: 1,
      firstCitationAccuracy: 0.5,
      keyFactRate: 0.5,
    });
    expect(figures.firstTextMs.max).toBe(9);
  });
  it('compares each question with typos with its twin spelled right', () => {
    const answered = {
      text: 'npm install [1]',
      sources: [{ title: 'A', url: '/a' }],
      found: true,
      firstTextMs: 1,
    };
    const refusal = { text: 'I could not find this in the docs.', sources: [], found: false, firstTextMs: 1 };
    const other = {
      text: 'Something else [1]',
      sources: [{ title: 'A', url: '/a' }],
      found: true,
      firstTextMs: 1,
    };
    const pair = (name: string, typo: typeof answered, spelled: typeof answered) => [
      scoreAnswer({ ...golden, question: 'hwo?', style: 'typo', pair: name }, typo),
      scoreAnswer({ ...golden, question: 'How?', style: 'plain', pair: name }, spelled),
    ];
    const results = [
      ...pair('alike', answered, answered),
      ...pair('refused-with-typos', refusal, answered),
      ...pair('fact-lost', other, answered),
      ...pair('both-without', other, other),
      // A pair with one member only, and a question without a pair, are not counted.
      scoreAnswer({ ...golden, style: 'typo', pair: 'alone' }, answered),
      scoreAnswer(golden, answered),
    ];
    expect(typoPairFigures(results)).toEqual({
      pairs: 4,
      answeredAlike: 2,
      keyFactWithTypos: 1,
      keyFactSpelledRight: 3,
    });
  });
});

describe('the 👎 feedback body', () => {
  const answerId = '0b7e2c1e-5d1a-4f7e-9a8b-2c3d4e5f6a7b';
  it('takes a reason and a note with a 👎', () => {
    const parsed = askFeedbackBody.safeParse({
      answerId,
      helpful: false,
      reason: 'outdated',
      note: '  old  ',
    });
    expect(parsed.success && parsed.data).toEqual({
      answerId,
      helpful: false,
      reason: 'outdated',
      note: 'old',
    });
  });
  it.each([
    [{ answerId, helpful: false, reason: 'rude' }, /reason must be one of/],
    [{ answerId, helpful: false, note: 'x'.repeat(1_001) }, /at most 1000 characters/],
    [{ answerId, helpful: true, reason: 'incorrect' }, /with a 👎 only/],
  ])('refuses %j', (body, message) => {
    const parsed = askFeedbackBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});

describe('topics of questions the docs missed', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
  const answer = (question: string, extra: Partial<AnswerToReview> = {}): AnswerToReview => ({
    question,
    sources: [{ title: 'Signals › Withdraw signal', url: '/guides/primitives/signals#withdraw-signal' }],
    found: false,
    quality: 'unanswered',
    helpful: null,
    feedbackReason: null,
    feedbackNote: null,
    createdAt: at(0),
    ...extra,
  });
  it('puts questions sharing a word (synonyms and forms counted) under one topic with counts and pages', () => {
    const topics = groupIntoTopics([
      answer('How do I redeem my shares?', { createdAt: at(3) }),
      answer('how do i redeem my shares', { createdAt: at(2) }),
      answer('Can I withdraw shares early?', {
        found: true,
        quality: 'answered',
        helpful: false,
        feedbackReason: 'incomplete',
        feedbackNote: 'No word about fees',
      }),
      answer('What is the weather?', { sources: [] }),
    ]);
    const shares = topics.find((t) => t.topic === 'shares' || t.topic === 'redeem')!;
    expect(shares).toMatchObject({ count: 3, unanswered: 2, unhelpful: 1, notes: ['No word about fees'] });
    expect(shares.reasons).toEqual([{ reason: 'Incomplete', count: 1 }]);
    expect(shares.questions[0]).toMatchObject({ question: 'How do I redeem my shares?', count: 2 });
    expect(shares.pages).toEqual([{ url: '/guides/primitives/signals', title: 'Signals', count: 3 }]);
    expect(topics.find((t) => t.topic === 'weather')).toMatchObject({ count: 1, pages: [] });
    expect(topics[0]).toBe(shares);
  });
});

describe('reading sections for a question about the current protocol (v2)', () => {
  it('tells v1-only text from text that also speaks of v2 or only names an API path', () => {
    expect(isOlderVersionOnly('EthMultiVault (v1)')).toBe(true);
    expect(isOlderVersionOnly('In v1 the counter vault id was derived arithmetically.')).toBe(true);
    expect(isOlderVersionOnly('The Attestoor contract forwards calls.')).toBe(true);
    expect(isOlderVersionOnly('It reverts with HasCounterStake in both v1 and v2.')).toBe(false);
    expect(isOlderVersionOnly('Query https://mainnet.intuition.sh/v1/graphql for atoms.')).toBe(false);
    expect(asksAboutOlderVersion('What was the minimum deposit on v1.5?')).toBe(true);
    expect(asksAboutOlderVersion('What is the minimum deposit?')).toBe(false);
  });

  it('leaves out v1-only sections, sentences, table rows and table columns', () => {
    const row = (...cells: string[]) => ({ text: cells.join(CELL_SEPARATOR), code: false, row: true });
    const sections = currentVersionSections([
      { title: 'EthMultiVault (v1)', url: '/v1', text: '', parts: [{ text: 'Old facts.', code: false }] },
      {
        title: 'Fees',
        url: '/fees',
        text: '',
        parts: [
          {
            text: 'Deposits pay an entry fee. In v1 the fee was paid in ETH. Fees go to the vault.',
            code: false,
          },
          row('Parameter', 'v2 mainnet', 'v1 deploy-script default'),
          row('Minimum deposit', '0.01 TRUST', '0.00042 ETH'),
          row('v1 atom cost', '0.0003 ETH', '0.0003 ETH'),
          // A row whose label is neutral but whose cells speak of v1 only ("a v1 endpoint") is about v1 only;
          // a row that names v2 too stays.
          row('API_URL', 'The GraphQL API the app reads (a v1 endpoint for this template)', 'yes'),
          row('Exit fee', 'Same in v1 and v2', '0%'),
          { text: 'const v1 = true', code: true },
        ],
      },
    ]);
    expect(sections.map((s) => s.url)).toEqual(['/fees']);
    expect(sections[0]!.parts.map((p) => p.text)).toEqual([
      'Deposits pay an entry fee. Fees go to the vault.',
      `Parameter${CELL_SEPARATOR}v2 mainnet`,
      `Minimum deposit${CELL_SEPARATOR}0.01 TRUST`,
      `Exit fee${CELL_SEPARATOR}Same in v1 and v2`,
      'const v1 = true',
    ]);
    expect(sections[0]!.text).not.toMatch(/ETH/);
  });

  // A section whose only words for the question are in a sentence naming v1 (a template written for v1) answers
  // with that sentence; one that says it in other blocks too keeps v1 out.
  const asked = (words: string[]) => stemsOf(words.join(' '));
  const devtools =
    'Open /dev for the devtools to preview the frame for v1 atom 13. The serve script runs it.';
  it.each([
    ['no other block covers the question', [devtools], ['devtools'], devtools],
    [
      'another block covers it',
      [devtools, 'The devtools also open from the menu.'],
      ['devtools'],
      'The serve script runs it.',
    ],
    ['the v1 sentence covers nothing either', [devtools], ['gas'], 'The serve script runs it.'],
  ])('keeps a v1 sentence only when it alone answers: %s', (_, texts, words, first) => {
    const [section] = currentVersionSections(
      [{ title: 'Run it', url: '/frame', text: '', parts: texts.map((text) => ({ text, code: false })) }],
      asked(words),
    );
    expect(section!.parts[0]!.text).toBe(first);
  });

  it.each([
    ['How do I open the devtools?', devtools],
    ['How much gas does it cost?', 'The serve script runs it.'],
  ])('gives a model the same sections: %j', (question, first) => {
    const section = { title: 'Run it', url: '/frame', text: '', parts: [{ text: devtools, code: false }] };
    const { sections } = forAskedVersion({ question, history: [], sections: [section] });
    expect(sections[0]!.parts[0]!.text).toBe(first);
  });
});
