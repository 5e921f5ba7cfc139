/**
 * Reading a question as readers write it (issue 32): typos corrected against the index's words (a swapped pair of
 * letters is one edit, an English word is not a typo of another), context clauses told from the need, code names
 * quoted from errors, contractions typed without their apostrophe; and the search engine's typo rule and word
 * forms, from case tables over small records.
 */
import {
  answerShape,
  askedPhrase,
  closedNamesIn,
  comparedSides,
  contextWords,
  countedNoun,
  definedSubject,
  errorKindWords,
  asksHowTo,
  HOW_TO_FIRST,
  identifiersIn,
  listedKind,
  namesIdentifier,
  pathNames,
  questionTerms,
  valueOwnerWords,
  withApostrophes,
} from '@/lib/ai/question-words';
import { namesVersionUnwritten, versionsAsked, versionsIn } from '@/lib/search/versions';
import {
  correctedWord,
  englishSlipsOf,
  englishWordsOneLetterOff,
  functionWordOf,
  isEverydayWord,
  isSlip,
} from '@/lib/ai/spelling';
import { commonWords, isTypingSlip, mayNameThing, verbOfEventNoun } from '@/lib/search/english';
import { wordForms } from '@/lib/search/forms';
import { createSearchEngine } from '@/lib/search/engine';
import { clippedWordOf } from '@/lib/search/typos';
import { listingTable, type SectionPart } from '@/lib/ai/retrieve';
import { asksWhatDocsNeverHold } from '@/lib/search/not-in-docs';
import { CELL_SEPARATOR } from '@/lib/search/text';
import type { DocRecord } from '@/lib/search/records';

