/**
 * The local extractive answerer on real questions about the built content: each answer must cite the page
 * that answers it, questions the docs do not cover must get "not found" with no invented text, and a question that
 * does not ask about v1 must not be answered with v1 facts first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { goldenSet, QUESTION_SETS, statesFact } from '@/lib/ai/evaluate';
import { composeLocalAnswer } from '@/lib/ai/local-provider';
import { asRead, passageOf, POINTS_ELSEWHERE } from '@/lib/ai/passages';
import { createOpenAiProvider } from '@/lib/ai/openai-provider';
import {
  coverageOf,
  docsTopicOf,
  isHyphenatedName,
  readQuestion,
  retrieveSections,
  weightedQuestionTerms,
  type Section,
  type SectionPart,
} from '@/lib/ai/retrieve';
import {
  answerShape,
  asksForCalendarDate,
  DURATION_STEM,
  HOW_TO_FIRST,
  namesWithHyphens,
  stemsOf,
} from '@/lib/ai/question-words';
import { asksAboutOlderVersion, isOlderVersionOnly } from '@/lib/ai/versions';
import { CELL_SEPARATOR } from '@/lib/search/text';
import { getLocalIndex } from '@/lib/search/local-engine';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';

const answer = (question: string) => composeLocalAnswer(question, retrieveSections(question));

/** Every question of the committed sets (lib/ai/evaluate.ts QUESTION_SETS). */
const committedQuestions = () =>
  QUESTION_SETS.flatMap(
    ({ file }) =>
      goldenSet.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8'))).questions,
  );

/**
 * Each question with each slip made in its heaviest word of `minLength` letters or more (a typed word shorter than
 * `minTyped` left out: it tolerates fewer edits), answered and compared with the question spelled right: alike
 * when it is answered or refused alike and cites the same first source.
 */
function slipsInHeaviestWord(
  questions: { question: string }[],
  slips: ((word: string) => string)[],
  minLength: number,
  minTyped = 0,
): { tried: number; alike: number; differing: string[] } {
  let [tried, alike] = [0, 0];
  const differing: string[] = [];
  for (const { question } of questions) {
    const { terms, weights } = weightedQuestionTerms(question);
    const heaviest = terms
      .map((term, i) => ({ word: term.word, weight: weights[i]! }))
      .filter(
        ({ word }) =>
          new RegExp(`^[a-z]{${minLength},}$`).test(word) && new RegExp(`\\b${word}\\b`).test(question),
      )
      .sort((a, b) => b.weight - a.weight)[0];
    if (!heaviest) continue;
    const spelled = answer(question);
    for (const slip of slips) {
      const slipped = slip(heaviest.word);
      if (slipped === heaviest.word || slipped.length < minTyped) continue;
      const typed = question.replace(new RegExp(`\\b${heaviest.word}\\b`), slipped);
      const reply = answer(typed);
      tried++;
      if (reply.found === spelled.found && reply.sources[0]?.url === spelled.sources[0]?.url) alike++;
      else differing.push(typed);
    }
  }
  return { tried, alike, differing };
}

describe('the local answerer', () => {
  it.each([
    // The FAQ's entries define a triple and TRUST in one sentence ("A triple is …", "TRUST is …").
    ['What is a triple?', '/guides/primitives/triples|/faq'],
    ['What is an atom?', '/guides/primitives/atoms'],
    ['How do I redeem shares?', '/guides/primitives/signals'],
    ['What is TRUST used for?', '/guides/overview/the-economics|/faq'],
    ['How do I run an Intuition node?', '/guides/run-node'],
    // The FAQ's "What fees does the protocol charge?" answers it as well as the contract's page.
    ['What fees does the MultiVault charge?', '/guides/smart-contracts/trust-multi-vault|/faq'],
    // The architecture page's table of addresses gives it as well.
    [
      'What is the MultiVault address on mainnet?',
      '/guides/smart-contracts/trust-multi-vault|/guides/architecture/smart-contracts',
    ],
  ])('answers %j citing %s', (question, pages) => {
    const { found, sources, paragraphs } = answer(question);
    expect(found).toBe(true);
    const cited = sources.map((s) => s.url.split('#')[0]);
    expect(pages.split('|').some((page) => cited.includes(page))).toBe(true);
    // Every paragraph (prose or a code block) ends with the citation of a source it was taken from.
    for (const paragraph of paragraphs) {
      const cited = Number(/\[(\d+)\]$/.exec(paragraph)?.[1]);
      expect(cited >= 1 && cited <= sources.length).toBe(true);
    }
  });

  it.each([
    ['What is a triple?'],
    ['What is the minimum deposit?'],
    ['How do I install the SDK?'],
    ['claimRewards reverts with TrustBonding_NoClaimingDuringFirstEpoch, why?'],
  ])(
    'quotes the docs for %j: the heading it leads with and every sentence and table cell are in the section it cites',
    (question) => {
      const sections = retrieveSections(question);
      const { paragraphs, sources } = composeLocalAnswer(question, sections);
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of paragraphs) {
        const n = Number(/\[(\d+)\]$/.exec(paragraph)![1]);
        const section = sections.find((s) => s.url === sources[n - 1]!.url)!;
        const heading = /^\*\*([^*]+)\*\*/.exec(paragraph)?.[1];
        if (heading) expect(section.title.endsWith(heading)).toBe(true);
        // A link's address is the answer's addition (the section's text has the link's text only).
        const body = paragraph
          .replace(/ ?\[\d+\]$/, '')
          .replace(/^\*\*[^*]+\*\*:?\s*/, '')
          .replace(/\[([^\]]+)\]\(https?:[^)\s]+\)/g, '$1')
          .trim();
        if (body.startsWith('```')) {
          expect(section.text).toContain(body.split('\n')[1]!);
          continue;
        }
        for (const line of body.split('\n').filter(Boolean)) {
          const [label, cells] = line.replace(/^- /, '').split(' — ');
          if (cells !== undefined) {
            // A table row read with its header: its first cell and each value are the table's.
            expect(section.text).toContain(label!);
            for (const cell of cells.split('; ')) expect(section.text).toContain(cell.split(': ').at(-1)!);
            continue;
          }
          for (const sentence of line.split(/(?<=[.!?])\s+/)) expect(section.text).toContain(sentence);
        }
      }
    },
  );

  it.each([['What is the capital of France?'], ['Who won the 1998 football world cup?']])(
    'says it could not find %j in the docs',
    (question) => {
      const { found, paragraphs } = answer(question);
      expect(found).toBe(false);
      expect(paragraphs[0]).toMatch(/^I could not find this in the docs\./);
    },
  );
});