function record(url: string, heading: string, content: string): DocRecord {
  return {
    objectID: url,
    hierarchy: { lvl0: 'Guides', lvl1: heading, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    type: 'content',
    url,
    url_without_anchor: url,
    anchor: null,
    language: 'en',
    docusaurus_tag: 'docs-guides-current',
    position: 1,
  };
}

const engine = createSearchEngine([
  record('/bonding', 'TrustBonding', 'Lock WTRUST for veTRUST; each epoch lasts two weeks.'),
  record('/curves', 'Bonding curves', 'Protecting against slippage: pass minShares to every deposit.'),
  record('/apps', 'Apps', 'The Intuition MetaMask Snap and the explorer.'),
  record('/triples', 'Triples', 'A triple joins a subject, a predicate and an object.'),
  record('/errors', 'Errors', 'MultiVault_HasCounterStake() The receiver holds shares on the other side.'),
  record('/mcp', 'MCP server', 'The MCP server reads the graph.'),
]);
const pages = (query: string) => engine.search(query).hits.map((h) => h.record.url);

describe('typos (./lib/search/typos, Damerau)', () => {
  it.each([
    ['a swapped pair of letters', 'veTRSUT', '/bonding'],
    ['a missing letter', 'epoc lasts', '/bonding'],
    ['a doubled letter', 'tripple', '/triples'],
    ['a wrong letter', 'slippoge', '/curves'],
    ['the last two letters of a three-letter word swapped', 'MPC', '/mcp'],
  ])('finds %s as one edit: %j', (_name, query, page) => {
    expect(pages(query)).toEqual([page]);
  });

  it.each([
    ['a typo on the first letter', 'piple'],
    ['two edits', 'veTSRUT wtrsut'],
    ['a word no record has, with others that do', 'solana bridge triple'],
    ['gibberish', 'zqxjv'],
    ['another edit of a three-letter word', 'mcx'],
  ])('finds nothing for %s (%j)', (_name, query) => {
    expect(pages(query)).toEqual([]);
  });

  it.each([
    ['two letters swapped and one left out', 'protcetng', '/curves'],
    ['a letter left out and one doubled', 'slppagge', '/curves'],
    ['two letters swapped and one left out, and a letter added', 'perdicte', '/triples'],
    ['two pairs of letters swapped', 'prtoectnig', '/curves'],
  ])('finds %s in a word of eight letters or more as two edits: %j', (_name, query, page) => {
    expect(pages(query)).toEqual([page]);
  });

  it('reads a long word as the word one edit away before any two away', () => {
    const twoAway = createSearchEngine([
      record('/near', 'Near', 'protected'),
      record('/far', 'Far', 'protectors'),
    ]);
    expect(twoAway.search('protectd').hits.map((hit) => hit.record.url)).toEqual(['/near']);
    expect(twoAway.nearWords('protectd')).toEqual([{ word: 'protected', records: 1, distance: 1 }]);
    expect(twoAway.nearWords('protcetor')).toEqual([{ word: 'protectors', records: 1, distance: 2 }]);
  });

  // Damerau: a swapped pair of letters is one edit in a word of any length, as in a short one.
  it.each([
    ['protcetion', 'protection'],
    ['trustbondnig', 'trustbonding'],
    ['multivualt', 'multivault'],
    ['slippgae', 'slippage'],
  ])('counts the swapped pair of %j as one edit from %j', (typed, word) => {
    const docs = createSearchEngine([record('/w', 'W', word)]);
    expect(docs.nearWords(typed)).toEqual([{ word, records: 1, distance: 1 }]);
  });

  it('never fills a query with a word two edits from the docs with hits on its other words', () => {
    // "quicksort" is two edits from "quickstart"; with every word required it reads so, but the any-word
    // fallback does not make it a word the docs have.
    const docs = createSearchEngine([record('/quick', 'Quickstart', 'Start here.'), ...[]]);
    expect(docs.search('quicksort complexity').hits).toEqual([]);
  });

  it('finds an error by the name after its contract prefix, as readers quote it', () => {
    expect(pages('HasCounterStake')).toEqual(['/errors']);
    expect(pages('MultiVault_HasCounterStake')).toEqual(['/errors']);
  });

  it('reads "mask" as neither "ask" nor MetaMask, a name the docs never write it apart from', () => {
    expect(pages('mask')).toEqual([]);
    expect(pages('metamask')).toEqual(['/apps']);
    expect(pages('meta mask')).toEqual(['/apps']);
  });
});

describe('module and file paths in a question', () => {
  it.each([
    ["Cannot find module '@0xintuition/protocol/core'", ['@0xintuition/protocol/core']],
    ['where is lib/graphql/execute.ts in the expo app', ['lib/graphql/execute.ts']],
    ['import { x } from "@0xintuition/sdk".', ['@0xintuition/sdk']],
    ['edit src/app/layout then rebuild', ['src/app/layout']],
    ['see https://example.com/a/b.json', []],
    ['v1/v2 differences and/or the rest', []],
    ['12/25/2026', []],
  ])('%j → %j', (question, paths) => {
    expect(pathNames(question)).toEqual(paths);
  });
});

describe('word forms (Porter2)', () => {
  it('finds "Protecting against slippage" for "slippage protection" when the words as typed find nothing', () => {
    expect(pages('slippage protection')).toEqual(['/curves']);
    expect(pages('epochs')).toEqual(['/bonding']);
  });

  it('lists the forms of a word among the given words', () => {
    const forms = wordForms(['protect', 'protecting', 'protection', 'protocol', 'id', 'ids']);
    expect(forms('protection').sort()).toEqual(['protect', 'protecting']);
    expect(forms('protocol')).toEqual([]);
    expect(forms('ids')).toEqual([]); // short words keep their form
  });
});

describe('spelling of question words', () => {
  // A slip of typing in a common word is read as that word, whatever the slip: generated over common words and the
  // slips that make no English word.
  const slipsOf = (word: string) => [
    ...[...word.slice(1, -1)].map(
      (_, i) => word.slice(0, i + 1) + word[i + 2] + word[i + 1] + word.slice(i + 3),
    ),
    ...[...word.slice(1)].map((_, i) => word.slice(0, i + 1) + word.slice(i + 2)),
  ];
  // Words of four letters too: a letter left out of them leaves three ("wat", "wht", "tme"), which are slips as
  // well unless they are everyday English words.
  it.each([
    'before',
    'first',
    'which',
    'there',
    'about',
    'should',
    'would',
    'other',
    'after',
    'where',
    'what',
    'when',
    'from',
    'have',
    'with',
    'your',
  ])('reads every slip of %j that is no everyday English word as it', (word) => {
    const slips = slipsOf(word).filter((slip) => slip !== word && !isEverydayWord(slip));
    expect(slips.length).toBeGreaterThan(2);
    for (const slip of slips) {
      const read = functionWordOf(slip);
      // "ther" is as much their as there: a slip of both reads as one of them.
      const alsoSlipOf = [...commonWords()].filter((common) => isSlip(slip, common));
      expect({ slip, read: read === word || alsoSlipOf.includes(read!) }).toEqual({ slip, read: true });
      expect(alsoSlipOf).toContain(word);
    }
  });
  // An English word the docs never use is a slip of a common word only by a slip of typing: "dark" is not
  // "dare" (a letter changed), "firm" not "form".
  it.each([
    ['dark', null],
    ['firm', null],
    ['bake', null],
    ['thier', 'their'],
    ['wich', 'which'],
  ])('reads %j as the common word %j', (word, expected) => {
    expect(functionWordOf(word)).toBe(expected);
  });

  it('reads "wich" as which (a letter left out), not wish (a letter changed)', () => {
    expect(functionWordOf('wich')).toBe('which');
    expect(functionWordOf('cup')).toBeNull(); // an everyday English word of three letters is taken as written
  });

  it.each([
    ['wat', 'what'], // a rare English word (a temple), and a slip of both what and want: a question asks with what
    ['wht', 'what'],
    ['hwo', 'how'],
  ])('reads the three-letter slip %j as %j', (slip, word) => expect(functionWordOf(slip)).toBe(word));

  const near = (...words: string[]) => words.map((word, i) => ({ word, records: 100 - i }));
  it.each([
    ['epoc', near('epoch'), 'epoch'],
    ['vetrsut', near('vetrust'), 'vetrust'],
    ['walet', near('wallet'), 'wallet'],
    ['depoist', near('deposit'), 'deposit'],
    ['tripple', near('triple'), 'triple'], // an English word, but a doubled letter is a slip of typing
    ['intution', near('intuition'), 'intuition'],
    ['bread', near('broad'), null], // an everyday English word is not a typo of another
    ['fess', near('fees'), 'fees'], // a rare one the docs do not use is (SCOWL size 55)
    ['sever', near('server'), 'server'],
    ['seed', near('see'), null],
    ['bake', near('base'), null],
    ['2022', near('2025'), null], // numbers are never corrected
    // Two edits away, for a word that is no English word; an English word is not two edits from another.
    ['authentification', [{ word: 'authentication', records: 11, distance: 2 }], 'authentication'],
    ['delegate', [{ word: 'delete', records: 1, distance: 2 }], null],
    ['zqxjv', [], null],
  ])('reads %j as %j', (word, candidates, expected) => {
    expect(correctedWord(word, candidates)).toBe(expected);
  });

  it.each([
    // Words of SCOWL's medium size (up to 50), one edit from a docs word but not by a slip of typing.
    ['nonce', 'none'],
    ['signer', 'signed'],
    ['expiry', 'expire'],
    ['checker', 'checked'],
    ['stash', 'slash'],
  ])('reads %j as written, not as %j', (typed, docsWord) => {
    expect(correctedWord(typed, [{ word: docsWord, records: 50, distance: 1 }])).toBeNull();
  });

  it.each([
    // A slip of typing makes the docs word even from a dictionary word; a rarer word ("fess": SCOWL 55, only the
    // larger lists) is a typo of the docs word one edit away.
    ['tripe', 'triple'],
    ['clam', 'claim'],
    ['fess', 'fees'],
  ])('reads %j as %j', (typed, docsWord) => {
    expect(correctedWord(typed, [{ word: docsWord, records: 50, distance: 1 }])).toBe(docsWord);
  });

  it('takes the word most records have among equally near ones', () => {
    // "lonk" is in no dictionary: a typo of a word the docs use.
    expect(
      correctedWord('lonk', [
        { word: 'lock', records: 3 },
        { word: 'link', records: 40 },
      ]),
    ).toBe('link');
    expect(
      correctedWord('tokns', [
        { word: 'tokens', records: 30 },
        { word: 'toks', records: 1 },
      ]),
    ).toBe('tokens');
  });

  it.each([
    // A doubled letter typed once, not a letter added.
    ['localy', 'locally', 'local'],
    // Two letters swapped, not a letter changed.
    ['nodse', 'nodes', 'node'],
    // A letter left out, not a letter changed.
    ['depsit', 'deposit', 'depot'],
  ])('reads %j as the slip of typing %j before the more common %j', (typed, slip, common) => {
    expect(
      correctedWord(typed, [
        { word: common, records: 90 },
        { word: slip, records: 5 },
      ]),
    ).toBe(slip);
  });

  it.each([
    ['tripple', 'triple', true],
    ['adress', 'address', true],
    ['form', 'from', true],
    ['bread', 'broad', false],
    ['seed', 'see', false],
    ['epoch', 'epoc', false],
    // A letter left out of a word of four letters or more; not one added, not in a shorter word.
    ['clam', 'claim', true],
    ['bondng', 'bonding', true],
    ['claim', 'clam', false],
    ['cup', 'coup', false],
  ])('%j → %j is a slip of typing: %s', (from, to, slip) => {
    expect(isTypingSlip(from, to)).toBe(slip);
  });
});

describe('what a value asked by its name is a value of', () => {
  it.each([
    ['What is the block gas limit on Intuition mainnet?', ['block', 'gas']],
    ["What's the average block time and block gas limit on mainnet?", ['block', 'block', 'gas']],
    ['What is the minimum deposit on mainnet?', ['deposit']],
    ["What's the exit fee percentage on redemptions?", ['exit']],
    ['What is the maximum lock duration in TrustBonding?', ['lock']],
    // The name ends where a clause begins: not "entry and exit fees get charged".
    ['What is the fee threshold before entry and exit fees get charged?', ['threshold']],
    ['What is the exit fee rate when I redeem early?', ['exit']],
    ['What is the atom creation fee that MultiVault charges?', ['atom', 'creation']],
    // A participle after the name says what is done to the value, not whose it is.
    ["what's the longest lock period allowed on trustbonding", ['lock']],
    ['what is the maximum deposit supported in one batch', ['deposit']],
    ['what is the exit fee charged on redemptions', ['exit']],
    ['what is the minimum stake required for a triple', ['stake']],
    // A clause whose "that" is left out begins with a determiner: the name ends before it.
    ['what is the minimum deposit the MultiVault accepts', ['deposit']],
    ['what is the exit fee my redemption pays on mainnet', ['exit']],
    ['what is the longest lock period a TrustBonding user can pick', ['lock']],
    ['What is the chain id an Intuition wallet should use?', ['chain']],
    // …but not a second name after "and".
    [
      'What is the average block time and the block gas limit of Intuition Mainnet?',
      ['block', 'block', 'gas'],
    ],
  ])('reads %j as asking for a value of %j', (question, words) => {
    expect(valueOwnerWords(question)?.map((term) => term.word)).toEqual(words);
  });
  it.each([
    ['What is the fee?'], // a name of one word
    ['What is an atom?'], // no value asked
    ['How long do HTTP sessions stay alive?'], // not asked by a name
    ['Which env var sets the contract address?'], // a name, not a number
    ['What is the MultiVault address on mainnet?'],
    ['whats the default port the intuition mcp server runs on'], // "the port", a name of one word
    ['What is the default port this MCP server listens on?'],
  ])('finds no value name in %j', (question) => {
    expect(valueOwnerWords(question)).toBeNull();
  });
});

describe('the extremes of a length of time', () => {
  const stemsOf = (question: string, word: string) =>
    questionTerms(question).find((term) => term.word === word)?.stems ?? [];
  it.each([
    ['max lock duration', 'max', 'longest'],
    ['What is the maximum lock time in TrustBonding?', 'maximum', 'longest'],
    ['minimum lock period', 'minimum', 'shortest'],
    ['min lock length', 'min', 'shortest'],
  ])('reads %j with %j as its %j', (question, word, extreme) => {
    expect(stemsOf(question, word)).toContain(extreme);
  });
  it.each([['min deposit on mainnet'], ['minimum shares of a deposit']])(
    'reads no shortest in %j, which asks for no length of time',
    (question) => {
      expect(questionTerms(question).flatMap((term) => term.stems)).not.toContain('shortest');
    },
  );
});

describe('the two sides of a choice', () => {
  it.each([
    ['does it return a bigint or a tuple?', 'bigint', 'tupl'],
    ['stdio or streamable http transport?', 'stdio', 'streamabl'],
    ['is the id a number or the hash?', 'number', 'hash'],
    ['testnet or an anvil chain', 'testnet', 'anvil'],
  ])('reads %j as one choice (%s or %s), an article aside', (question, first, second) => {
    const choice = questionTerms(question).find((term) => term.word === first);
    expect(choice?.stems).toEqual(expect.arrayContaining([expect.stringMatching(`^${second}`)]));
    expect(questionTerms(question).some((term) => term.stems[0]!.startsWith(second))).toBe(false);
  });

  // A name written on both sides of "or" belongs to both choices: it stays a word of its own, so that a name the
  // docs never write still counts.
  const names = ['solana', 'polygon', 'kafka', 'redis'];
  it.each(
    names.flatMap((name) => [
      [`does intuition support ${name} wallets or a ${name} deployment`, name],
      [`can i use the ${name} sdk or the ${name} api`, name],
    ]),
  )('keeps %j a word of its own in %j', (question, name) => {
    const terms = questionTerms(question);
    expect(terms.map((term) => term.word)).toContain(name);
    // No other word took it as its other choice.
    expect(terms.filter((term) => term.word !== name).flatMap((term) => term.stems)).not.toContain(
      terms.find((term) => term.word === name)!.stems[0],
    );
  });
});

describe('clipped words', () => {
  const clippings = createSearchEngine([
    record(
      '/rs',
      'intuition-rs',
      'Clone the repository; the repositories of the workspace build with cargo.',
    ),
    record(
      '/infra',
      'Infrastructure',
      'The infrastructure runs an indexer; report issues in the repository.',
    ),
    record('/config', 'Configuration', 'The configuration of the contract.'),
    record('/confirm', 'Receipts', 'A confirmation follows each transaction.'),
    record('/confirm2', 'Receipts', 'Wait for one confirmation of the configuration.'),
  ]);
  it.each([
    ['repo', 'repository'], // its plural counted with it, over "report"
    ['repos', 'repository'],
    ['infra', 'infrastructure'],
  ])('reads %j as %j', (clipped, full) => {
    expect(clippedWordOf(clipped, clippings.wordsStartingWith(clipped))).toBe(full);
  });
  it.each([
    ['conf', 'two words of other stems, neither used twice as much (confirmation, configuration)'],
    ['rep', 'fewer than four letters'],
    ['repor', 'no word at least three letters longer'],
    ['Repo', 'written with a capital: a name'],
  ])('reads %j as nothing: %s', (clipped) => {
    expect(clippedWordOf(clipped, clippings.wordsStartingWith(clipped.toLowerCase()))).toBeNull();
  });
});

describe('English words a typed word may be a slip of', () => {
  it.each([
    ['wraping', 'wrapping'], // a doubled letter typed once
    ['kye', 'key'], // two letters swapped, in a word of three
    ['percnt', 'percent'], // a letter left out
    ['lockking', 'locking'], // a letter doubled
  ])('%j may be %j', (typed, meant) => {
    expect(englishSlipsOf(typed)).toContain(meant);
  });
  it.each([
    ['iphone', 'phone'], // never the first letter
    ['binance', 'finance'],
    ['cup', 'coup'], // no letter added to a word of three
    ['paypal', 'papal'], // a letter changed is not a slip
  ])('%j is not %j', (typed, other) => {
    expect(englishSlipsOf(typed)).not.toContain(other);
  });
  it.each([
    ['papar', 'paper'],
    ['liseen', 'listen'],
    ['reqeiring', 'requiring'],
    ['auteenticate', 'authenticate'],
  ])('%j is %j with one letter typed wrong', (typed, meant) => {
    expect(englishWordsOneLetterOff(typed)).toContain(meant);
  });
  it.each([
    ['mask', 'task'], // a word of four letters is not read with a letter changed
    ['bapar', 'paper'], // never the first letter
    ['paper', 'paper'], // the word itself is no slip of it
  ])('%j is not %j with one letter typed wrong', (typed, other) => {
    expect(englishWordsOneLetterOff(typed)).not.toContain(other);
  });
  it('gives only English words, and nothing for a number or a long run of letters', () => {
    expect(englishSlipsOf('wraping').every((word) => /^[a-z]+$/.test(word))).toBe(true);
    expect(englishSlipsOf('2024')).toEqual([]);
    expect(englishSlipsOf('a'.repeat(41))).toEqual([]);
  });
});

describe('the words of a question', () => {
  it.each([
    [
      "I'm building a Next.js dashboard and want to list every claim made about one atom, biggest stakes first",
      ['building', 'dashboard', 'next', 'js'],
      ['list', 'claim', 'atom', 'stakes', 'biggest'],
    ],
    [
      'Before I write the contract integration for my hackathon project this weekend, what chain id does mainnet use?',
      ['hackathon', 'project', 'weekend', 'integration'],
      ['chain', 'id', 'mainnet'],
    ],
    ['What is the minimum deposit?', [], ['minimum', 'deposit']],
    ['My deposit reverts with MultiVault_HasCounterStake, what does that mean', [], ['deposit']],
  ])('tells the context of %j from its need', (question, context, need) => {
    const words = contextWords(question);
    for (const word of context) expect(words).toContain(word);
    for (const word of need) expect(words).not.toContain(word);
  });

  // A failure report's setup is the evidence of its cause: every clause weighs in full, however it is worded.
  const setups = [
    "I'm writing a bot that locks TRUST from a Safe smart account",
    "We're running three replicas behind a load balancer",
    'After upgrading the SDK to 2.x',
  ];
  const failures = [
    'create_lock keeps reverting',
    'every query fails validation',
    'the call reverted',
    'it throws at startup',
    "the assistant can't find anything",
    'the client doesn’t connect',
    'it crashes on boot',
  ];
  it.each(setups.flatMap((setup) => failures.map((failure) => `${setup}. ${failure}, why?`)))(
    'weighs every clause of the failure report %j',
    (question) => {
      expect(contextWords(question).size).toBe(0);
    },
  );
  // A reader who cannot find or see something in the docs is looking for it: nothing of theirs fails.
  const looksFor = [
    "I can't find which block to start indexing from. Where do I get it?",
    "I don't see any env var for the API. Where is the endpoint set?",
    'I cannot find the start block. Where is it written?',
  ];
  it.each(setups.flatMap((setup) => looksFor.map((looking) => `${setup}. ${looking}`)))(
    'still tells the context of %j, whose reader is looking for something',
    (question) => {
      expect(contextWords(question).size).toBeGreaterThan(0);
    },
  );
  it.each(setups.map((setup) => `${setup}. How do I list the atoms of an account?`))(
    'still tells the context of %j from its need when nothing fails',
    (question) => {
      expect(contextWords(question).size).toBeGreaterThan(0);
    },
  );

  it.each([
    ['my deposit reverts with MultiVault_HasCounterStake', ['multivault_hascounterstake', 'hascounterstake']],
    ['How do I call createTripleStatement?', ['createtriplestatement']],
    ['claimRewards fails', ['claimrewards']],
    ['How do I stake on a triple?', []],
    // A product name with capitals at its end is no code name.
    ['What is the GraphQL endpoint for testnet?', []],
    ['what is veTRUST', []],
  ])('finds the code names in %j', (question, names) => {
    expect(identifiersIn(question)).toEqual(names);
  });

  it.each([
    ['how do i lock in trustbonding', ['trustbonding']],
    ['what does createatomfromstring return', ['createatomfromstring']],
    ['what does the docs page return', []],
  ])('finds %j the code names the docs write as code, typed in lower case', (question, names) => {
    const docs = new Set(['trustbonding', 'createatomfromstring']);
    expect(identifiersIn(question, docs)).toEqual(names);
  });

  it('matches a code name to a table label, with or without its contract prefix and parentheses', () => {
    expect(namesIdentifier('MultiVault_HasCounterStake()', identifiersIn('why HasCounterStake'))).toBe(true);
    expect(namesIdentifier('MultiVault_SlippageExceeded()', identifiersIn('why HasCounterStake'))).toBe(
      false,
    );
  });

  // The shape of the value a question asks for, and the text that has it (or not).
  const ADDRESS = '0x6E35cF57A41fA15eA0EaE9C33e751b01A784Fe7e';
  it.each([
    ['What is the MultiVault address on mainnet?', `MultiVault: ${ADDRESS}`, 'the MultiVault contract'],
    ['Which address does MultiVault have on testnet?', `Testnet: ${ADDRESS}`, 'testnet'],
    ['What is the GraphQL endpoint for mainnet?', 'https://mainnet.intuition.sh/v1/graphql', 'mainnet'],
    [
      'How long is an epoch?',
      'Epoch length: 2 weeks (1,209,600 seconds)',
      'Emissions per epoch: 2,884,615 TRUST',
    ],
    ["What's the maximum lock duration?", 'The longest lock is two years.', 'Locks cannot be shortened.'],
    ['How soon can I claim?', 'after one epoch', 'Claim with claimRewards'],
    ['What is the minimum deposit?', '0.01 TRUST', 'a deposit buys shares'],
    // A quantity in words is a quantity: a maximum that is a length of time.
    ["What's the maximum lock time?", 'the longest lock is two years (MAXTIME)', 'a lock of any length'],
    ['What is the session limit?', 'closed after about five minutes', 'sessions expire'],
    // A count in words answers "how many" ("six tools"), and only it: "one" is rarely a count.
    ['how many tools does the MCP server have?', 'These six tools are registered.', 'one tool per call'],
    ['How many curves are registered?', 'two curves: linear and progressive', 'the registered curves'],
    ['how many atoms does a triple link', 'a triple links three atoms', 'a triple links atoms'],
    ['What is the minimum deposit?', '0.01 TRUST', 'two tools for two jobs'],
    // A date, as the docs write one.
    ['When did pinning start requiring an API key?', 'June 1, 2026 · api', 'Pin from a server.'],
    ['since when does pinning need a key', 'the gated service since 2026-06-01', 'a key since v2'],
    ['sdk 2.0.2 release date', 'the production release of 8 December 2025', 'the 2.0.2 release'],
    ['when was the v2 mainnet launched?', 'Nov 2025', 'on mainnet 1155'],
    ['What year did Intuition publish its whitepaper?', 'published in March 2024', 'the whitepaper'],
  ])('reads %j as asking for a value like %j, not %j', (question, has, hasNot) => {
    const shape = answerShape(question)!;
    expect(shape.test(has)).toBe(true);
    expect(shape.test(hasNot)).toBe(false);
  });

  // A constant's name is read as its words: a size, a maximum, a fee or a limit asks for a quantity.
  it.each(
    ['MAX_BATCH_SIZE', 'MAX_LOCK_TIME', 'ENTRY_FEE', 'MIN_DEPOSIT', 'RATE_LIMIT'].flatMap((name) => [
      [`what is the exact ${name} value for createAtoms`],
      [`${name}?`],
    ]),
  )('reads %j as asking for a value', (question) => {
    const shape = answerShape(question)!;
    expect(shape).not.toBeNull();
    expect(shape.test('250')).toBe(true);
  });

  it.each([
    ['Which environment variable tells the indexer which MultiVault address to index?'],
    ['What setting holds the contract address?'],
    ['Which endpoint flag picks the network?'],
  ])('reads %j as asking for a name, not an address or a URL', (question) => {
    const shape = answerShape(question);
    expect(shape?.test(ADDRESS) ?? false).toBe(false);
    expect(shape?.test('https://mainnet.intuition.sh/v1/graphql') ?? false).toBe(false);
  });

  it.each([
    ['Which env var tells the indexer which contract to index?'],
    ['what environment variable sets the GraphQL URL of the MCP server'],
  ])('reads %j as asking for an environment variable', (question) => {
    const shape = answerShape(question)!;
    expect(shape.test('INTUITION_GRAPHQL_URL')).toBe(true);
    expect(shape.test('https://mainnet.intuition.sh/v1/graphql')).toBe(false);
  });

  it.each([
    ['whats the minimum deposit', "what's the minimum deposit"],
    ['it doesnt work', "it doesn't work"],
    ['I cant redeem', "I can't redeem"],
    ['the docs explain whatsoever', 'the docs explain whatsoever'],
  ])('puts the apostrophe back in %j', (text, expected) => {
    expect(withApostrophes(text)).toBe(expected);
  });
});

describe("a pasted error's kind", () => {
  it.each([
    ['TypeError: fetch failed', ['typeerror']],
    ['Error: WaitForTransactionReceiptTimeoutError: Timed out', ['waitfortransactionreceipttimeouterror']],
    // Every name it quotes: only those the docs lack are set aside.
    [
      'error TS2305: Module "@0xintuition/sdk" has no exported member "Multivault"',
      ['ts2305', '0xintuition', 'sdk', 'multivault'],
    ],
    ['npm ERR! code ERR_PNPM_FETCH_404', ['err', 'err_pnpm_fetch_404']],
    ['connect ECONNREFUSED 127.0.0.1:8080', ['econnrefused']],
    ["field 'atom_by_pk' not found in type: 'query_root'", ['atom_by_pk', 'query_root']],
    // A quoted name is the error's subject when the error does not say it is missing.
    ["deposit on 'MultiVault' reverts", []],
    ['What does the Error column of the table mean?', []],
    ['How do I handle errors from TrustBonding?', []],
  ])('reads %j as an error of the kind %j', (question, words) => {
    expect([...errorKindWords(question)].sort()).toEqual([...words].sort());
  });
});

describe('the thing a "what is" question asks about', () => {
  it.each([
    ['What is a triple?', 'triple'],
    ['What does MultiVault_HasCounterStake mean?', 'MultiVault_HasCounterStake'],
    // What a function returns is what it is: "getAtomCost() is atomCreationProtocolFee + minShare".
    ['What does getAtomCost() return in MultiVault?', 'getAtomCost()'],
    ['what does createAtomFromString resolve to', 'createAtomFromString'],
    // How a thing is worked out is what it is.
    ['How is getAtomCost() computed in the v2 contracts?', 'getAtomCost()'],
    ['how is a triple id derived', 'triple id'],
    // Two names, or a value asked for: no single thing to define.
    ['What does TrustBonding getUserRewardsForEpoch return?', null],
    ['What are the parameters of MultiVault.createTriples?', null],
    ['What is the exit fee?', null],
  ])('reads %j as asking about %j', (question, subject) => {
    expect(definedSubject(question)).toBe(subject);
  });
});

describe('comparisons and what a question asks for', () => {
  it.each([
    [
      'LinearCurve vs OffsetProgressiveCurve: how do they price shares?',
      ['LinearCurve', 'OffsetProgressiveCurve'],
    ],
    [
      'Intuition MCP Server vs. Agent Skills — when do I use which?',
      ['Intuition MCP Server', 'Agent Skills'],
    ],
    ['MCP Server or Agent Skills: which one for what?', ['MCP Server', 'Agent Skills']],
    [
      '@0xintuition/sdk or @0xintuition/protocol, which should I install?',
      ['@0xintuition/sdk', '@0xintuition/protocol'],
    ],
    ['difference between v1 and v2 atom ids', ['v1', 'v2 atom ids']],
    ['How does v1 differ from v2 in deposits and ids?', ['v1', 'v2']],
    ['curve 1 compared to curve 2 for votes', ['curve 1', 'curve 2']],
    ['Which is better, curve 1 or curve 2?', ['curve 1', 'curve 2']],
    ['Does reading from the endpoint require an API key or an auth header?', null],
    ['Can I deposit TRUST or ETH?', null],
    ['What is a triple?', null],
  ])('reads the sides of %j as %j', (question, sides) => {
    expect(comparedSides(question)).toEqual(sides);
  });

  it.each([
    ['Which firm audited the v2 contracts?', ['firm', 'audited']],
    ['Which environment variable holds the address?', ['environment', 'variable']],
    ['How do I deposit?', []],
  ])('reads the asked phrase of %j as %j', (question, phrase) => {
    expect(askedPhrase(question)).toEqual(phrase);
  });

  // SCOWL's two most common size classes are everyday English; a rarer English word names a thing.
  it.each([
    ['perform', true],
    ['scrolling', true],
    ['keyword', true],
    ['payouts', false],
    ['paymaster', false],
    ['sourdough', false],
    ['kafka', false],
  ])('%j is everyday English: %s', (word, everyday) => {
    expect(isEverydayWord(word)).toBe(everyday);
  });
});

describe('what reference docs never hold', () => {
  it.each([
    ["what's the trust value right now"],
    ['TRUST price today'],
    ["what is TRUST's value in dollars"],
    ['will trust be listed on coinbase'],
    ['what is the circulating supply of TRUST'],
    ['when is intuition v3 coming out'],
    ['when will the new sdk ship'],
    ['how many monthly active users does the portal have'],
    ['whats the portal MAU'],
    ['where are the terms of service for the portal'],
    ['does intuition have a privacy policy'],
    ['who founded intuition'],
    ['Is Intuition hiring Rust engineers right now?'],
    ['do i have to pay taxes on TRUST emissions'],
    ['How many atoms exist on mainnet as of today?'],
    ['What APY are people actually earning right now for locking TRUST?'],
    ['trustbonding apy today'],
  ])('%j asks for the market, the future, live use, the organisation, taxes or legal terms', (question) => {
    expect(asksWhatDocsNeverHold(question)).toBe(true);
  });
  // The organisation and its programs, app stores, taxes and live figures, each asked in three ways.
  const asked = (subject: string) => [
    `does intuition have ${subject}`,
    `Is there ${subject} for builders on Intuition?`,
    `${subject} intuition`,
  ];
  it.each(
    [
      'a grants program',
      'a bug bounty',
      'a bounty program',
      'an ambassador program',
      'a referral program',
      'investors',
      'job openings',
      'a portal app on the ios app store',
      'a google play app',
    ].flatMap((subject) => asked(subject).map((question) => [question])),
  )('%j asks about the organisation, its programs or app stores', (question) => {
    expect(asksWhatDocsNeverHold(question)).toBe(true);
  });
  // The token's market, asked with the token and a market word in any order and any tense (generated).
  const tokens = ['TRUST', '$TRUST', 'one TRUST', 'the TRUST token', 'the Intuition token', "TRUST's"];
  const marketAsks = [
    (token: string) => `What will ${token} be worth at the end of 2027?`,
    (token: string) => `What price will ${token} reach next year?`,
    (token: string) => `how much is ${token} worth`,
    (token: string) => `${token} price prediction`,
    (token: string) => `Is ${token} going to pump after mainnet?`,
    (token: string) => `what valuation does ${token} have`,
  ];
  it.each(tokens.flatMap((token) => marketAsks.map((ask) => [ask(token)])))(
    '%j asks for the token market (generated)',
    (question) => expect(asksWhatDocsNeverHold(question)).toBe(true),
  );
  it.each([
    // What the protocol prices in TRUST: the docs give it.
    ['how much TRUST is one share worth'],
    ['What price does a vault share reach after a 10 TRUST deposit?'],
    ['is my locked TRUST worth more veTRUST if I lock longer'],
    ['how much TRUST does creating an atom cost'],
    ['what are my TrustBonding rewards worth'],
    ['how is the price of a triple vault computed in TRUST'],
    // The testnet token and a word that only looks like the token.
    ['what is tTRUST and where do I get it'],
    ['is TrustBonding worth using for a small app'],
  ])('%j asks what the docs describe, not the market', (question) => {
    expect(asksWhatDocsNeverHold(question)).toBe(false);
  });
  it.each([
    // The TRUST a call sends is msg.value, not the token's market value.
    ['does the sdk deposit() helper actually send the TRUST value'],
    ['which function forwards the TRUST value to the vault'],
    ['do i pass the trust value with createAtoms'],
    ['what is the share price of a vault'],
    ['I can see ProtocolFeeAccrued events coming out of MultiVault, how do I sum them'],
    ['when is the deposit event emitted'],
    ['how many users can hold shares in one vault'],
    ['which terms of a triple can be atoms'],
    ['How many shares does an account hold right now?'], // a live read the docs show how to make
    ['Which role grants the right to pause MultiVault?'],
    ['How is the system APY computed?'],
    ['who owns an atom wallet before it is claimed'],
    ['how does the protocol fee reach the treasury'],
  ])('%j asks what the docs describe', (question) => {
    expect(asksWhatDocsNeverHold(question)).toBe(false);
  });
});

describe('a question that asks to have things of a kind listed (listedKind, listingTable)', () => {
  // Each kind in the phrasings readers use: "which …", "what …", "list the …", a terse query ending in the plural.
  const kinds: [string, string, string][] = [
    ['tools', 'tool', 'the intuition mcp server'],
    ['variables', 'variabl', 'the intuition-rs consumer'],
    ['events', 'event', 'multivault'],
    ['errors', 'error', 'trustbonding'],
    ['hooks', 'hook', 'the react package'],
    ['contracts', 'contract', 'the v2 deployment'],
  ];
  const phrasings = [
    (plural: string, owner: string) => `which ${plural} does ${owner} have?`,
    (plural: string, owner: string) => `What ${plural} are in ${owner}`,
    (plural: string, owner: string) => `list the ${plural} of ${owner}`,
    (plural: string, owner: string) => `${owner} ${plural}`,
  ];
  it.each(kinds.flatMap(([plural, stem, owner]) => phrasings.map((ask) => [ask(plural, owner), stem])))(
    'reads %j as asking for a list of %j (generated)',
    (question, stem) => {
      expect(listedKind(question)).toBe(stem);
    },
  );

  it.each([
    // A count, a comparison, a story's verb, a quantity, one thing, a yes-or-no word order.
    'how many tools does the mcp server have',
    'v1 vs v2 atom ids',
    'I list atoms newest first with limit and offset, why do rows repeat',
    'can i redeem all their shares at once',
    'what is the tool for searching atoms',
    'how do fees work',
    // The parts of another thing (its arguments, fields, values, ids) are that thing's: no listing answers them.
    'what arguments does deposit take',
    'which fields does trustBondingGetUserInfo return',
    'what values can approvalType take',
    'which chain ids do mainnet and testnet use',
    'expo app env options',
  ])('does not read %j as asking for a list', (question) => {
    expect(listedKind(question)).toBeNull();
  });

  const row = (...cells: string[]): SectionPart => ({
    text: cells.join(CELL_SEPARATOR),
    code: false,
    row: true,
  });
  const prose = (text: string): SectionPart => ({ text, code: false });
  const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`name_${i}`, `what ${i} does`));
  it.each([
    ['its first column names the kind', [prose('Intro.'), row('Tool', 'Returns'), ...rows(4)], 'Setup', true],
    [
      'the block before it names the kind',
      [prose('The tools you will call:'), row('Name', 'Returns'), ...rows(4)],
      'Setup',
      true,
    ],
    [
      'the heading names the kind and the rows are names',
      [row('Name', 'Returns'), ...rows(4)],
      'The tools',
      true,
    ],
    [
      'the heading names the kind but the rows are sentences',
      [
        row('Name', 'Intuition MCP Server'),
        row('What it is', 'a server'),
        row('Who uses it', 'an app'),
        row('Reads or writes', 'reads'),
      ],
      'Two tools for two jobs',
      false,
    ],
    ['nothing names the kind', [prose('Intro.'), row('Name', 'Returns'), ...rows(4)], 'Setup', false],
    ['it has fewer than three rows', [row('Tool', 'Returns'), ...rows(2)], 'The tools', false],
  ] as [string, SectionPart[], string, boolean][])(
    'a table lists tools when %s',
    (_, parts, heading, lists) => {
      expect(listingTable(parts, heading, 'tool') !== null).toBe(lists);
    },
  );

  it.each([
    ['mcp', true],
    ['expo', true],
    ['server', true],
    ['tools', true],
    ['expose', false],
    ['pass', false],
    ['register', false],
  ])('the lexicon reads %j as naming a thing: %s', (word, names) => {
    expect(mayNameThing(word)).toBe(names);
  });
});

describe('the noun a "how many" question counts (countedNoun)', () => {
  it.each([
    ['how many queries ship in @0xintuition/graphql', 'quer'],
    ['How many operations does the package bundle?', 'operation'],
    ['how many of the tools are read only', 'tool'],
    ['how many epochs until emissions drop', 'epoch'],
    ['how many atoms does a triple link', 'atom'],
  ])('%j counts %j, which both its singular and plural begin with', (question, start) => {
    expect(countedNoun(question)).toBe(start);
  });

  it.each(['what is the atom cost', 'how much does an atom cost', 'how many'])(
    '%j counts nothing',
    (question) => {
      expect(countedNoun(question)).toBeNull();
    },
  );
});

describe('a field path quoted in a question is a name (pathNames)', () => {
  it.each([
    ['term.vaults comes back empty', ['term.vaults']],
    ['why is atom.term.total_assets zero', ['atom.term.total_assets']],
    ['OffsetProgressiveCurve.initialize(name, ?, ?) order', ['offsetprogressivecurve.initialize']],
    ['vault.current_share_price is null', ['vault.current_share_price']],
    // A file or a host is the name of one thing too.
    ['put it in schema.json first', ['schema.json']],
    ['see docs.intuition.systems for more', ['docs.intuition.systems']],
  ])('%j names %j', (question, names) => {
    expect(pathNames(question)).toEqual(names);
  });

  it.each(['building a next.js app', 'e.g. a node.js script', 'use v1.5 or v2.0', 'is atom.id a string'])(
    '%j names no field path',
    (question) => {
      expect(pathNames(question).filter((name) => !name.includes('/'))).toEqual([]);
    },
  );
});