describe('the local answerer on questions as readers write them (issue 32)', () => {
  // A how-to asked after a story or an error is still a how-to: from the same sections, the answer shows the code it
  // shows when asked alone. Generated from the committed questions that open with one and are answered with code,
  // each told after a sentence of context in each way a sentence ends.
  const hasCode = (reply: { paragraphs: string[] }) => reply.paragraphs.some((p) => p.includes('```'));
  /** Committed questions that open with a how-to and are answered with code, with their sections. */
  const howTosWithCode = () => {
    const asked = committedQuestions()
      .map(({ question }) => question)
      .filter((question) => HOW_TO_FIRST.test(question))
      .slice(0, 80)
      .map((question) => ({ question, sections: retrieveSections(question) }))
      .filter(({ question, sections }) => hasCode(composeLocalAnswer(question, sections)));
    expect(asked.length).toBeGreaterThanOrEqual(20);
    return asked;
  };
  it('answers a how-to asked after a story with the code it gets asked alone (generated)', () => {
    const asked = howTosWithCode();
    for (const story of ['It reverts.', 'Nothing happened!', 'Is my setup wrong?', 'Error: call failed:']) {
      const lost = asked.filter(
        ({ question, sections }) => !hasCode(composeLocalAnswer(`${story} ${question}`, sections)),
      );
      expect({ story, lost: lost.map(({ question }) => question) }).toEqual({ story, lost: [] });
    }
  });
  // So is a how-to after a lead-in and a comma ("In GraphQL, how do I …"): generated the same way, each question
  // after each lead-in, answered from the same sections; and retrieval reads it as a how-to too (a section with
  // code is what it asks for).
  it('answers a how-to asked after a lead-in and a comma with the code it gets asked alone (generated)', () => {
    const asked = howTosWithCode();
    const lowered = (question: string) => `${question[0]!.toLowerCase()}${question.slice(1)}`;
    for (const lead of ['In GraphQL,', 'With the SDK,', 'On testnet,', 'Once my atom exists,']) {
      const lost = asked.filter(
        ({ question, sections }) => !hasCode(composeLocalAnswer(`${lead} ${lowered(question)}`, sections)),
      );
      expect({ lead, lost: lost.map(({ question }) => question) }).toEqual({ lead, lost: [] });
    }
    for (const { question } of asked.slice(0, 10)) {
      const features: number[] = [];
      retrieveSections(`In GraphQL, ${lowered(question)}`, {
        onCandidates: (found) => features.push(...found.map((c) => c.features.codeForHowTo)),
      });
      expect({ question, codeForHowTo: Math.max(...features) }).toEqual({ question, codeForHowTo: 1 });
    }
  });
  // A noun for the event of a verb the docs write, which they never write themselves ("session expiry": sessions
  // expire), is read as that verb, and the question is answered; a noun the docs write stays as typed.
  it('reads a noun for the event of a verb of the docs as that verb, and answers', () => {
    const { text } = getLocalIndex().records.reduce(
      (all, record) => ({ text: `${all.text}\n${record.content ?? ''}`.toLowerCase() }),
      { text: '' },
    );
    expect(text).not.toMatch(/\bexpiry\b/);
    expect(text).toMatch(/\bexpire\b/);
    expect(readQuestion('mcp http session expiry').terms.map((term) => term.word)).toContain('expire');
    const reply = answer('mcp http session expiry');
    expect(reply.found).toBe(true);
    expect(reply.paragraphs.join('\n')).toContain('five minutes');
    expect(text).toMatch(/\bcreation\b/);
    expect(readQuestion('atom creation cost').terms.map((term) => term.word)).toContain('creation');
  });
  // Words typed apart that the docs write as one name with underscores ("by term id and curve id": term_id,
  // curve_id) stand side by side in the sections that write the name: generated from the docs' names of two or
  // three words.
  it('reads words typed apart as side by side in a name written with underscores (generated)', () => {
    const names = [
      ...new Set(
        getLocalIndex()
          .records.flatMap((record) => record.content?.match(/\b[a-z]{4,}(?:_[a-z]{4,}){1,2}\b/g) ?? [])
          .filter((name) => !/\s/.test(name)),
      ),
    ].slice(0, 12);
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const question = `show the ${name.replace(/_/g, ' ')} field`;
      const writing: number[] = [];
      retrieveSections(question, {
        onCandidates: (found) =>
          writing.push(...found.filter((c) => c.text.includes(name)).map((c) => c.features.phrases)),
      });
      expect({ name, side: writing.some((phrases) => phrases > 0) }).toEqual({ name, side: true });
    }
  });
  // A question that asks for things of a kind is answered by the table that lists them, read as a list, in any
  // phrasing; the table must be that thing's ("expo app env variables" are not intuition-rs's).
  const listings: [string, string, string, string[]][] = [
    [
      'tools',
      'the Intuition MCP server',
      'expose',
      ['search_atoms', 'get_account_info', 'search_lists', 'get_followers'],
    ],
    [
      'variables',
      'intuition-rs',
      'read',
      ['INTUITION_CONTRACT_ADDRESS', 'CONSUMER_TYPE', 'REDIS_URL', 'DATABASE_URL'],
    ],
    ['events', 'the v2 MultiVault', 'emit', ['AtomCreated', 'TripleCreated', 'Deposited', 'Redeemed']],
  ];
  const listPhrasings = [
    (plural: string, owner: string, verb: string) => `Which ${plural} does ${owner} ${verb}?`,
    (plural: string, owner: string, verb: string) => `what ${plural} does ${owner} ${verb}`,
    (plural: string, owner: string, verb: string) => `which ${plural} can ${owner} ${verb}`,
  ];
  it.each(
    listings.flatMap(([plural, owner, verb, names]) =>
      listPhrasings.map((ask) => [ask(plural, owner, verb), names] as const),
    ),
  )('answers %j with the table that lists them (generated)', (question, names) => {
    const { paragraphs, found } = answer(question);
    expect(found).toBe(true);
    const lead = paragraphs[0]!;
    expect(names.filter((name) => lead.includes(name)).length).toBeGreaterThanOrEqual(3);
  });

  // A "how many" question is answered from a section that writes a number before the thing counted.
  it.each([
    'how many operations in @0xintuition/graphql',
    'how many ready-made operations are bundled in @0xintuition/graphql',
    'how many ready made queries does the graphql package bundle',
  ])('answers %j from a section that states the count', (question) => {
    const text = answer(question).paragraphs.join('\n\n');
    expect(text).toMatch(/\b5[45] (?:ready-made )?(?:operations|queries)/);
  });

  it("does not answer one thing's list with another's table", () => {
    expect(answer('expo app env variables').paragraphs[0]).not.toContain('INTUITION_CONTRACT_ADDRESS');
  });

  const firstPage = (question: string) => answer(question).sources[0]?.url.split('#')[0];

  it.each([
    ['how long is an epoc', 'how long is an epoch'],
    ['what is veTRSUT', 'what is veTRUST'],
    ['whats the minimum depoist', "what's the minimum deposit"],
    ['what is a tripple', 'what is a triple'],
    ['how do i get testnet tokns from the faucett', 'how do i get testnet tokens from the faucet'],
    // A letter left out of an English word ("clam"), a slip in a word that only asks ("wich"), a contraction
    // typed without its apostrophe ("wont").
    [
      'which function do i call to clam my trust bonding rewards',
      'which function do i call to claim my trust bonding rewards',
    ],
    ['wich bonding curve is the default one', 'which bonding curve is the default one'],
    ['atomwarden wont let me claim my address atom', "atomwarden won't let me claim my address atom"],
    // Slips in common words read as those words: "befor" weighs as before, "frist" is first, not dropped.
    [
      'how much tTRUST do i need befor creating my frist atom?',
      'how much tTRUST do i need before creating my first atom?',
    ],
    // A slip of typing of a word the docs use wins over a common word reached another way ("lcok" is lock, not
    // look); a three-letter name with its last letters swapped is read as the name.
    [
      "what's the longest I can lcok TRUST for in TrustBonding?",
      "what's the longest I can lock TRUST for in TrustBonding?",
    ],
    ['how do I point the MPC server at mainnet data?', 'how do I point the MCP server at mainnet data?'],
    // Readers type in lower case: a code name or a product name answers alike in any case.
    ['what is the graphql endpoint for testnet?', 'What is the GraphQL endpoint for testnet?'],
    ['what does createatomfromstring resolve to', 'what does createAtomFromString resolve to'],
    ['how do i claim rewards from trustbonding', 'how do i claim rewards from TrustBonding'],
    // A code name one edit from one the docs write is that name, though its parts are words they use.
    [
      'my deposit reverts with MultiVault_HasCounterStak',
      'my deposit reverts with MultiVault_HasCounterStake',
    ],
    ['what does createAtomFromStrng resolve to', 'what does createAtomFromString resolve to'],
    // A slip of typing wins over a more common word one edit away ("localy" is locally, not local).
    ['how do i run an intuiton node localy?', 'how do i run an intuition node locally?'],
    // A letter typed wrong in a word whose other forms the docs use ("papar": the docs write papers).
    ['agentrank papar', 'agentrank paper'],
    [
      'What port does the Intuition MCP server liseen on by default?',
      'What port does the Intuition MCP server listen on by default?',
    ],
    ['When did pinning start reqeiring an API key?', 'When did pinning start requiring an API key?'],
    // A clipped word is the word it stands for.
    [
      'does the farcaster frame repo work with v2 out of the box?',
      'does the farcaster frame repository work with v2 out of the box?',
    ],
    ['which infra does intuition-rs need?', 'which infrastructure does intuition-rs need?'],
    // Two edits in a long word that is no English word.
    [
      'does the intuiton mcp server have any authentification built in?',
      'does the intuition mcp server have any authentication built in?',
    ],
    // Two pairs of letters swapped in a code name.
    [
      'how do i lock my TRUST in TrsutBondnig, do i have to wrap it first?',
      'how do i lock my TRUST in TrustBonding, do i have to wrap it first?',
    ],
    // A slip of an everyday word the docs never use is that word, a detail of the question, not a name they lack.
    ...['yetserday', 'yeserday', 'yestterday'].map((slip): [string, string] => [
      `TrustBonding_NoClaimingDuringFirstEpoch — I locked TRUST ${slip}, why can't I claim?`,
      "TrustBonding_NoClaimingDuringFirstEpoch — I locked TRUST yesterday, why can't I claim?",
    ]),
  ])('answers the typo %j like %j', (typo, spelled) => {
    const [a, b] = [answer(typo), answer(spelled)];
    expect(a.found).toBe(true);
    expect(a.paragraphs).toEqual(b.paragraphs);
    expect(firstPage(typo)).toBe(firstPage(spelled));
  });

  // A slip in a word the docs use only in other forms ("wrapping": the docs say wrap, wraps, wrapped) is read as
  // that word: every slip of typing, generated, is answered like the word spelled right.
  const slips: [string, (word: string) => string][] = [
    ['two letters swapped', (w) => w.slice(0, 2) + w[3] + w[2] + w.slice(4)],
    ['a letter left out', (w) => w.slice(0, 3) + w.slice(4)],
    ['a doubled letter typed once', (w) => w.replace(/(.)\1/, '$1')],
    ['a letter doubled', (w) => w.slice(0, 3) + w[3] + w.slice(3)],
  ];
  it.each(
    [
      ['why is wrappedTrustDeposit not wrapping my trust', 'wrapping'],
      ['how do i start subscribing to new atoms with graphql', 'subscribing'],
      ['unwrapping wtrust back to trust', 'unwrapping'],
      ['my redeem transaction keeps reverting with MultiVault_HasCounterStake', 'reverting'],
    ].flatMap(([question, word]) =>
      slips
        .map(([slip, typed]) => [question!.replace(word!, typed(word!)), question!, slip] as const)
        .filter(([typo, question]) => typo !== question),
    ),
  )('answers %j like %j (%s)', (typo, spelled) => {
    const [a, b] = [answer(typo), answer(spelled)];
    expect(a.found).toBe(true);
    expect(a.paragraphs).toEqual(b.paragraphs);
  });

  // Two words typed without the space between them, in lower case or as a code name ("ThemeProvider"), are read
  // as the two words the docs write side by side.
  const runTogether: [string, (words: [string, string]) => string][] = [
    ['lower case', ([a, b]) => a + b],
    ['camel case', ([a, b]) => a[0]!.toUpperCase() + a.slice(1) + b[0]!.toUpperCase() + b.slice(1)],
  ];
  it.each(
    [
      ['what is the {} on mainnet', ['minimum', 'deposit']],
      ['where is the {} for tTRUST', ['testnet', 'faucet']],
      ['which {} shows Intuition Network transactions', ['block', 'explorer']],
      ['does 1ui ship a {} for theming', ['theme', 'provider']],
    ].flatMap(([question, words]) =>
      runTogether.map(([how, join]) => {
        const pair = words as [string, string];
        const asked = question as string;
        return [asked.replace('{}', join(pair)), asked.replace('{}', pair.join(' ')), how] as const;
      }),
    ),
  )('reads %j like %j (%s)', (typed, spaced) => {
    expect(weightedQuestionTerms(typed).text.toLowerCase()).toBe(spaced.toLowerCase());
    expect(answer(typed).paragraphs).toEqual(answer(spaced).paragraphs);
  });

  it('reads a slip in the words that give a committed question its shape ("how mcuh", "waht", "whihc") as the word, in the text the shape is read from (generated)', () => {
    const SHAPE_WORDS = ['what', 'which', 'where', 'when', 'much', 'many', 'long'];
    // The slips of typing (./search/english isTypingSlip): a swapped pair past the first letter, a letter doubled.
    const slipsOf = (word: string) => [
      ...[...Array(word.length - 2).keys()].map(
        (i) => word.slice(0, i + 1) + word[i + 2] + word[i + 1] + word.slice(i + 3),
      ),
      ...[...Array(word.length - 1).keys()].map(
        (i) => word.slice(0, i + 2) + word[i + 1] + word.slice(i + 2),
      ),
    ];
    const questions = committedQuestions().filter((q) => q.answerable !== false && q.question.length < 90);
    let tried = 0;
    const differing: string[] = [];
    for (const word of SHAPE_WORDS) {
      const asking = questions.filter((q) => new RegExp(`\\b${word}\\b`, 'i').test(q.question)).slice(0, 6);
      for (const { question } of asking) {
        const spelled = weightedQuestionTerms(question).text.toLowerCase();
        for (const slip of slipsOf(word)) {
          const typed = question.replace(new RegExp(`\\b${word}\\b`, 'i'), slip);
          tried++;
          if (weightedQuestionTerms(typed).text.toLowerCase() !== spelled) differing.push(typed);
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(differing).toEqual([]);
  });

  // A question for a value is answered first by a passage that names what is asked with a value: not by a table
  // whose row for it says where the fee goes and whose only figure belongs to another row.
  it.each([
    ['how much is the exit fee when i redeem shares on mainnet', 'exit fee'],
    ['how much is the entry fee when i deposit on mainnet', 'entry fee'],
    ['how much is the protocol fee on a deposit', 'protocol fee'],
  ])('answers %j first with a passage giving the %s with a figure', (question, name) => {
    const [first] = retrieveSections(question);
    const givesIt = first!.parts.some(
      (part) =>
        !part.code &&
        part.text.split(/(?<=[.!?])\s+/).some((line) => line.toLowerCase().includes(name) && /\d/.test(line)),
    );
    expect(givesIt).toBe(true);
  });

  // Generated: a slip of typing inside a phrase read as one term ("smart contarct", "bondign curve", "model context
  // protocl") is read like the phrase spelled right, since the corrected question is read again.
  it('reads a phrase with a typo in one of its words like the phrase spelled right', () => {
    const PHRASE_QUESTIONS = [
      'how do i create an atom for a deployed smart contract with the sdk',
      'which bonding curve is the default one',
      'what tools does the model context protocol server expose',
      'where do smart contracts keep the fee settings',
    ];
    let tried = 0;
    const differing: string[] = [];
    for (const question of PHRASE_QUESTIONS) {
      const spelled = weightedQuestionTerms(question).terms.map((term) => term.word);
      const phraseWords = question
        .match(/smart contracts?|bonding curve|model context protocol/)![0]
        .split(' ');
      for (const word of phraseWords.filter((w) => w.length >= 5)) {
        // Every swap of two neighbouring letters past the first.
        for (let i = 1; i + 1 < word.length; i++) {
          if (word[i] === word[i + 1]) continue;
          const slip = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
          const typed = question.replace(word, slip);
          tried++;
          const read = weightedQuestionTerms(typed).terms.map((term) => term.word);
          if (read.join(' ') !== spelled.join(' ')) differing.push(`${typed} → ${read.join(' ')}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(30);
    expect(differing).toEqual([]);
  });

  // Generated from committed "what is" questions the answerer answers: words the docs lack outside the thing asked
  // ("…, in a nutshell") say how to answer; it is answered, and from one of the question's own sources.
  const answeredDefinitions = () =>
    committedQuestions()
      .filter((q) => q.answerable !== false && /^what (is|are) (an? |the )?[a-z0-9 -]+\??$/i.test(q.question))
      .map((q) => q.question.replace(/\?$/, ''))
      .filter((question) => answer(question).found)
      .slice(0, 12);
  it.each([
    ['a clause after it', (q: string) => `${q}, in a nutshell`],
    ['a clause of other words after it', (q: string) => `${q}, for a layman`],
  ])(
    'answers a committed "what is" question with %s (a word the docs lack) from its own sources',
    (_, variant) => {
      const questions = answeredDefinitions();
      expect(questions.length).toBeGreaterThanOrEqual(8);
      const differing = questions.filter((question) => {
        const [plain, varied] = [answer(question), answer(variant(question))];
        return !varied.found || !plain.sources.some((source) => source.url === varied.sources[0]?.url);
      });
      expect(differing.map(variant)).toEqual([]);
    },
  );

  it.each([
    'how is intuition different from a regular attestation registry',
    'difference between the pinning api and the regular graphql api',
  ])('answers %j: "regular" only qualifies what is compared', (question) => {
    expect(answer(question).found).toBe(true);
  });

  it.each([
    'what is flexbox, in a nutshell',
    'what is the capital of france, in a nutshell',
    'what is a typical sourdough starter',
  ])('still refuses %j: the thing asked is not in the docs', (question) => {
    expect(answer(question).found).toBe(false);
  });

  it.each([
    [
      'How do I set up a GitHub Actions matrix build for Python 3.11 and 3.12?',
      ['11', '12', '3.11', '3.12'],
      [],
    ],
    // A number the docs write is one word, as written.
    ['Is the minimum deposit 0.01 TRUST on mainnet?', ['01'], ['0.01']],
    ['sdk 2.0.2 release date', ['2', '0'], ['2.0.2']],
  ])('reads the dotted numbers in %j: drops %j, keeps %j', (question, dropped, kept) => {
    const words = weightedQuestionTerms(question).terms.map((term) => term.word);
    for (const word of dropped) expect(words).not.toContain(word);
    for (const word of kept) expect(words).toContain(word);
  });

  // A word known only by a stem another word shares ("sever": several) is read as the docs word one slip away.
  it.each([
    ['how long do sessions last on the mcp sever before they expire', 'server'],
    ['how many tools does the intuition mcp sever expose?', 'server'],
  ])('reads %j with %j', (question, word) => {
    expect(weightedQuestionTerms(question).terms.map((term) => term.word)).toContain(word);
  });

  // Beside a code name typed as code, an English word the docs lack is how the reader puts it; beside the contract's
  // name typed as a word, it may be another subject (a chain the docs never name).
  it.each([
    ['what does multiVaultPreviewDeposit return? tuple order?', true],
    ['Got Attestoor_SharesCannotBeRedeeemed — is that a typo in my ABI or the real error name?', true],
    ['create_lock from our gnosis safe reverts with "Smart contract not allowed"', true],
    ['is there a multivault deployment on polygon', false],
  ])('answers %j: %s', (question, answered) => {
    expect(answer(question).found).toBe(answered);
  });

  // A best section that shares one word of a need of three or more meets it by chance: the docs do not answer.
  it.each([
    ['how do i reverse a linked list in python'],
    ['How do I reverse a linked list in Python?'],
    ['Kafka consumer group keeps rebalancing every few minutes, how do I fix it?'],
    ['regex to match an email address in javascript'],
  ])('refuses %j, which the best section meets with one word', (question) => {
    expect(answer(question).found).toBe(false);
  });

  // A question of one clause long only by its common words asks as a short one does: a word of its need the docs
  // never write (with any typo) means they do not answer.
  it.each([
    ['undo my last git commit but keep the changes'],
    ['git undo last commit but keep my changes'],
    ['squash my last three commits into one but keep the messages'],
    ['does intuition support solana wallets or a solana deployment'],
  ])('refuses %j, whose short need names what the docs lack', (question) => {
    expect(answer(question).found).toBe(false);
  });

  // A clause that only asks ("…, how to fix", "…. why", "…, any idea why?") leaves a question one clause: a name the
  // docs never write in its need still means they do not answer, and a question about what they describe is still
  // answered. A pasted hexadecimal value ("0xAbC...") is a value, not a name the docs lack.
  const askingTails = ['', ', how to fix', '. why', ', any idea why?', ', what am i doing wrong'];
  const withTails = (questions: string[]) =>
    questions.flatMap((question) => askingTails.map((tail) => [question + tail]));
  it.each(
    withTails([
      'rust borrow checker error cannot borrow as mutable more than once at a time',
      'webpack module federation remote fails to load the shared react singleton in production',
      'terraform plan with remote state in an s3 bucket keeps erroring on the dynamodb lock table',
    ]),
  )('refuses %j, one clause about what the docs lack', (question) => {
    expect(answer(question).found).toBe(false);
  });
  it.each(
    withTails([
      'createAtoms reverts with MultiVault_InsufficientBalance even though my wallet holds plenty of tTRUST',
      'account(id: "0xAbC...") returns null even though that address clearly has positions',
      'account(id: "0x12aB") comes back null even though the wallet has deposits',
    ]),
  )('answers %j, one clause about what the docs describe', (question) => {
    expect(answer(question).found).toBe(true);
  });

  // A general programming question that only shares words with the docs: none of its words is one the docs use
  // far more than developers in general do (lib/ai/docs-topic), and its best passage covers little of it. Each in
  // two phrasings. Questions about the docs in everyday words are still answered.
  it.each([
    ['how do i set env variables for a single step in a github actions workflow'],
    ['does postgres support indexes on jsonb columns'],
    ['can I index a jsonb column in postgres?'],
    ['write a bash one-liner that lists the ten largest files in a directory'],
    ['sql left join but keep rows where the right table has no match'],
    ['how do i keep unmatched rows from the right table in a sql join'],
    ['how do i stream tokens from the claude api in python'],
    ['github actions: set an environment variable for one step only'],
    ['bash: list the 10 biggest files in a folder'],
    ['how to parse command line arguments in a node script'],
    ['how do i set up a python virtual environment for a new project'],
  ])('refuses %j, a general programming question', (question) => {
    expect(docsTopicOf(question)).toBeLessThan(4);
    expect(answer(question).found).toBe(false);
  });
  it.each([
    ["How do I see the logs of my node's services?"],
    ['submit my kit to community packages'],
    ['what env var does the expo mobile app need'],
    ['which frameworks do the official template apps cover'],
    ['how can i check that my self hosted indexer is actually processing events'],
  ])('answers %j, about the docs in everyday words', (question) => {
    expect(answer(question).found).toBe(true);
  });
  it.each([['how long is an epoch'], ['how long is an epoc'], ['what is a triple'], ['what is a tripple']])(
    "%j names the docs' subject, as typed",
    (question) => {
      expect(docsTopicOf(question)).toBeGreaterThan(5);
    },
  );

  // A noun the docs write only as another word's stem ("optimism": optimize) names what they never name, however it
  // is typed; a noun for one who does what a docs verb says ("producer", "staker", "creator") names what they do.
  it.each(
    ['optimism', 'Optimism'].flatMap((chain) => [
      [`is there a multivault deployment on ${chain}`],
      [`is multivault deployed on ${chain}`],
      [`can i use intuition on ${chain}`],
      [`does intuition run on ${chain} mainnet`],
    ]),
  )('refuses %j, about a chain the docs never name', (question) => {
    expect(answer(question).found).toBe(false);
  });
  it.each([
    ['does locking trust make me a validator or block producer on the l3'],
    ['can a staker redeem early'],
    ['is the atom creator paid fees'],
  ])('answers %j, whose agent noun names what a docs verb says', (question) => {
    expect(answer(question).found).toBe(true);
  });

  // A comparison whose one side the best sections never speak of in prose (only a keyword in code, or not at all)
  // is not one the docs make; one whose two sides they describe is answered. Each pair in three phrasings.
  const comparisonForms = [
    (a: string, b: string) => `whats the difference between ${a} and ${b}`,
    (a: string, b: string) => `${a} vs ${b}`,
    (a: string, b: string) => `should i use ${a} or ${b}?`,
  ];
  const phrased = (pairs: [string, string][]) =>
    pairs.flatMap(([a, b]) => comparisonForms.map((form) => [form(a, b)]));
  it.each(
    phrased([
      ['null', 'undefined in javascript'],
      ['var', 'let in javascript'],
      ['an abstract class', 'an interface in java'],
      ['a process', 'a thread'],
      ['a mutex', 'a semaphore'],
      ['props', 'state in react'],
    ]),
  )('refuses %j, a comparison the docs do not make', (question) => {
    expect(answer(question).found).toBe(false);
  });
  it.each(
    phrased([
      ['an atom', 'a triple'],
      ['the linear curve', 'the offset progressive curve'],
      ['depositing', 'redeeming'],
      ['testnet', 'mainnet'],
      ['the mcp server', 'agent skills'],
      ['the sdk', 'the protocol package'],
    ]),
  )('answers %j, a comparison of what the docs describe', (question) => {
    expect(answer(question).found).toBe(true);
  });

  it.each(['Elasticsearch', 'Coinbase', 'PayPal', 'Kubernetes'])(
    'keeps the name %j the docs never write as one word, not as two words they use',
    (name) => {
      expect(weightedQuestionTerms(`How do I use ${name} with Intuition?`).text).toContain(name);
    },
  );

  it.each([
    ['how long is an epoc', /2 weeks/],
    // The page's own subject named again in a block (TrustBonding on the TrustBonding page) does not pick the block;
    // a quantity in words ("two years") is the value a maximum asks for.
    ["What's the maximum lock time in TrustBonding?", /two years/],
    // A code name few sections write is answered by the paragraph that writes it, not by a list of other errors.
    ['Got Attestoor_SharesCannotBeRedeeemed: is that a typo in my ABI or the real error name?', /three e's/],
    ['my deposit reverts with MultiVault_HasCounterStake, what does that mean', /redeem/i],
    ['claimRewards fails with TrustBonding_NoClaimingDuringFirstEpoch', /first epoch/i],
    ['Can my stake be slashed?', /\bNo\. /],
    // A question for a value is answered by the passage that holds one (a table row read with its header).
    ['What is the MultiVault address on mainnet?', /0x6E35cF57A41fA15eA0EaE9C33e751b01A784Fe7e/i],
    ['What is the testnet chain id?', /13579/],
    // A FAQ entry whose heading asks the question answers with its first block.
    ['How is data quality kept without moderators?', /counter/i],
    // "What are the parameters of X" asks for something of X, not what X is: no section defining "parameters" leads.
    ['What are the parameters of MultiVault.createTriples in Solidity?', /bytes32\[\] calldata subjectIds/],
    // A reader deploys what the docs say is created (QUESTION_SYNONYMS): the issue's own example.
    ["Can I deploy my own bonding curve for my app's vaults?", /cannot create|no API to create/],
  ])('answers %j with the passage that holds the answer (%s), every paragraph cited', (question, fact) => {
    const { found, paragraphs, sources } = answer(question);
    expect(found).toBe(true);
    expect(paragraphs.join('\n')).toMatch(fact);
    for (const paragraph of paragraphs) {
      const cited = Number(/\[(\d+)\]$/.exec(paragraph)?.[1]);
      expect(cited >= 1 && cited <= sources.length).toBe(true);
      expect(paragraph).not.toMatch(/\b(the (second|first|other) example|above)\b/i);
    }
  });

  it.each([
    ['When will TRUST be listed on Coinbase?'],
    ['What is the price of TRUST in dollars today?'],
    ['Can I deploy Intuition contracts on Solana?'],
    ['Is TRUST available on Binance?'],
    ["What's the best pizza topping?"],
    // The need names what the docs never mention, even with a typo.
    ['How do I bake sourdough bread?'],
    ['How do I reset my Gmail password?'],
    ['How do I center a div with flexbox?'],
    ['Will early Portal users receive a TRUST airdrop?'],
    // What will happen is not in reference docs.
    ['On what date will governance by TRUST holders go live?'],
    // The token's market: its price or value, its supply, the exchanges that list it.
    ['What will the price of TRUST be at the end of next year?'],
    ['Which centralized exchanges have listed the TRUST token?'],
    ['What is the total supply of TRUST?'],
    ['What is the total supply cap of the TRUST token?'],
    // A value asked by its name whose owner the best section never names: the docs do not give it.
    ['What is the block gas limit on Intuition mainnet?'],
    ["What's the block time and block gas limit of the Intuition Network?"],
    // A value named by a word for a length of time is a duration: no passage naming blocks gives one.
    ['What is the block time of Intuition mainnet?'],
    // A value in a rate the docs never write: no passage says "per minute".
    ["What's the rate limit of the public Intuition GraphQL API in requests per minute?"],
    ['How many requests per second can I send to the mainnet GraphQL endpoint?'],
    // … or names it only in passages without a figure (the L3's gas token in one, a start block in another).
    ['What is the block gas limit on the Intuition L3?'],
    // A live statistic of the network: a count at a moment.
    ['How many atoms have been created on Intuition mainnet so far?'],
    ['how much TRUST has been staked on triples to date'],
    ['How many accounts have deposited up to now?'],
    // Any asset's market price, not only TRUST's.
    ['What is the current price of Bitcoin?'],
    ["What's today's price of ETH?"],
    // In capitals, a short word is a name: "GPU" is what the docs never mention; an English one ("pod") counts.
    ['Which GPU do I need to run the indexer?'],
    [
      'My Kubernetes pod keeps going into CrashLoopBackOff after a deploy. How do I find out why with kubectl?',
    ],
    // A name the docs never write, though a word of theirs has its stem (optimize): another word.
    ["What's the MultiVault contract address on Optimism?"],
    ['Is MultiVault also deployed on Optimism or Polygon?'],
    ['Can I bridge my atoms to Optimism?'],
    // A word in capitals is a name: never read as a common word ("NFT": net) or another word of the docs
    // ("CORS": core); only as a name they write in capitals ("MPC": MCP, above).
    ['How do I configure CORS for an Express API?'],
    ['How do I mint an NFT for my atom with the Intuition NFT module?'],
    ['Does the MCP server support SSO login?'],
    // A long question of one clause naming what the docs never name: no context for the name to belong to.
    ['How should I configure Kafka consumer group rebalancing to avoid duplicate processing?'],
    ['How do I implement OAuth2 PKCE login in a React Native app with Expo AuthSession?'],
    ['What is the best way to index Intuition atoms into Elasticsearch with a nightly Airflow job?'],
    // The same for a specific English word the docs never use (SCOWL size 35 and up), not only a name.
    ["Does Intuition provide a paymaster so my app can sponsor gas for users' deposits?"],
    ['Does the MultiVault contract ship with a built-in bounty board for curators to post tasks?'],
    // A code name that is not the question's subject does not make its other words the docs' business.
    ['How much does the Intuition bug bounty pay for a critical MultiVault bug?'],
    ['Does MultiVault support flash loans?'],
    // An error about nothing the docs name is refused, its kind included.
    ["TypeError: Cannot read properties of undefined (reading 'map') in my React component"],
    ["error TS2322: Type 'string' is not assignable to type 'number'"],
    ["ModuleNotFoundError: No module named 'numpy'"],
    ['ECONNREFUSED 127.0.0.1:5432 when starting postgres'],
    // The figures of a version the docs never write ("3.11") match nothing of theirs (not the 11 of a date).
    ['How do I set up a GitHub Actions matrix build for Python 3.11 and 3.12?'],
  ])('refuses the near-domain or out-of-scope question %j', (question) => {
    expect(answer(question).found).toBe(false);
  });

  it.each([
    [
      'We got the MCP server working on a laptop and now want to run one shared instance on a cloud VM for the team. What setting picks the network?',
    ],
    // The name is a detail of the context clause, not what is asked.
    [
      'Our backend is a Django service on Heroku, and we only read the graph. Which GraphQL endpoint should production use?',
    ],
    // A short word in lower case is an abbreviation ("cmd"), not a subject the docs lack.
    ['intuition-rs local start cmd'],
    // An everyday word the docs never use ("scrolling", "perform") only weighs, even in one clause.
    ['Which @0xintuition/graphql hook should I use for infinite scrolling through a list of atoms?'],
    ['What kind of search does the search_term function in the GraphQL API perform?'],
    // A short question about a code name the docs write: an everyday word beside it is the reader's phrasing.
    ['multiVaultPreviewRedeem return value: which element is which?'],
    ['search_term or search_term_tsvector for exact keyword matches?'],
    ['What happens to TrustBonding rewards I forget to claim?'],
    ['getAtomCost result units?'],
    // A pasted error's kind ("TypeError", "TS2305") or a name it says does not exist is not what it is about.
    ['TypeError: fetch failed when calling https://mainnet.intuition.sh/v1/graphql'],
    ['AbiFunctionNotFoundError: Function "increase_amount_and_duration" not found on ABI'],
    ["GraphQL error: field 'atom_by_pk' not found in type: 'query_root'"],
    ['error TS2305: Module "@0xintuition/sdk" has no exported member "Multivault"'],
    ['ReferenceError: window is not defined when importing @0xintuition/1ui in Next.js'],
  ])('answers a question with a word the docs never use beside what they answer: %j', (question) => {
    expect(answer(question).found).toBe(true);
  });

  it.each([
    ['What is the minimum deposit on mainnet?'],
    ["What's the exit fee percentage on redemptions in v2?"],
    ['What is the maximum lock duration in TrustBonding?'],
    ["What's the chain id and RPC URL for Intuition testnet?"],
    ['What is the default port of the MCP server in HTTP mode?'],
    ["What is the MCP server's session timeout?"],
    // A value whose name is followed by a clause ("before … get charged").
    ['What is the fee threshold before entry and exit fees get charged?'],
    ['What is the fee treshold before entry and exit fees get chargd?'],
    // A rate the docs write ("0.1 tTRUST per day", "TRUST per epoch").
    ['how much tTRUST does the testnet faucet give out per day?'],
    ['How much TRUST is emitted per epoch at the start?'],
  ])('answers %j, a value asked by its name that the docs give', (question) => {
    expect(answer(question).found).toBe(true);
  });

  it.each([
    ['What is the maximum lock duration in TrustBonding?', /longest lock is two years/],
    ['trustbonding max lock length', /longest lock is two years/],
    ['whats the minumum lock duration in TrustBonding?', /shortest is one epoch/],
  ])('answers %j, the extreme of a length of time, with the sentence that gives it', (question, sentence) => {
    expect(answer(question).paragraphs.join('\n\n')).toMatch(sentence);
  });

  it('answers a slip in the heaviest word of a committed question like the question (generated: swap, drop, double, wrong letter)', () => {
    const slips = [
      (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4),
      (w: string) => w.slice(0, 3) + w.slice(4),
      (w: string) => w.slice(0, 3) + w[3] + w.slice(3),
      (w: string) => w.slice(0, 3) + (w[3] === 'e' ? 'a' : 'e') + w.slice(4),
    ];
    const questions = committedQuestions()
      .filter((q) => q.answerable !== false && q.style !== 'typo' && q.question.length < 90)
      .slice(0, 200);
    const { tried, alike, differing } = slipsInHeaviestWord(questions, slips, 5);
    expect(tried).toBeGreaterThan(500);
    // 11 of 717 differed when this was written, each read as another word the docs use ("staee": stage, stake or
    // state; "rest" as written, not reset).
    expect(differing.length / tried).toBeLessThanOrEqual(0.02);
    expect(alike + differing.length).toBe(tried);
  });

  it('answers two slips in a long heaviest word of a committed question like the question (generated)', () => {
    // Words of eight letters or more tolerate two edits (./lib/search/typos): two slips of each kind together.
    const slips = [
      (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4, -2) + w.slice(-1), // swapped, and one left out
      (w: string) => w.slice(0, 3) + w.slice(4, 6) + w[6] + w.slice(6), // left out, and one doubled
      (w: string) => w.slice(0, 3) + (w[3] === 'e' ? 'a' : 'e') + w.slice(4, 6) + w[7] + w[6] + w.slice(8), // wrong, and swapped
    ];
    // At most 900 such questions, evenly spaced over every committed set: a sample that keeps its size as sets are
    // added (623 of 1,867 with 35 sets, 907 slips tried in 59 s; all of them took 158 s).
    const eligible = committedQuestions().filter(
      (q) => q.answerable !== false && q.style !== 'typo' && q.question.length < 90,
    );
    const step = Math.max(1, Math.ceil(eligible.length / 900));
    const questions = eligible.filter((_, i) => i % step === 0);
    // A typed word shorter than eight letters tolerates one edit only.
    const { tried, alike, differing } = slipsInHeaviestWord(questions, slips, 8, 8);
    expect(tried).toBeGreaterThan(800);
    // 15 of 907 differ on the sample (52 of 1,656 when this was first written), mostly English words the docs write
    // in another form only ("regestre": the docs say registers, registered).
    expect(differing.length / tried).toBeLessThanOrEqual(0.05);
    expect(alike + differing.length).toBe(tried);
  });

  it('never points at what it does not show ("the example above", "the following steps"), on every committed set', () => {
    const questions = committedQuestions().filter((q) => q.answerable !== false);
    expect(questions.length).toBeGreaterThan(1000);
    const pointing = questions.flatMap(({ question }) =>
      answer(question)
        .paragraphs.filter((paragraph) => !paragraph.startsWith('```') && !paragraph.includes('\n```'))
        .map((paragraph) => paragraph.replace(/^\*\*[^*]+\*\*:?\s*/, '').replace(/ \[\d+\]$/, ''))
        // A table row quoted after the row above it may say "as above": that row is shown.
        .map((prose) => prose.replace(/(?<=(?:^|\n)- [^\n]*\n- [^\n]*)\bas above\b/gi, 'as the row before'))
        .flatMap((prose) =>
          prose.split(/(?<=[.!?])\s+/).filter((sentence) => POINTS_ELSEWHERE.test(sentence)),
        )
        .map((sentence) => ({ question, sentence })),
    );
    expect(pointing).toEqual([]);
  });

  it.each([
    ['How is the share price of a vault computed?'],
    ['How do I preview the price of a deposit before sending it?'],
    ['What does it cost to create an atom?'],
    ['What is the current price of a share on curve 2?'],
    ['How do I read the current price of shares in a vault?'],
  ])('answers %j: a vault share price or a cost is not the token market', (question) => {
    expect(answer(question).found).toBe(true);
  });

  // Every FAQ entry asked as written is answered from that entry when retrieval finds it, wherever it ranks
  // (a yes-or-no entry, "Do I need an API key?", included; a "what is" entry never answers a "how do I" question).
  const faq = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'content/pages/data/faq.json'), 'utf8'),
  ) as {
    topics: { questions: { id: string; question: string }[] }[];
  };
  it.each(faq.topics.flatMap((topic) => topic.questions.map((q) => [q.question, q.id] as const)))(
    'answers the FAQ entry %j from /faq#%s when retrieval finds it',
    (question, id) => {
      const sections = retrieveSections(question);
      if (!sections.some((section) => section.url === `/faq#${id}`)) return;
      expect(composeLocalAnswer(question, sections).sources[0]?.url).toBe(`/faq#${id}`);
    },
  );

  it.each([
    // A value word ("endpoint", "address", "fee") in a yes-or-no question does not make it ask for a value.
    ['Do I need an API key to query the GraphQL endpoint?', '/faq#do-i-need-an-api-key', /not for reading/i],
    ['do i need an api kye to query the graphql endpoitn?', '/faq#do-i-need-an-api-key', /not for reading/i],
  ])('answers the yes-or-no question %j from %s', (question, url, fact) => {
    const { sources, paragraphs } = answer(question);
    expect(sources[0]?.url).toBe(url);
    expect(paragraphs[0]).toMatch(fact);
  });

  it('never answers "how do I" with a "what is" FAQ entry', () => {
    expect(answer('How do I run an Intuition node?').sources[0]?.url).not.toMatch(/^\/faq/);
  });

  // Synthetic sections: what the answer is built from is the point, not what retrieval finds.
  const section = (title: string, parts: SectionPart[]): Section => ({
    title,
    url: `/t#${title.toLowerCase().replace(/\W+/g, '-')}`,
    text: parts.map((p) => p.text).join('\n'),
    parts,
    answers: true,
  });
  const prose = (text: string): SectionPart => ({ text, code: false });

  it("shows the section's code block when it covers the question as well as its prose does", () => {
    const question = 'What does createAtomFromString return?';
    const code = 'const { transactionHash, state } = await createAtomFromString(config, text)';
    const lead = section('Create atoms', [
      prose('Atoms are created from a string of text.'),
      { text: `${code}\n`, code: true },
    ]);
    const { paragraphs } = composeLocalAnswer(question, [lead]);
    expect(paragraphs.join('\n')).toContain(code);
  });

  it('drops what another source already said, block by block, and keeps what a source adds', () => {
    const question = 'How long is a TrustBonding epoch and when can rewards be claimed?';
    const lead = section('Epochs', [prose('A TrustBonding epoch lasts two weeks.')]);
    const support = section('Claiming', [
      prose('Each TrustBonding epoch lasts two weeks.'),
      prose('Rewards of an epoch can be claimed once the epoch is over, with claimRewards.'),
    ]);
    const text = composeLocalAnswer(question, [lead, support]).paragraphs.join('\n');
    expect(text).toContain('claimed once the epoch is over');
    expect(text).not.toContain('Each TrustBonding epoch lasts two weeks.');
  });

  it('quotes the blocks that cover the question before blocks that only follow the best one', () => {
    const question = 'Who can pause MultiVault and who can pause TrustBonding?';
    const filler = prose(
      `Upgrades wait out the timelock's delay. ${'The proxies stay in place. '.repeat(8)}`,
    );
    const lead = section('Roles', [
      prose('TrustBonding is paused by an account with PAUSER_ROLE.'),
      filler,
      prose('Pausing MultiVault requires DEFAULT_ADMIN_ROLE.'),
    ]);
    const passage = passageOf(lead, weightedQuestionTerms(question), 350)
      .map((line) => line.text)
      .join(' ');
    expect(passage).toContain('PAUSER_ROLE');
    expect(passage).toContain('DEFAULT_ADMIN_ROLE');
  });

  it("quotes a link to another site with its address, outside the passage's budget and its restatement check", () => {
    const question = 'Where can I ask questions about Intuition?';
    const link = { text: 'Discord', href: 'https://discord.gg/abc' };
    const lead = section('Where to get help', [
      { ...prose('Ask your questions in the community Discord or on Telegram.'), links: [link] },
    ]);
    const support = section('Contributing', [
      {
        ...prose('Join the developer community on Discord, where questions are answered.'),
        links: [link],
      },
    ]);
    const text = composeLocalAnswer(question, [lead, support]).paragraphs.join('\n');
    expect(text).toContain('community [Discord](https://discord.gg/abc) or on Telegram');
    expect(text).toContain('developer community on [Discord](https://discord.gg/abc)');
    expect(passageOf(lead, weightedQuestionTerms(question), 60)[0]!.text).toContain(
      '(https://discord.gg/abc)',
    );
  });

  it.each([
    ['what is the actual number for MAX_BATCH_SIZE, how many atoms fit in one createAtoms call'],
    ['how many triples can one createTriples call take, what is MAX_BATCH_SIZE'],
    // Asked by the word "value", or by the constant alone: its name's words (a size) say a quantity is asked.
    ['what is the exact MAX_BATCH_SIZE value for createAtoms'],
    ['MAX_BATCH_SIZE for createAtoms?'],
  ])('refuses %j: the docs name the constant but never give its value', (question) => {
    expect(answer(question).found).toBe(false);
  });

  it.each([
    ['what is the value of BASIS_POINTS_DIVISOR, how many basis points make 100%', /10,000/],
    ['how much is MINIMUM_SYSTEM_UTILIZATION_LOWER_BOUND in basis points', /4,000/],
  ])('answers %j, a constant the docs write with its value', (question, value) => {
    const reply = answer(question);
    expect(reply.found).toBe(true);
    expect(reply.paragraphs.join('\n')).toMatch(value);
  });

  it.each([
    ["Cannot find module '@0xintuition/protocol/core'"],
    ['my import from @0xintuition/protocol/core fails to resolve'],
    ["why does importing from '@0xintuition/protocol/core' break my vite build"],
  ])(
    'answers %j from the passage that writes its module path, not a row sharing only the error words',
    (question) => {
      const reply = answer(question);
      expect(reply.found).toBe(true);
      expect(reply.sources[0]!.url).toBe('/guides/sdks/protocol#install');
    },
  );

  it.each([
    [
      'TrustBonding call fails: increase_amount_and_duration not found on the ABI',
      'increase_amount_and_time',
    ],
    ['is there a function named increase_amount_and_duration on trustbonding?', 'increase_amount_and_time'],
  ])(
    "quotes a callout's first paragraph with the callout's title, the statement it explains: %s",
    (question, fact) => {
      const reply = answer(question);
      expect(reply.found).toBe(true);
      expect(reply.paragraphs.join('\n')).toContain(`The function is ${fact}: Some published docs call it`);
    },
  );

  // A yes-or-no question is answered by the block that says whether, in any of the polarity words, and only when
  // the question asks whether (a "how" question about the same words keeps the block that explains).
  const describes =
    "An app registers its vaults' bonding curve ids when it creates them, and each vault prices shares with one.";
  it.each([
    'Only the owner, never an app, can register a bonding curve.',
    'No: apps cannot register a bonding curve.',
    'The owner does not let an app register a curve.',
    'For an app, registering a bonding curve requires the owner.',
    "An app can't register a bonding curve.",
  ])(
    'answers "can my app register a bonding curve" with the block that says whether: %j (generated)',
    (says) => {
      const lead = section('Bonding curves', [prose(describes), prose('Curves are contracts.'), prose(says)]);
      const ask = (question: string) => passageOf(lead, weightedQuestionTerms(question), 120)[0]!.text;
      expect(ask('can my app register a bonding curve for its vaults')).toBe(says);
      expect(ask('how does an app register the bonding curve ids of its vaults')).toBe(describes);
    },
  );

  it("adds a callout's title to its first block once, and not when the passage quotes the title", () => {
    const question = 'what is the right function name to extend a lock';
    const title = prose('The function is extend_lock');
    const body = {
      ...prose('Some docs call it lengthen_lock. No function of that name exists.'),
      opens: title.text,
    };
    const alone = passageOf(section('Locks', [body]), weightedQuestionTerms(question));
    expect(alone.map((line) => line.text)).toEqual([
      'The function is extend_lock: Some docs call it lengthen_lock. No function of that name exists.',
    ]);
    const both = passageOf(section('Locks', [title, body]), weightedQuestionTerms(question));
    expect(
      both
        .map((line) => line.text)
        .join(' ')
        .match(/The function is extend_lock/g),
    ).toHaveLength(1);
  });

  it('finds facts in a linked answer as a reader reads it: the text, then the address', () => {
    expect(statesFact('Ask in the [Discord](https://discord.gg/abc).', 'discord.gg/abc')).toBe(true);
    expect(
      statesFact(
        'Run npx skills add [owner/skills](https://github.com/owner/skills).',
        'npx skills add owner/skills',
      ),
    ).toBe(true);
  });

  it('leaves out a table cell that only points at another row, and keeps the rest of the row', () => {
    const question = 'Which query returns an account with its counts?';
    const row = (cells: string[]): SectionPart => ({
      text: cells.join(CELL_SEPARATOR),
      code: false,
      row: true,
    });
    const lead = section('Account documents', [
      row(['Document', 'Variables', 'Returns']),
      row(['GetAccount', 'address', 'One account']),
      row(['GetAccountsWithAggregates', 'as above plus atoms* filters', 'Accounts with their counts']),
    ]);
    const text = passageOf(lead, weightedQuestionTerms(question))
      .map((line) => line.text)
      .join(' ');
    expect(text).toContain('GetAccountsWithAggregates — Returns: Accounts with their counts');
    expect(text).not.toMatch(POINTS_ELSEWHERE);
  });

  it("adds a source by the block that covers the question best, not by a row that only names the question's code name", () => {
    const question = 'who can pause multivault vs trustbonding';
    const text = answer(question).paragraphs.join('\n');
    expect(text).toContain('DEFAULT_ADMIN_ROLE');
    expect(text).toContain('PAUSER_ROLE');
  });

  it('does not state the same rule twice from two pages', () => {
    const { paragraphs } = answer('my deposit reverts with MultiVault_HasCounterStake, what does that mean');
    const mentions = paragraphs.filter((p) => /HasCounterStake/.test(p) && /counter/i.test(p)).length;
    expect(mentions).toBeLessThanOrEqual(2);
  });
});

describe('values stated in a sentence (issue 32)', () => {
  // A sentence that states the value asked for ("the exit fee on redemptions 0.75%") lifts its section as a table
  // row with the value does: the answer gives the figure, not the sections that only name the fee.
  it.each([
    ['whats the exit fee on redemptions', '0.75%'],
    ['exit fee on redemptions?', '0.75%'],
    ['how much tTRUST does the faucet give per day', '0.1 tTRUST'],
    ['what is the entry fee on deposits', '0.5%'],
  ])('answers %j with the figure %j', (question, figure) => {
    const reply = answer(question);
    expect(reply.found).toBe(true);
    expect(reply.paragraphs.join('\n')).toContain(figure);
  });
});

describe('questions that ask for a name of a kind (issue 32)', () => {
  it.each([
    [
      'Which env variable sets the MultiVault address the intuition-rs indexer follows?',
      'INTUITION_CONTRACT_ADDRESS',
    ],
    ['which env var holds the pinata jwt for uploads in intuition-rs', 'PINATA_API_JWT'],
    ['what env variable points intuition-rs at its redis server', 'REDIS_URL'],
    ['which env variable picks the database schema the indexer writes to', 'INDEXER_SCHEMA'],
    ['which environment variable sets the GraphQL URL for the MCP server', 'INTUITION_GRAPHQL_URL'],
  ])('answers %j with the row of %s first', (question, name) => {
    const { paragraphs } = answer(question);
    // The rows the lead quotes: a list when it quotes several, else the one row after the heading.
    const lead = paragraphs[0]!
      .replace(/^\*\*[^*]+\*\*: (?=\S)/, '- ')
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(lead.slice(0, 2).some((line) => line.startsWith(`- ${name} `))).toBe(true);
  });

  it.each([
    // One side of a choice the docs never write ("tuple") is a candidate answer, not a subject they lack.
    ['what does multiVaultPreviewDeposit return? a bigint or a tuple?', '/guides/'],
    ['does getAtomCost return a number or a struct?', '/guides/'],
  ])('answers %j, a choice one side of which the docs never name', (question, page) => {
    const reply = answer(question);
    expect(reply.found).toBe(true);
    expect(reply.sources[0]!.url.startsWith(page)).toBe(true);
  });
});

describe('news and reference pages (issue 32)', () => {
  it.each([
    ['When did pinning start requiring an API key?', /June 1, 2026/],
    ['since when does pinning need an api key', /June 1, 2026/],
    ['sdk 2.0.2 release date', /8 December 2025|December 8, 2025/],
    // The dateline names none of the question's words; its section's heading does.
    ['when did the ipfs pinning service start requiring a key', /June 1, 2026/],
    ['what date did the pinning service begin to need a key', /June 1, 2026/],
  ])('answers %j, which asks when, from the release notes with the date', (question, date) => {
    const { sources, paragraphs } = answer(question);
    expect(sources[0]!.url.startsWith('/release-notes#')).toBe(true);
    expect(paragraphs[0]).toMatch(date);
  });

  it.each([
    ['How and when do I claim my TRUST emission rewards from TrustBonding?'],
    ['Do I need an API key to read from the Intuition GraphQL API?'],
    ['how is the pin api key sent to the pinning service'],
  ])('answers %j, which does not ask when, from a reference page before the release notes', (question) => {
    const { sources, found } = answer(question);
    expect(found).toBe(true);
    expect(sources[0]!.url).not.toMatch(/^\/(release-notes)?(#|$)/);
  });

  /** Headings with nothing under them but a deeper heading ("## Triples" then "### Statements about a subject"). */
  const emptyHeadings = () =>
    fs
      .readdirSync(path.join(process.cwd(), 'content/guides'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(process.cwd(), 'content/guides', file), 'utf8')
            .matchAll(/^(#{2,5}) ([^\n]+)\n\s*\n\1#+ /gm),
        ].map((m) => m[2]!.replace(/\s*\{#[^}]*\}/, '').replace(/[`*]/g, '')),
      );

  it('never gives a source a heading without a passage, nor leads with a heading that has none of its own (generated from the headings with only subsections)', () => {
    const headings = emptyHeadings();
    expect(headings.length).toBeGreaterThan(3);
    for (const question of [
      'AtomWarden_ClaimOwnershipFailed when I call claimOwnershipOverAddressAtom',
      'Do MultiVault fee changes go through a timelock?',
      "What's the exit fee on redemptions in v2?",
      'sdk 2.0.2 release date',
      'what is a triple in graph theory',
      ...headings.map((heading) => `what is ${heading.toLowerCase()} in theory`),
      ...headings,
    ]) {
      for (const paragraph of answer(question).paragraphs)
        expect(paragraph).not.toMatch(/^\*\*[^*]+\*\*:\s*\[\d+\]$/);
    }
  });
});

describe('the sources of an answer', () => {
  // When a section other than retrieval's first leads (a definition, a value, a FAQ entry), the first one is
  // still a source when it adds something.
  it("keeps retrieval's first section among the sources when another leads", () => {
    const question =
      'We have a dashboard built on the old Base GraphQL API where atom lookups take a numeric id variable. After pointing it at the v2 endpoint everything breaks with type errors. What do the id arguments look like now?';
    const first = retrieveSections(question)[0]!;
    const { sources } = answer(question);
    expect(sources[0]!.url).not.toBe(first.url);
    expect(sources.map((source) => source.url)).toContain(first.url);
  });
});

describe('code names in a story (issue 32)', () => {
  // A row naming a code name the question mentions counts as much as the name weighs in the question: fully for an
  // error question, little for a story that names the contract on the way.
  it.each([
    [
      "Our team's Gnosis Safe holds WTRUST. Calling create_lock on TrustBonding from it reverts every time, while an EOA works. What's wrong?",
    ],
    [
      "We manage our project's TRUST from a multisig. Does TrustBonding let the multisig call create_lock, or do we need something first?",
    ],
  ])('answers %j from the section about smart accounts', (question) => {
    const { found, paragraphs, sources } = answer(question);
    expect(found).toBe(true);
    expect(sources.slice(0, 2).map((source) => source.url)).toContain(
      '/guides/smart-contracts/trust-bonding#smart-accounts',
    );
    expect(paragraphs.join('\n')).toMatch(/onlyUserOrWhitelist|add_to_whitelist/);
  });
});

describe('a pasted revert (issue 32)', () => {
  // Every revert the docs list in a table ("MultiVault_HasCounterStake() | The receiver holds shares …"), pasted in
  // each way readers paste one, beside a caller of their own the docs never name: the answer quotes that revert's
  // row (any of the tables listing it), never a refusal for the unknown caller.
  const REVERT_ROW =
    /^([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(?:\(\))?\t([^\t]+)/;
  const causes = new Map<string, string[]>();
  for (const record of getLocalIndex().records) {
    const match = record.block === 'row' ? REVERT_ROW.exec(record.content ?? '') : null;
    if (match) causes.set(match[1]!, [...(causes.get(match[1]!) ?? []), match[2]!.trim().slice(0, 20)]);
  }
  const phrasings = [
    (error: string) => `${error} when calling stakeOnClaim`,
    (error: string) => `registerThing() reverted: ${error}`,
    (error: string) => `tx reverted with ${error}, what does it mean`,
    (error: string) => `why do I get ${error}?`,
  ];

  it('finds the reverts listed in the docs', () => {
    expect(causes.size).toBeGreaterThanOrEqual(25);
  });

  it.each(phrasings.map((phrase) => [phrase('<error>'), phrase] as const))(
    "%j is answered with the revert's row, for every revert",
    (_, phrase) => {
      const missed = [...causes].flatMap(([error, cells]) => {
        const question = phrase(error);
        const { found, paragraphs } = answer(question);
        const text = paragraphs.join('\n');
        return found && text.includes(error) && cells.some((cell) => text.includes(cell)) ? [] : [question];
      });
      expect(missed).toEqual([]);
    },
  );

  it.each([
    'Anchor_AccountNotInitialized when calling stakeOnClaim',
    'registerThing() reverted: ERC20_InsufficientAllowance',
    'why do I get Uniswap_PoolNotFound?',
  ])('refuses %j: a revert the docs never list', (question) => {
    expect(answer(question).found).toBe(false);
  });
});

describe('the local answerer on comparisons (issue 32)', () => {
  // "A vs B", "A or B, which …", "difference between A and B": the section that sets them side by side leads, and
  // its table is quoted whole: a header naming both in two columns, or one row led by each.
  it.each([
    [
      'LinearCurve vs OffsetProgressiveCurve: which should I use?',
      '/guides/primitives/bonding-curves',
      /low-volatility/,
    ],
    [
      'OffsetProgressiveCurve versus LinearCurve, how do they price shares?',
      '/guides/primitives/bonding-curves',
      /pro-rata/,
    ],
    // The sides typed as words apart: the rows are led by the names the docs write run together.
    [
      'linear curve or offset progressive curve, which should a staker pick?',
      '/guides/primitives/bonding-curves',
      /fees accumulate[\s\S]*rises with/,
    ],
    [
      'Linear Curve versus Offset-Progressive Curve: how is each priced?',
      '/guides/primitives/bonding-curves',
      /pro-rata[\s\S]*outstanding/,
    ],
  ])('answers %j from %s with both sides (%s)', (question, page, fact) => {
    const { found, paragraphs, sources } = answer(question);
    expect(found).toBe(true);
    expect(sources[0]!.url.split('#')[0]).toBe(page);
    expect(paragraphs[0]).toMatch(fact);
  });

  // Two tables set the MCP Server and Agent Skills side by side: what each is (/guides/intuition-ai) and which
  // task takes which (the advanced page's "Combining the two"); either leads. A section under a page title that
  // names one side and a heading that names the other ("… MCP Server: Advanced Configuration › Agent Skills for
  // coding agents") is about one of them, and does not.
  it.each([
    'MCP Server vs Agent Skills, when do I use which?',
    'Intuition MCP Server or Agent Skills: which one should my app use?',
    'difference between the MCP server and agent skills',
  ])('answers %j with a table of both sides', (question) => {
    const { found, paragraphs, sources } = answer(question);
    expect(found).toBe(true);
    expect(sources[0]!.url).toMatch(
      /^\/guides\/intuition-ai(?:\/advanced)?#(?:two-tools-for-two-jobs|combining-the-two)$/,
    );
    expect(paragraphs[0]).toMatch(/MCP Server/);
    expect(paragraphs[0]).toMatch(/Agent Skills?/);
  });
});

describe('the local answerer and v1', () => {
  // The sets whose questions may be read (blind set 1 is scored by its figures only).
  const questionSets = QUESTION_SETS.filter(({ name }) => name === 'golden' || name === 'held-out').map(
    ({ file }) => goldenSet.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8'))),
  );
  const current = questionSets
    .flatMap((set) => set.questions)
    .filter((q) => q.answerable !== false && !asksAboutOlderVersion(q.question));

  it('never leads an answer to a question that does not ask about v1 with a v1-only fact', () => {
    expect(current.length).toBeGreaterThan(80);
    for (const { question } of current) {
      const { paragraphs, sources } = answer(question);
      const lead = paragraphs[0] ?? '';
      expect({ question, lead: isOlderVersionOnly(lead) }).toEqual({ question, lead: false });
      const leadSource = sources[Number(/\[(\d+)\]$/.exec(lead)?.[1]) - 1];
      if (leadSource) expect(isOlderVersionOnly(leadSource.title)).toBe(false);
    }
  });

  it('answers from the v2 section even when retrieval puts a v1 section first', () => {
    const question = 'What is the minimum deposit?';
    const sections = retrieveSections(question);
    const v1 = retrieveSections('EthMultiVault v1 default parameters minimum deposit')[0]!;
    expect(isOlderVersionOnly(v1.title)).toBe(true);
    const { paragraphs } = composeLocalAnswer(question, [v1, ...sections]);
    expect(paragraphs[0]).toContain('0.01 TRUST');
    expect(paragraphs.join('\n')).not.toMatch(/ETH\b/);
  });

  it.each([
    ['what is the exit fee in v2', 'exit'],
    ['how do I deposit on a triple on v2.0', 'deposit'],
  ])('weighs "v2" in %j, which does not ask about v1, as a common word', (question, need) => {
    const { terms, weights } = weightedQuestionTerms(question);
    const weightOf = (word: string) => weights[terms.findIndex((term) => term.word === word)]!;
    const version = terms.find((term) => /^v2/.test(term.word))!.word;
    expect(weightOf(version)).toBeLessThan(weightOf(need) / 2);
    // Asked beside v1, it names one side of the question.
    const compared = weightedQuestionTerms(`${question} compared with v1`);
    expect(compared.weights[compared.terms.findIndex((term) => term.word === version)]).toBeGreaterThan(
      weightOf(version),
    );
  });

  it('still answers with v1 facts when the question asks about v1', () => {
    const { found, paragraphs } = answer('What was the default minimum deposit of EthMultiVault in v1?');
    expect(found).toBe(true);
    expect(paragraphs.join('\n')).toMatch(/0\.00042 ETH/);
  });
});

describe('the model path and v1', () => {
  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
  });
  afterAll(() => model.close());

  it('gives the model no v1-only section, sentence or table column for a question about v2', async () => {
    const question = 'What is the minimum deposit?';
    const v1 = retrieveSections('EthMultiVault v1 default parameters minimum deposit')[0]!;
    const sections = [v1, ...retrieveSections(question)];
    expect(sections.some((s) => /0\.00042 ETH/.test(s.text))).toBe(true);
    const provider = createOpenAiProvider({
      baseUrl: model.url,
      model: 'test-model',
      timeoutMs: 5_000,
      deadlineMs: 30_000,
      maxTokens: 1_024,
    });
    const parts = [];
    for await (const part of provider.answer(
      { question, history: [], sections },
      new AbortController().signal,
    )) {
      parts.push(part);
    }
    const prompt = model.requests.at(-1)!.body.messages.at(-1)!.content;
    expect(prompt).toContain('0.01 TRUST');
    expect(prompt).not.toMatch(/0\.00042 ETH|EthMultiVault \(v1\)/);
    const end = parts.find((part) => part.type === 'end');
    expect(end && end.type === 'end' && end.sources.map((s) => s.url)).not.toContain(v1.url);
  });
});

describe('a version the docs never write (generated)', () => {
  // Asked of a thing the docs describe, a version that the best section's page never writes is one they do not.
  const things = [
    'the Intuition protocol',
    '@0xintuition/sdk',
    '@0xintuition/graphql',
    'the MultiVault contract',
  ];
  const unwritten = ['v3', 'v4', '3.0', '2.1'];
  const asks = [
    (thing: string, version: string) => `When is ${thing} ${version} launching?`,
    (thing: string, version: string) => `release date for ${thing} ${version}`,
    (thing: string, version: string) => `what's new in ${thing} ${version}`,
  ];
  it.each(
    things.flatMap((thing) => unwritten.flatMap((version) => asks.map((ask) => [ask(thing, version)]))),
  )('refuses %j', (question) => {
    expect(answer(question).found).toBe(false);
  });
  it.each([
    ['What changed in @0xintuition/sdk 2.0.2?'],
    ['How do I redeem my shares from a vault in v2?'],
    ['What did v1.5 change in EthMultiVault?'],
    ['what type should i declare term id variables as in v2.0 graphql queries'],
  ])('still answers %j, whose version the docs write', (question) => {
    expect(answer(question).found).toBe(true);
  });
});

describe("what a question asks of a code name is that name's (generated)", () => {
  // A row or heading that names the thing asked ("Fields") answers only in a section that writes the name.
  const names = [
    'trustBondingGetUserInfo',
    'multiVaultGetGeneralConfig',
    'multiVaultGetBondingCurveConfig',
    'multiVaultPreviewDeposit',
  ];
  const phrasings = [
    (name: string) => `Which fields does ${name} return?`,
    (name: string) => `what fields are in the object ${name} returns`,
    (name: string) => `Which fields are in the object returned by ${name}?`,
  ];
  it.each(names.flatMap((name) => phrasings.map((ask) => [ask(name), name] as const)))(
    '%j leads with a section that writes the name',
    (question, name) => {
      const [first] = retrieveSections(question);
      expect(first!.text.toLowerCase()).toContain(name.toLowerCase());
    },
  );
});

describe('a name written with hyphens is one thing (generated from the names the docs write)', () => {
  // Every name with hyphens that at most four sections write (create-intuition-app, rpc-proxy, graphql-ws), asked
  // about in three ways: its parts alone (create, intuition, app) are words that many sections share.
  const text = new Map<string, string>();
  for (const record of getLocalIndex().records) {
    const heading = Object.values(record.hierarchy).filter(Boolean).join(' ');
    text.set(record.url, `${text.get(record.url) ?? ''}\n${heading}\n${record.content ?? ''}`);
  }
  const sectionsWriting = new Map<string, number>();
  for (const written of text.values()) {
    for (const name of new Set(namesWithHyphens(written))) {
      sectionsWriting.set(name, (sectionsWriting.get(name) ?? 0) + 1);
    }
  }
  const names = [...sectionsWriting]
    .filter(([name, sections]) => sections <= 4 && /^[a-z]/.test(name) && isHyphenatedName(name))
    .map(([name]) => name);
  const phrasings = [
    (name: string) => `Is there a ${name} I can use?`,
    (name: string) => `what is ${name} for`,
    (name: string) => `how do I get started with ${name} in my project`,
  ];
  const asked = names.flatMap((name) => phrasings.map((ask) => ({ name, question: ask(name) })));
  const leadsWithName = ({ name, question }: { name: string; question: string }) => {
    const [first] = retrieveSections(question);
    return first !== undefined && `${first.title}\n${first.text}`.toLowerCase().includes(name);
  };

  it('leads with a section that writes the name for at least nine questions in ten', () => {
    // 127 of 183 when the parts were the only words of the name; 171 of 183 since.
    expect(names.length).toBeGreaterThan(40);
    const missed = asked.filter((one) => !leadsWithName(one)).map(({ question }) => question);
    expect(missed.length / asked.length).toBeLessThan(0.1);
  });

  it.each([
    'Is there an npx create-intuition-app scaffolder I can run?',
    'is create-intuition-app an actual npm package i can npx',
    'Is there a create-intuition-app CLI I can run with npx?',
  ])('%j leads with an entry that says there is none', (question) => {
    // The FAQ's entry, or the quickstart page named for the task, which says so at its top.
    const [first] = retrieveSections(question);
    expect(['/faq#create-intuition-app', '/guides/quickstart/create-intuition-app']).toContain(first!.url);
    expect(answer(question).paragraphs[0]).toMatch(/Nothing called create-intuition-app is published/);
  });

  it.each(['counter-triple', 'on-chain', 'curve-1', 'proof-of-work', 'ready-to-send'])(
    '%j is English, not a name',
    (words) => expect(isHyphenatedName(words)).toBe(false),
  );
  it.each(['create-intuition-app', 'intuition-rs', 'erc-20', 'get-graphql-schema'])('%j is a name', (words) =>
    expect(isHyphenatedName(words)).toBe(true),
  );
});

describe('a date asked for is one the docs write of that thing (generated)', () => {
  // Things the docs speak of with no date ("coming soon", planned), each asked for its day in four ways.
  const undated = [
    'the mobile Core SDK',
    'on-chain governance by TRUST holders',
    'the Intuition protocol v3',
    'a decentralized sequencer for the Intuition Network',
    'the next TRUST airdrop',
  ];
  const phrasings = [
    (thing: string) => `When will ${thing} be released?`,
    (thing: string) => `What's the release date of ${thing}?`,
    (thing: string) => `On what date does ${thing} go live?`,
    (thing: string) => `when is ${thing} launching`,
  ];
  it.each(undated.flatMap((thing) => phrasings.map((ask) => ask(thing))))('refuses %j', (question) => {
    expect(answer(question).found).toBe(false);
  });

  it.each([
    ['When did TRUST emissions start?', '4 November 2025'],
    ['On what date did the first emissions epoch begin?', '4 November 2025'],
    ['since when do i need an api key to pin metadata', '2026'],
    ['When did the pinning service start requiring an API key?', '2026'],
    ['sdk 2.0.2 release date', 'December'],
    // "since when" anywhere, and a terse question that ends with "since", ask for the day something started.
    ['pinning api key required since when', '2026'],
    ['pin api key required since', '2026'],
    ['pinning needs an API key since when?', '2026'],
  ])('answers %j with its date', (question, date) => {
    const { found, paragraphs } = answer(question);
    expect(found).toBe(true);
    expect(paragraphs.join('\n')).toContain(date);
  });

  it.each([
    ['When will the mobile SDK be released?', true],
    ['release date of the v3 contracts', true],
    ['When is v3 launching?', true],
    ['When did emissions start?', true],
    ['When does a deposit revert with MultiVault_HasCounterStake?', false],
    ['When is a counter-triple created?', false],
    ['When are entry fees charged?', false],
    ['pinning api key required since when', true],
    ['api key required since?', true],
    ['What has changed since v1?', false],
    ['Since when is my deposit locked?', false],
  ])('reads %j as asking for a day of the calendar: %s', (question, asks) => {
    expect(asksForCalendarDate(question)).toBe(asks);
  });
});

describe('"how long" asks for a length, which the docs write as one (generated)', () => {
  // The docs write it as a row ("Epoch length — 2 weeks"), a word the question leaves out; "an epoch" in a passage
  // is the thing asked about, not its length. 8 of 12 led with the length before.
  const subjects = [
    'one TrustBonding reward epoch',
    'a TrustBonding epoch',
    'an emissions epoch',
    'one rewards epoch on mainnet',
  ];
  const phrasings = [
    (thing: string) => `How long is ${thing}?`,
    (thing: string) => `how long does ${thing} last`,
    (thing: string) => `How long is ${thing}, in weeks?`,
  ];
  it.each(subjects.flatMap((thing) => phrasings.map((ask) => ask(thing))))(
    '%j leads with the length',
    (question) => {
      expect(answer(question).paragraphs[0]).toMatch(/\b(2|two)[ -]weeks?\b/i);
    },
  );

  it.each([
    ['Each epoch lasts 2 weeks.', true],
    ['The longest lock is two years.', true],
    ['A session closes after a minute without activity.', true],
    ['Reduction: 10% every 26 epochs.', true],
    ['Rewards for an epoch are paid in the next one.', false],
    ['A block of the chain holds the event.', false],
    ['Calling it a second time reverts.', false],
  ])('reads %j as writing a length of time: %s', (text, writes) => {
    expect(answerShape('How long is an epoch?')!.test(text)).toBe(writes);
  });
});

describe('a word for a length of time is met by one (generated)', () => {
  // "the longest lock is two years (MAXTIME)": the docs give the length without the question's word for it.
  // Before, 4 of these 12 gave the length and 4 were refused. ("What's the longest duration of a TRUST lock?",
  // without TrustBonding, still leads with the Pitfalls: "A two-year lock left alone …", and "maximum".)
  const asks = [
    (extreme: string, noun: string) => `What is the ${extreme} lock ${noun} TrustBonding allows?`,
    (extreme: string, noun: string) => `${extreme} ${noun} i can lock wtrust for in trustbonding`,
    (extreme: string, noun: string) => `What's the ${extreme} ${noun} of a TRUST lock in TrustBonding?`,
  ];
  const cases = [
    ['longest', 'period', /two years/i],
    ['longest', 'duration', /two years/i],
    ['shortest', 'period', /one epoch/i],
    ['shortest', 'duration', /one epoch/i],
  ] as const;
  it.each(cases.flatMap(([extreme, noun, value]) => asks.map((ask) => [ask(extreme, noun), value] as const)))(
    'answers %j with the length',
    (question, value) => {
      const { found, paragraphs } = answer(question);
      expect(found).toBe(true);
      expect(paragraphs.join('\n')).toMatch(value);
    },
  );

  // The superlative alone asks for the length as "how long" does ("What's the longest I can lock TRUST for?").
  // Before, 4 of these 6 gave the length. ("shortest I can keep TRUST locked in TrustBonding?" still leads with
  // the Pitfalls' "Locks cannot be shortened" and misses "one epoch"; longest of it is answered.)
  const superlatives = [
    (extreme: string) => `What's the ${extreme} I can lock TRUST for in TrustBonding?`,
    (extreme: string) => `what is the ${extreme} i can lock wtrust for`,
    (extreme: string) => `whats the ${extreme} a TrustBonding lock can run`,
  ];
  it.each(
    (
      [
        ['longest', /two years/i],
        ['shortest', /one epoch/i],
      ] as const
    ).flatMap(([extreme, value]) => superlatives.map((ask) => [ask(extreme), value] as const)),
  )('answers %j with the length', (question, value) => {
    const { found, paragraphs } = answer(question);
    expect(found).toBe(true);
    expect(paragraphs.join('\n')).toMatch(value);
  });

  it.each(['period', 'duration', 'timeout', 'delay', 'length', 'longest', 'shortest'])(
    'reads %j as asking for a length of time',
    (noun) => {
      const term = weightedQuestionTerms(`What is the ${noun} of a lock?`).terms.find((t) => t.word === noun);
      expect(term?.stems).toContain(DURATION_STEM);
    },
  );
});

describe('a name typed as code that the docs do not write (generated)', () => {
  // "SendGrid" was read as sender_id (two edits away, a GraphQL field) and "transactional emails with SendGrid"
  // answered from the event log. A name typed as code is a docs name only one edit or a few swapped letters away.
  // Before, 12 of these 14 were refused.
  const names = ['SendGrid', 'LangChain', 'GitLab', 'DynamoDB', 'TypeORM', 'RabbitMQ', 'MongoDB'];
  const asks = [
    (name: string) => `How do I set up ${name} in my Node.js backend?`,
    (name: string) => `${name} connection timeout error, how do I fix it?`,
  ];
  it.each(names.flatMap((name) => asks.map((ask) => ask(name))))('refuses %j', (q) => {
    expect(answer(q).found).toBe(false);
  });
  it.each([
    ['How do I lock TRUST in TrsutBondnig?', 'trustbonding'],
    ['what does MultiVualt_HasCounterStake mean', 'multivault_hascounterstake'],
    ['what does createAtomFromStirng return', 'createatomfromstring'],
    ['how do I call getAtomDetials', 'getatomdetails'],
  ])('still reads %j as the docs name %j', (q, name) => {
    expect(readQuestion(q).search).toContain(name);
  });
});

describe('a page whose title names its subject is found by it (generated)', () => {
  // The MCP server's advanced page was titled "Advanced Configuration": its sections ("Sessions expire. A session
  // is closed after about five minutes without activity") carried no "MCP" in their headings, and lost to the
  // getting-started page's. Before its title named the server, 1 of these 9 gave the length.
  const subjects = [
    'MCP server HTTP sessions',
    'sessions on the Intuition MCP server',
    'an idle MCP session',
  ];
  const asks = [
    (subject: string) => `How long do ${subject} last?`,
    (subject: string) => `when do ${subject} expire`,
    (subject: string) => `${subject} timeout`,
  ];
  it.each(subjects.flatMap((subject) => asks.map((ask) => ask(subject))))(
    'answers %j with the length',
    (q) => {
      const { found, paragraphs } = answer(q);
      expect(found).toBe(true);
      expect(paragraphs.join('\n')).toMatch(/five minutes/);
    },
  );
});

describe('a length of time asked in a unit is one the docs write of that thing (generated)', () => {
  // No page gives the upgrades timelock's delay or how long MultiVault pauses before an upgrade ("two epochs later"
  // of an unclaimed epoch's bridging is written, so "the bridge withdrawal" would be answered from it).
  const unwritten = [
    'the delay on the upgrades timelock',
    'the parameters timelock delay',
    'the MultiVault pause before an upgrade',
  ];
  const units = ['hours', 'days', 'minutes'];
  it.each(unwritten.flatMap((thing) => units.map((unit) => `how many ${unit} is ${thing}`)))(
    'refuses %j',
    (q) => expect(answer(q).found).toBe(false),
  );
  it.each([
    ['How many days is one TrustBonding epoch?', /2 weeks|two weeks|14 days/i],
    ['how many years can I lock TRUST for at most', /two years/i],
  ])('answers %j with the length', (question, value) => {
    const { found, paragraphs } = answer(question);
    expect(found).toBe(true);
    expect(paragraphs.join('\n')).toMatch(value);
  });
});

describe('a slip in a word of three letters is read as the word (generated)', () => {
  // A letter left out of a four-letter word leaves three ("wat", "wht", "tme"): before, "wat" passed as an English
  // word (a temple) and weighed as a word the docs lack, and "tme" was read as "the".
  const questions = [
    'what port does the intuition mcp server listen on by default',
    'what exit fee does multivault charge when i redeem on v2 mainnet',
    'what is the max lock time for trust in trustbonding',
  ];
  const slips: [string, string][] = [
    ['what', 'wat'],
    ['what', 'wht'],
    ['time', 'tme'],
  ];
  const pairs = questions.flatMap((question) =>
    slips
      .filter(([word]) => new RegExp(`\\b${word}\\b`).test(question))
      .map(([word, slip]) => [question.replace(new RegExp(`\\b${word}\\b`), slip), question] as const),
  );
  const leadOf = (question: string) => retrieveSections(question)[0]!.url;
  it.each(pairs)('answers %j as %j, from the same section', (typed, spelled) => {
    const [withSlip, right] = [answer(typed), answer(spelled)];
    expect(right.found).toBe(true);
    expect(withSlip.found).toBe(true);
    expect(leadOf(typed)).toBe(leadOf(spelled));
    expect(withSlip.paragraphs[0]!.split(':')[0]).toBe(right.paragraphs[0]!.split(':')[0]);
  });
});

describe('a question naming one MCP client gets its snippet (generated)', () => {
  // Each client has a heading of its own under "Connect the docs to your editor"; before, their blocks were one
  // section's and "Claude Desktop" was read as "client", so every client got the same snippet.
  const clients = [
    ['Claude Code', 'claude mcp add --transport http intuition-docs'],
    ['Cursor', '.cursor/mcp.json'],
    ['VS Code', '.vscode/mcp.json'],
    ['Claude Desktop', 'mcp-remote'],
  ] as const;
  const asks = [
    (client: string) => `How do I connect ${client} to the Intuition docs MCP server?`,
    (client: string) => `add the intuition docs mcp to ${client.toLowerCase()}`,
    (client: string) => `Can I use the docs' MCP server from ${client}?`,
  ];
  // "vs" is read as "versus", a word that asks, so "add … to VS Code" reads as "… to code" (Claude Code leads):
  // the terse phrasing is generated for the other three.
  const generated = clients.flatMap(([client, snippet]) =>
    asks.filter((_, i) => client !== 'VS Code' || i !== 1).map((ask) => [ask(client), snippet] as const),
  );
  it.each(generated)('%j leads with that client, quoting %j', (question, snippet) => {
    const { found, paragraphs } = answer(question);
    expect(found).toBe(true);
    expect(paragraphs[0]).toContain(snippet);
  });
  it('quotes the sentence that introduces a snippet above it', () => {
    const { paragraphs } = answer('How do I connect Claude Desktop to the Intuition docs MCP server?');
    expect(paragraphs[0]).toMatch(
      /^\*\*Claude Desktop\*\*: Add to claude_desktop_config\.json[^\n]*:\n\n```/,
    );
  });
});

describe('the passages an answer quotes (generated over the committed questions)', () => {
  // Every twelfth committed question, each of its four best sections, at the budgets the answer uses (a support
  // passage's, the lead's) and a tight one.
  const asked = committedQuestions()
    .filter((_, i) => i % 12 === 0)
    .map(({ question }) => ({
      question,
      read: weightedQuestionTerms(question),
      sections: retrieveSections(question),
    }));
  const cases = asked.flatMap(({ read: { terms, weights, text }, sections }) =>
    sections.slice(0, 4).map((section) => ({ section, asked: { terms, weights, text } })),
  );
  const passages = cases.flatMap(({ section, asked }) =>
    [120, 350, 600].map((budget) => ({ section, lines: passageOf(section, asked, budget) })),
  );

  it('quote whole sentences, or a sentence cut after a whole word with an ellipsis, never one cut short', () => {
    expect(passages.length).toBeGreaterThan(1000);
    const cutShort: string[] = [];
    for (const { section, lines } of passages) {
      for (const line of lines) {
        if (line.row) continue;
        const read = asRead(line.text);
        if (read.endsWith('…')) continue;
        // Where the quoted text ends in its block: at the block's end, or after a sentence's last mark.
        const tail = read.slice(-24);
        const endsWell = section.parts.some(({ text }) => {
          const at = asRead(text).lastIndexOf(tail);
          const after = asRead(text).slice(at + tail.length);
          return at !== -1 && (after === '' || (/^\s/.test(after) && /[.!?:]["')]?$/.test(tail)));
        });
        if (!endsWell) cutShort.push(`${section.url}: …${tail}`);
      }
    }
    expect(cutShort).toEqual([]);
  });

  it('add, after the lead, only passages that cover some of the question in their own words', () => {
    const idle: string[] = [];
    for (const {
      question,
      read: { terms, weights },
      sections,
    } of asked) {
      const { paragraphs, found } = composeLocalAnswer(question, sections);
      if (!found) continue;
      for (const paragraph of paragraphs.slice(1).filter((p) => !p.includes('```'))) {
        const words = asRead(paragraph.replace(/^\*\*[^*]+\*\*:?/, ''));
        if (coverageOf(terms, weights, stemsOf(words)) === 0)
          idle.push(`${question} → ${paragraph.slice(0, 80)}`);
      }
    }
    expect(idle).toEqual([]);
  });

  it("never quote a callout's title without its body", () => {
    const alone: string[] = [];
    let titled = 0;
    for (const { section, lines } of passages) {
      lines.forEach((line, k) => {
        const index = section.parts.findIndex(
          (part, i) => part.text === line.text && section.parts[i + 1]?.opens === part.text,
        );
        if (index === -1) return;
        titled++;
        const next = lines[k + 1] ? asRead(lines[k + 1]!.text).slice(0, 30) : null;
        if (next === null || !asRead(section.parts[index + 1]!.text).includes(next)) {
          alone.push(`${section.url}: ${line.text}`);
        }
      });
    }
    expect(titled).toBeGreaterThan(0);
    expect(alone).toEqual([]);
  });
});

describe('code in an answer (issue 32)', () => {
  const part = (text: string, extra: Partial<SectionPart> = {}): SectionPart => ({
    text,
    code: false,
    ...extra,
  });
  const section = (url: string, title: string, parts: SectionPart[]): Section => ({
    title,
    url,
    text: parts.map((p) => p.text).join('\n'),
    parts,
    answers: true,
  });
  const handler = 'export async function POST(request: Request) {\n  return Response.json({ ok: true })\n}';

  it.each([
    ['a file name, as code', 'app/api/pin/route.ts', '`app/api/pin/route.ts`:'],
    ['words, as words', 'Variables', 'Variables:'],
  ])("shows a code block's title, %s, right above it", (_, caption, line) => {
    const lead = section('/guides/pin#route', 'Pinning › Pin metadata in a route handler', [
      part('Pin the metadata in a route handler, so the pinning key stays on the server.'),
      part(handler, { code: true, caption }),
    ]);
    const text = composeLocalAnswer('How do I pin metadata in a route handler?', [lead]).paragraphs.join(
      '\n\n',
    );
    expect(text).toContain(`${line}\n\n\`\`\`\n${handler}`);
  });

  it('shows no title above code that has none', () => {
    const lead = section('/guides/pin#route', 'Pinning › Pin metadata in a route handler', [
      part('Pin the metadata in a route handler, so the pinning key stays on the server.'),
      part(handler, { code: true }),
    ]);
    const text = composeLocalAnswer('How do I pin metadata in a route handler?', [lead]).paragraphs.join(
      '\n\n',
    );
    expect(text).toMatch(/\]\n\n```\nexport async/);
  });

  // A guide's section that describes a tool, then its "Install" section with the command.
  const about = section('/guides/skills#agent-skills', 'Skills › Agent skills for coding agents', [
    part('The agent skill gives coding agents verified ABIs and addresses for the protocol.'),
  ]);
  const install = section('/guides/skills#install', 'Skills › Install', [
    part('Install the agent skill in the coding agent, then invoke it in a session.'),
    part('npx skills add example/agent-skills', { code: true }),
  ]);
  const command = /```\nnpx skills add example\/agent-skills\n```\n\n\[2\]/;

  it('shows the code of a section after the lead to a question that asks for code, when the lead has none', () => {
    const { paragraphs } = composeLocalAnswer('How do I install the agent skill for a coding agent?', [
      about,
      install,
    ]);
    expect(paragraphs.join('\n\n')).toMatch(command);
  });

  it.each([
    [
      'a question that does not ask for code',
      'What does the agent skill give coding agents?',
      [about, install],
    ],
    [
      'a lead that shows code of its own',
      'How do I install the agent skill for a coding agent?',
      [
        install,
        section('/guides/skills#other', 'Skills › Other', [
          ...about.parts,
          part('npx other', { code: true }),
        ]),
      ],
    ],
  ])("shows no other section's code for %s", (_, question, sections) => {
    const text = composeLocalAnswer(question, sections as Section[]).paragraphs.join('\n\n');
    // Each block opens and closes a fence.
    expect((text.match(/```/g)?.length ?? 0) / 2).toBe(sections[0] === install ? 1 : 0);
    expect(text).not.toContain('npx other');
  });

  it('has the title of every titled code block of the content as its caption in the index', () => {
    const titles = fs
      .readdirSync(path.join(process.cwd(), 'content'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(process.cwd(), 'content', file), 'utf8')
            .matchAll(/^```\w*[^\n]*\btitle="([^"]+)"/gm),
        ].map((m) => m[1]!),
      );
    const captions = getLocalIndex().records.flatMap((record) => (record.caption ? [record.caption] : []));
    expect(titles.length).toBeGreaterThan(100);
    expect(captions.sort()).toEqual(titles.sort());
  });
});