describe('words typed apart that the docs write as one name (closedNamesIn)', () => {
  const codeNames = new Set([
    'linearcurve',
    'offsetprogressivecurve',
    'progressivecurve',
    'atomwarden',
    'claimrewards',
  ]);
  it.each([
    [
      'linear curve vs offset progressive curve',
      { linear: ['linearcurv'], curve: ['linearcurv', 'offsetprogressivecurv'] },
    ],
    // The longest run is the name: "progressive curve" inside "offset progressive curve" is not ProgressiveCurve.
    [
      'Offset Progressive Curve slope',
      { offset: ['offsetprogressivecurv'], progressive: ['offsetprogressivecurv'] },
    ],
    ['who owns the wallet, the atom warden?', { atom: ['atomwarden'], warden: ['atomwarden'] }],
    ['how do i claim rewards', { claim: ['claimreward'], rewards: ['claimreward'] }],
  ])('%j', (text, expected) => {
    const names = closedNamesIn(text, codeNames);
    for (const [word, stems] of Object.entries(expected)) expect(names.get(word)).toEqual(stems);
  });

  it.each([
    'the bonding curve of a vault',
    'linear, curve',
    'a linearly curved line',
    'atom',
    'claim. rewards',
  ])('%j types no docs name apart', (text) => {
    expect(closedNamesIn(text, codeNames).size).toBe(0);
  });
});

describe('a question asking how to do something', () => {
  const asks = [
    'How do I wrap TRUST into WTRUST?',
    'can i deposit on two curves at once',
    'Where do I find the MultiVault address?',
  ];
  // The same asks after a story or a pasted error, in each way a sentence ends.
  const stories = [
    'wrappedTrustDeposit wraps nothing.',
    'My deposit reverts!',
    'It worked on testnet?',
    'Error: Failed to pin:',
  ];
  it.each(asks.flatMap((ask) => stories.map((story) => [`${story} ${ask}`])))(
    'reads %j as a how-to',
    (question) => {
      expect(asksHowTo(question)).toBe(true);
      expect(HOW_TO_FIRST.test(question)).toBe(false);
    },
  );
  it.each(asks.map((ask) => [ask]))('reads %j as opening with a how-to', (question) => {
    expect(HOW_TO_FIRST.test(question)).toBe(true);
  });
  // The same asks after a lead-in and a comma: where, with what, or when.
  const leadIns = ['In GraphQL,', 'With @0xintuition/sdk,', 'On testnet,', 'Once the atom exists,'];
  it.each(asks.flatMap((ask) => leadIns.map((lead) => [`${lead} ${ask[0]!.toLowerCase()}${ask.slice(1)}`])))(
    'reads %j, asked after a lead-in, as a how-to',
    (question) => {
      expect(asksHowTo(question)).toBe(true);
    },
  );
  it.each([
    ['Explain how do-while loops differ'], // not at a sentence's start
    ['What does somehow do in the SDK?'],
    ['The docs say how to deposit, but what is the fee?'],
    ['In GraphQL, what is a term?'],
    ['If a deposit fails, is the fee refunded?'],
  ])('does not read %j as a how-to', (question) => {
    expect(asksHowTo(question)).toBe(false);
  });
});

describe('a noun for the event of a verb (verbOfEventNoun)', () => {
  const every = () => true;
  // One noun for each ending English makes an event noun with, read as its verb.
  it.each([
    ['expiry', 'expire'],
    ['delivery', 'deliver'],
    ['failure', 'fail'],
    ['closure', 'close'],
    ['approval', 'approve'],
    ['withdrawal', 'withdraw'],
    ['payment', 'pay'],
    ['deployment', 'deploy'],
    ['creation', 'create'],
    ['completion', 'complete'],
    ['selection', 'select'],
    ['expiration', 'expire'],
    ['validation', 'validate'],
    ['acceptance', 'accept'],
    ['Expiry', 'expire'],
  ])('reads %j as the event of %j', (noun, verb) => {
    expect(verbOfEventNoun(noun, every)).toBe(verb);
  });
  // Nouns that are no verb's event, words that are verbs too, and names that are no English word.
  it.each([
    ['optimism'],
    ['history'],
    ['deadline'],
    ['session'],
    ['signal'],
    ['entry'],
    ['company'],
    ['binance'],
    ['solana'],
    ['deposit'],
  ])('reads %j as no verb', (word) => {
    expect(verbOfEventNoun(word, every)).toBeNull();
  });
  it('reads a noun as a verb only when the docs write that verb', () => {
    expect(verbOfEventNoun('expiry', (verb) => verb !== 'expire')).toBeNull();
    expect(verbOfEventNoun('failure', (verb) => verb === 'fail')).toBe('fail');
  });
});

describe('the versions a text writes and a question names (lib/search/versions)', () => {
  it.each([
    ['v1.5 vs v2.0', ['1.5', '2'], [['1.5'], ['2', 'vs 2']]],
    ['@0xintuition/sdk 2.1 release date', ['2.1'], [['2.1']]],
    ['graphql 0.6.x, later 2.x', ['0.6', '2'], [['0.6']]],
    ['version 2.0.2 of the package', ['2.0.2'], [['2.0.2']]],
    ['an entry fee of 0.5% and 1.5 TRUST', ['0.5', '1.5'], []],
    ['the /v1/graphql path', ['1'], [['1']]],
    [
      'the extension uses Manifest V3, tagged manifest-v3.',
      ['manifest 3'],
      [
        ['3', 'manifest 3'],
        ['3', 'manifest 3'],
      ],
    ],
    [
      'The v2 contracts, on v1.5',
      ['2', '1.5'],
      [
        ['2', 'the 2'],
        ['1.5', 'on 1.5'],
      ],
    ],
    ['the MultiVault contract 3.0 and MultiVault 2.1', ['3', '2.1'], [['3'], ['2.1']]],
    ['no version here, 10,000 or 1155', [], []],
    ['Is 0.37 TRUST enough? Deposit 2.5 TRUST', ['0.37', '2.5'], []],
  ])('%j: written %j, asked %j', (text, written, asked) => {
    expect([...versionsIn(text)]).toEqual(written);
    expect(versionsAsked(text)).toEqual(asked);
  });
  it.each([
    ['intuition protocol v3', true],
    ['manifest v3', false],
    ['sdk 2.1', true],
    ['sdk 2.0.2', false],
    ['v2.0 contracts', false],
  ])(
    'in docs writing "Manifest V3", "v2" and "2.0.2", %j names a version they never write: %s',
    (text, unwritten) => {
      expect(
        namesVersionUnwritten(text, () => versionsIn('Manifest V3 extensions; the v2 contracts; sdk 2.0.2')),
      ).toBe(unwritten);
    },
  );
});
