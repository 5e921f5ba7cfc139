/**
 * How questions are read before they are searched: the words that only say that something is being asked
 * ("how do I", "what is", "can you explain") are dropped, and each remaining word is reduced to its Porter2 stem
 * (the stemmer search uses, ../search/forms) so that its forms match (paginate, paginating, pagination → pagin).
 * Shared by retrieval (./retrieve), the local
 * answerer (./local-provider) and the dashboard's topics (./question-topics).
 */
import { QUESTION_PHRASES, QUESTION_SYNONYMS, rewritePhrases, synonymsOf } from '../search/synonyms';
import { normalizeTerm, queryTerms, tokenize } from '../search/text';
import { trimTrailing } from '../server/trim';
import { escapeRegExp } from '../escape-regexp';
import { stemOf } from '../search/forms';
import { commonWords, isFiniteVerbFirst, isPastParticiple } from '../search/english';
import { nounLemma } from '../search/lemmas';

/** Openings that say a question is being asked, not what about. */
const QUESTION_OPENINGS =
  /\b(how (do|does|can|could|should|would) (i|we|you|one)|how to|how (big|large|high|small) (is|are)|what (is|are|was|were|does|do)|what's|whats|where (is|are|do|can) (i|we)?|which (one|is|are)?|why (is|are|does|do|did)|is there (a|an|any)? ?way to|can (i|we|you)|i (want|need|would like) to|tell me about|(find|figure|work) out|how (do|can|could|would) (i|we|you) (tell|know)|explain|please|what should i check|what do i do)\b/gi;

/** Words that carry no topic in a question (the engine already drops "how", "the", "is"…). */
const QUESTION_WORDS = new Set(
  (
    'can could should would will shall may might must you your me my mine we our us i there this that these those ' +
    'about between explain tell please show give get got need want know use using used difference differ ' +
    'mean means work works way ways do does did done doing go goes back one ones some any thing things ' +
    'something anything possible right best good new it its they them their he she his her him who whom ' +
    'whose which what when where why how vs versus or and than then there here also just only still even really ' +
    'like should choose choice pick better instead without into onto check results result long much many ' +
    'often exactly actually currently available not no up working show happen happens wrong fix see same ' +
    'because too so very was were been being has have had turn idea ideas'
  ).split(' '),
);

/**
 * Irregular forms readers use, read as the word the docs use (paid → pay, sold → sell). A Map, so that a word
 * such as `constructor` or `toString` finds nothing rather than an object's built-in property.
 */
const IRREGULAR_FORMS = new Map<string, string>(
  (
    'paid:pay sold:sell bought:buy sent:send spent:spend lost:lose got:get gotten:get ran:run built:build ' +
    'wrote:write written:write chose:choose chosen:choose held:hold gave:give given:give took:take taken:take ' +
    'found:find kept:keep meant:mean brought:bring told:tell shown:show known:know seen:see began:begin ' +
    'begun:begin made:make went:go gone:go did:do done:do'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * A word without the endings that change its form: its Porter2 stem (creating, created, creates → creat), an
 * irregular form read as its verb first (paid → pay), and short plurals of names (ids → id).
 */
export function wordStem(word: string): string {
  const lower = IRREGULAR_FORMS.get(word.toLowerCase()) ?? word.toLowerCase();
  if (lower.length <= 3) return lower.replace(/^(id|url|api|abi|sdk|fee)s$/, '$1');
  return stemOf(lower);
}

/** Contractions typed without their apostrophe ("whats", "doesnt", "cant"), with it. */
export function withApostrophes(text: string): string {
  return text
    .replace(/\b(what|that|there|where|who|how|it)s\b/gi, "$1's")
    .replace(/\b(do|does|did|is|are|was|were|has|have|had|could|should|would|wo|ca)nt\b/gi, "$1n't");
}

/** Possessives and contractions written out, so that "node's" is "node" and "can't" is "cannot". */
export function withoutContractions(text: string): string {
  return withApostrophes(text)
    .replace(/[‘’]/g, "'")
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\b(can)'t\b/gi, '$1not')
    .replace(/\b(\w+)n't\b/gi, '$1 not')
    .replace(/\b(\w+)'(s|re|ve|ll|d|m)\b/gi, '$1');
}

const QUESTION_WORD_STEMS = new Set([...QUESTION_WORDS].map(wordStem));

/**
 * A word that carries no topic, in any of its forms (happened, showing): the reading drops it as one that only asks
 * ("what", "where"), by itself or by its stem ("wheree").
 */
export function isQuestionWord(word: string): boolean {
  return QUESTION_WORDS.has(word) || (word.length > 4 && QUESTION_WORD_STEMS.has(wordStem(word)));
}

/** The question without its question words: what to search for. */
export function searchableQuestion(question: string): string {
  const readerPhrases = QUESTION_PHRASES.reduce(
    (text, [phrase, replacement]) => text.replace(phrase, replacement),
    withoutContractions(question),
  );
  return rewritePhrases(readerPhrases)
    .replace(QUESTION_OPENINGS, ' ')
    .split(/\s+/)
    .filter((word) => !isQuestionWord(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
    .join(' ')
    .trim();
}

/** One content word of a question and every stem that counts as it (its forms, the site's synonyms). */
export interface QuestionTerm {
  word: string;
  stems: string[];
}

/** QUESTION_SYNONYMS by the stem of their word, so that every form of it counts (disappeared → disappear). */
const QUESTION_SYNONYMS_BY_STEM = new Map(
  Object.entries(QUESTION_SYNONYMS).map(([word, synonyms]) => [wordStem(word), synonyms]),
);

/**
 * QUESTION_SYNONYMS by their word: a Map, so that a word of the question is never read as a property of every
 * object ("constructor", "__proto__").
 */
const QUESTION_SYNONYMS_BY_WORD = new Map(Object.entries(QUESTION_SYNONYMS));

function questionSynonyms(word: string, stem: string): string[] | undefined {
  return QUESTION_SYNONYMS_BY_WORD.get(word) ?? QUESTION_SYNONYMS_BY_STEM.get(stem);
}

/** A question word and every stem that counts as it: its forms and the site's synonyms. */
export function questionTerm(word: string): QuestionTerm {
  const stem = wordStem(word);
  // A question synonym replaces the engine's group ("claim" rewards is not a claim, i.e. a triple).
  const alternatives = [word, ...(questionSynonyms(word, stem) ?? synonymsOf(word))];
  return { word, stems: [...new Set(alternatives.flatMap((w) => w.split(' ')).map(wordStem))] };
}

export function questionTerms(question: string): QuestionTerm[] {
  const terms: QuestionTerm[] = [];
  const seen = new Set<string>();
  for (const word of queryTerms(searchableQuestion(question))) {
    if (isQuestionWord(word) || word.length < 2) continue;
    for (const part of word.includes(' ') ? word.split(' ') : [word]) {
      const stem = wordStem(part);
      if (seen.has(stem)) continue;
      seen.add(stem);
      terms.push(questionTerm(part));
    }
  }
  return withTimeExtremes(question, withAlternativesMerged(question, terms));
}

/** "max lock duration", "minimum lock time": the extreme of a length of time. */
const TIME_EXTREME =
  /\b(max(?:imum)?|min(?:imum)?)(?:[\s-]+[a-z]+)?[\s-]+(?:durations?|times?|lengths?|periods?)\b/i;

/**
 * The maximum of a length of time is its longest, the minimum its shortest, as the docs write them ("the longest
 * lock is two years"): "max lock duration" also counts "longest".
 */
export function withTimeExtremes(question: string, terms: QuestionTerm[]): QuestionTerm[] {
  const extreme = TIME_EXTREME.exec(question)?.[1]?.toLowerCase();
  if (!extreme) return terms;
  const stem = wordStem(extreme.startsWith('max') ? 'longest' : 'shortest');
  return terms.map((term) =>
    term.word === extreme ? { word: term.word, stems: [...new Set([...term.stems, stem])] } : term,
  );
}

/**
 * The measure a "how long …" question asks for is one of its words: the docs write it as a length or a duration
 * ("Epoch length | 2 weeks", "lock duration"), words the question leaves out.
 */
export function withAskedMeasure(question: string, terms: QuestionTerm[]): QuestionTerm[] {
  // A word for a length of time the question writes is met by one ("the longest lock is two years" gives the
  // "longest lock period"); the length a "how long" asks for, by the words the docs name it with.
  // "The longest I can lock for" asks for a length of time as "how long" does, when no word names one.
  const namesLength = terms.some((term) => DURATION_NOUN.test(term.word));
  const typed = terms.map((term) =>
    DURATION_NOUN.test(term.word) || (!namesLength && TIME_SUPERLATIVE.test(term.word))
      ? { word: term.word, stems: [...term.stems, DURATION_STEM] }
      : term,
  );
  if (!/\bhow long\b/i.test(question)) return typed;
  const stems = ['length', 'duration', 'long'].map(wordStem);
  if (typed.some((term) => term.stems.some((stem) => stems.includes(stem)))) return typed;
  return [...typed, { word: 'length', stems }];
}

/**
 * A word of a block that holds a length of time ("two years", "5 minutes"), beside its own words: a question's word
 * for a length of time ("period", "timeout") names what such a block gives, though the block rarely writes it.
 */
export const DURATION_STEM = '#duration';
/** The extremes of a length of time. */
const TIME_SUPERLATIVE = /^(?:longest|shortest)$/i;
/** Words that name a length of time without giving one. */
const DURATION_NOUN = /^(?:periods?|durations?|lengths?|intervals?|delays?|timeouts?|lifetimes?)$/i;

/** Whether a text writes a length of time ("two years", "1,209,600 seconds", "a week"). */
export const writesDuration = (text: string) => DURATION.test(text);

/** Says who is asking or what for, not what is asked: "I'm building a dashboard", "for my hackathon project". */
const CONTEXT_CLAUSE =
  /^(?:(?:so|and|but|well|hi|hey|ok|okay)\s+)?(?:i'?m|i am|i've|i have|we'?re|we are|we have|we've|before|after|while|for (?:my|our|a)|in (?:my|our))\b/i;
const TIME_PHRASES = /\b(right now|at the moment|these days|this (week|weekend|morning|month))\b/gi;
const ASKS =
  /\b(how|what|which|where|when|why|who|can|could|should|is there|are there|do i|does|tell me|show me)\b|\?/i;

/** Whether a word is one a question asks with ("what", "how", "can"), by ASKS. */
export const isAskingWord = (word: string) => /^[a-z]+$/i.test(word) && ASKS.test(word);

/**
 * A question that reports a failure ("create_lock keeps reverting", "every query fails", "it throws"): its setup
 * ("from a Safe smart account", "after upgrading") is the evidence of the cause, not who asks. A reader who
 * "can't find" or "doesn't see" something is looking for it, not reporting a failure.
 */
const REPORTS_FAILURE =
  /\b(revert(s|ed|ing)?|fail(s|ed|ing)?|errors?|throws?|threw|broken|crash(es|ed|ing)?|(?<!\bi )(doesn't|does not|won't|can't|cannot) (work|find|see|load|connect))\b/i;

/**
 * The words of a question's context clauses ("I'm building a Next.js dashboard", "for our team"), lower case: they
 * say who asks, and weigh less than the words that name the need. Only in questions of several clauses, and never
 * in a report of a failure, whose every clause may hold its cause.
 */
export function contextWords(question: string): Set<string> {
  if (REPORTS_FAILURE.test(question.replace(/[‘’]/g, "'"))) return new Set();
  // Spaces collapsed first, so that the split's pattern repeats nothing and stays linear in the question.
  const clauses = question
    .replace(/[‘’]/g, "'")
    .split(/\s/)
    .filter(Boolean)
    .join(' ')
    .split(
      /[,.;:!?…] | (?:and|but|so) (?=(?:right now|now|then|also|i|we|my|our|want|need|would like|try|am trying)\b)/i,
    )
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length < 2) return new Set();
  const need = new Set<string>();
  const context = new Set<string>();
  for (const clause of clauses) {
    // "right now", "this weekend" say when, not what.
    for (const word of queryTerms(clause.match(TIME_PHRASES)?.join(' ') ?? '')) context.add(word);
    const words = queryTerms(clause.replace(TIME_PHRASES, ' '));
    const isContext = CONTEXT_CLAUSE.test(clause.replace(TIME_PHRASES, ' ').trim()) && !ASKS.test(clause);
    for (const word of words) (isContext ? context : need).add(word);
  }
  return new Set([...context].filter((word) => !need.has(word)));
}

/**
 * The kind of an error as a tool prints it ("TypeError:", "WaitForTransactionReceiptTimeoutError", "error TS2305",
 * "npm ERR!", "ECONNREFUSED"): a class of error or a code, not what the error is about.
 */
const ERROR_KIND = /^(?:[A-Z][A-Za-z0-9]*(?:Error|Exception)|TS\d{4}|E[A-Z]{4,}|ERR(?:_[A-Z0-9_]+)?)$/;
/** An error saying that a name it quotes does not exist ("field 'atom_by_pk' not found", "no exported member"). */
const SAYS_MISSING =
  /\b(not found|not defined|(?:does not|doesn't|did not|didn't) exist|no exported member|is not a function|(?:cannot|can't|could not|couldn't) (?:find|resolve)|unknown (?:field|function|column|argument|property|type))\b/i;
/** A name quoted in the question ('atom_by_pk', "Multivault", `foo`). */
const QUOTED_NAME = /(['"`])([\w.$@/-]+)\1/g;

/**
 * The words of a pasted error message that say what kind of error it is, not what it is about, lower case: the
 * error's class or code ("TypeError", "TS2305") and, in an error that says a name does not exist, the names it
 * quotes: the docs need not know a name to answer why it is missing. They weigh as context words do.
 */
export function errorKindWords(question: string): Set<string> {
  const words = (question.match(/[\w$]+/g) ?? []).filter((word) => ERROR_KIND.test(word));
  if (SAYS_MISSING.test(question)) {
    for (const [, , name] of question.matchAll(QUOTED_NAME)) words.push(...(name!.match(/[\w$]+/g) ?? []));
  }
  return new Set(words.map((word) => word.toLowerCase()));
}

/** The word wherever the question has it whole, in any case. */
export const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'giu');

function writtenTwice(question: string, word: string): boolean {
  return [...question.matchAll(wordPattern(word))].length > 1;
}

/**
 * "stdio or Streamable HTTP", "SDK or protocol package", "a bigint or a tuple": the words on either side of "or"
 * (an article aside) are one choice, so a section about either one covers that part of the question.
 */
function withAlternativesMerged(question: string, terms: QuestionTerm[]): QuestionTerm[] {
  const merged = [...terms];
  for (const [, a, b] of withoutContractions(question).matchAll(
    /(?<![\p{L}\p{N}_-])([\p{L}\p{N}_-]+)\s+or\s+(?:(?:an?|the)\s+)?([\p{L}\p{N}_-]+)/giu,
  )) {
    const i = merged.findIndex((term) => term.word === a!.toLowerCase());
    const j = merged.findIndex((term) => term.word === b!.toLowerCase());
    if (i < 0 || j < 0 || i === j) continue;
    // A name written on both sides ("solana wallets or a solana deployment") is common to the two choices, not
    // one of them; a common word ("via graphql or via the contract") says nothing of them.
    if ([a!, b!].some((word) => !commonWords().has(word.toLowerCase()) && writtenTwice(question, word)))
      continue;
    merged[i] = { word: merged[i]!.word, stems: [...new Set([...merged[i]!.stems, ...merged[j]!.stems])] };
    merged.splice(j, 1);
  }
  return merged;
}

/**
 * The names a text writes with hyphens (create-intuition-app, intuition-rs, erc-20), lower case: each is also one
 * word of the text, as rare as the name, beside its parts (create, intuition, app), which are common.
 */
export const namesWithHyphens = (text: string): string[] => text.toLowerCase().match(HYPHENATED_NAME) ?? [];

const HYPHENATED_NAME = /(?<![\p{L}\p{N}_.-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}_-])/gu;

/**
 * The stems of a text's words. A function or field name also gives its camelCase and snake_case parts
 * (getTripleDetails: get, triple, details), and a name with a prefix before an underscore gives what follows it, so
 * `MultiVault_RedeemerNotApproved` counts as RedeemerNotApproved, the name readers quote.
 */
export function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of tokenize(text, false)) {
    // A function or field name (getTripleDetails, term_id) also gives its parts; a contract or type name
    // (TrustBonding, MultiVault) stays one word.
    for (const part of /^[a-z][a-z0-9]*[A-Z_]/.test(token) ? tokenize(token) : [token]) {
      const word = normalizeTerm(part);
      if (word === null) continue;
      stems.add(wordStem(word));
      if (/^[^_]+_[^_]+$/.test(word)) stems.add(wordStem(word.split('_')[1]!));
    }
  }
  return stems;
}

/**
 * The question with single spaces and without the question marks and spaces at its end, for the expressions
 * below: written for single spaces, they have one way to match (with `\s+` and `\s*\??\s*$` around a lazy
 * group, a 500-character question of spaces took 200 ms).
 */
const questionBody = (question: string) =>
  trimTrailing(question.replace(/\s+/g, ' ').trim(), (character) => character === '?' || character === ' ');

/** "What is the minimum deposit?", "How long is an epoch?": the thing asked about, before "of", "when"… */
const SUBJECT =
  /^(?:what(?:'s| is| are)|how (?:much|long|many|big|large) (?:is|are|does|do)|which) (?:the |an? )?(.+?)(?: (?:of|for|on|in|when|if|to|does|do|that|with)\b.*)?$/i;

/** The stems of the question's subject, or null when it is not a "what is X" kind of question. */
export function questionSubject(question: string): Set<string> | null {
  const subject = SUBJECT.exec(questionBody(question))?.[1];
  if (!subject) return null;
  const stems = stemsOf(subject);
  return stems.size > 0 && stems.size <= 4 ? stems : null;
}

/**
 * "What is the X (and the Y) of …" (not "how long do sessions last"): the names of the values asked for, which end
 * where a clause begins ("the fee threshold before entry and exit fees get charged": the fee threshold), also one
 * whose "that" is left out, which begins with a determiner ("the default port the MCP server runs on": the port).
 */
const VALUE_SUBJECT =
  /^(?:what(?:'s| is| are)|which (?:is|are)) (?:the |an? )?(.+?)(?: (?:of|for|on|in|at|when|if|to|that|with|before|after|until|once|while|than|by|from|per|during|so|because|gets?|got|is|are|was|were|do|does|did|can|could|will|would|should|must)\b.*|(?<!\b(?:and|or)) (?:the|an?|my|your|our|their|its|this|these|those)\b.*)?$/i;

/**
 * Words that name what kind of value is asked ("maximum", "limit", "default", "average"), not what it is a value
 * of: the docs write the value with other words for its kind ("the longest lock is two years").
 */
const VALUE_KIND =
  /^(?:min(?:imum)?|max(?:imum)?|limits?|sizes?|versions?|rates?|fees?|costs?|prices?|ports?|ids?|defaults?|average|total|current|longest|shortest|numbers?|amounts?|lengths?|durations?|times?|periods?|values?|percentages?|fractions?)$/i;

/**
 * For a question asking for numbers or lengths of time by their names ("What is the block time and the block gas
 * limit on mainnet?"), the words of each name of two words or more that say what it is a value of ("block",
 * "gas"); else null. A section that lacks one of them does not give that value.
 */
export function valueOwnerWords(question: string): QuestionTerm[] | null {
  const shape = answerShape(question);
  // A constant asked for by its name ("how many fit in MAX_BATCH_SIZE") is given only where the docs write it with
  // a value: a passage that names it without one does not say how much it is.
  const constants = shape === QUANTITY || shape === COUNT ? (question.match(CONSTANT_NAME) ?? []) : [];
  if (constants.length > 0) return constants.flatMap((name) => questionTerms(name));
  if (shape !== QUANTITY && shape !== DURATION) return null;
  const names = VALUE_SUBJECT.exec(questionBody(question))?.[1]?.split(/ and (?:the |an? )?/i) ?? [];
  const owners = names.flatMap((name) => {
    const terms = questionTerms(name);
    // A participle after the name says what is done to the value ("the longest lock period allowed"), and a verb
    // with its subject ("… TrustBonding allows") a clause about it, not whose value it is.
    while (
      terms.length > 1 &&
      (isPastParticiple(terms.at(-1)!.word) || isFiniteVerbFirst(terms.at(-1)!.word))
    )
      terms.pop();
    const own = terms.filter((term) => !VALUE_KIND.test(term.word));
    return terms.length >= 2 && own.length < terms.length ? own : [];
  });
  return owners.length > 0 ? owners : null;
}

/** Whether a label (a table's first cell, a heading) names exactly the subject. */
export function namesSubject(label: string, subject: Set<string>): boolean {
  const stems = stemsOf(label);
  return stems.size === subject.size && [...subject].every((s) => stems.has(s));
}

const HOW_TO_WORDS = String.raw`(how (do|can|could|should|would|to)|can i|where do i|what do i need)\b`;
/** A question that opens by asking how to do something ("How do I …", "Can I …"). */
export const HOW_TO_FIRST = new RegExp(String.raw`^\s*${HOW_TO_WORDS}`, 'i');
/**
 * Whether one of the text's sentences or clauses (after a colon, a semicolon or a comma: "In GraphQL, how do I …")
 * opens as `opening` matches.
 */
export const opensASentence = (text: string, opening: RegExp) =>
  text.split(/[.!?:;,\n]/).some((sentence) => opening.test(sentence));
/**
 * Whether a question asks how to do something at the start of any of its sentences: "How do I …", and after a story
 * or a pasted error too ("wrappedTrustDeposit wraps nothing. How do I actually wrap TRUST?").
 */
export const asksHowTo = (question: string) => opensASentence(question, HOW_TO_FIRST);

/**
 * A length of time, in figures or words: "2 weeks", "1,209,600 seconds", "two years", "one epoch", "a week"; not
 * "an epoch" or "a block", which name the thing itself, nor "a second", an ordinal as often as not.
 */
const DURATION =
  /\b(?:(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|a few)[\s-]+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|epochs?|blocks?)|an?[\s-]+(?:minute|hour|day|week|month|year)s?)\b/i;

/** A count written in words before what it counts ("six tools", "three atoms"); not "one", which is rarely a count. */
const COUNT_IN_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand)\s+[a-z]+/i;

/**
 * A quantity as the docs write one: a number with a unit ("0.01 TRUST", "75 bps", "2 weeks"), a length of time in
 * words ("two years"), a percentage, a number of two or more digits (a chain id, a port), or 1e18 — not the "1" of
 * "curve 1".
 */
const QUANTITY = new RegExp(
  `${/\b\d[\d,.]*\s*(%|bps|[a-z]*TRUST\b|ETH\b|wei\b|bytes?\b|weeks?\b|days?\b|hours?\b|minutes?\b|seconds?\b|years?\b|ms\b)|\b\d[\d,.]*\d\b|\b\d+e\d+\b/.source}|${DURATION.source}`,
  'i',
);
/** What "how many …" asks for: a quantity, or a count in words ("six tools"). */
const COUNT = new RegExp(`${QUANTITY.source}|${COUNT_IN_WORDS.source}`, 'i');

/** A constant's name, in capitals joined by underscores (MAX_BATCH_SIZE, BURN_ADDRESS). */
const CONSTANT_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** An environment variable's name: INTUITION_GRAPHQL_URL, SERVER_MODE. */
const ENVIRONMENT_VARIABLE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

const MONTH =
  /(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)/
    .source;
/** A date as the docs write one: "8 December 2025", "December 8, 2025", "Dec 2025", "2025-12-08". */
const DATE = new RegExp(
  `\\b(?:\\d{1,2}\\s+${MONTH}\\.?,?\\s+\\d{4}|${MONTH}\\.?\\s+(?:\\d{1,2},?\\s+)?\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'i',
);
/** A question that asks for a date: "when did …", "when was … released", "release date of …", "required since when". */
const ASKS_DATE =
  /^(?:since )?when (?:did|was|were|will|is|are|does|do)\b|\bsince when\b|\bsince\s*(?:\?\s*)?$|\b(?:release|launch|publication) date\b|\bwhat (?:date|day|month|year)\b/i;

/** The first two words of a "which …" or "what …" question's noun phrase ("which environment variable …"). */
const ASKED_NOUN =
  /^(?:which|what)\s+(?!(?:is|are|was|were|does|do|did|should|can|will|would|has|have)\b)([a-z][\w-]*)(?:\s+([a-z][\w-]*))?/i;
const AUXILIARY = /^(?:is|are|was|were|does|do|did|should|can|could|will|would|has|have|must|may)$/i;

/** The first two words after "which"/"what" ("firm audited", "environment variable"), lower case: the asked noun's phrase. */
export function askedPhrase(question: string): string[] {
  const asked = ASKED_NOUN.exec(questionBody(question));
  return asked ? [asked[1]!, asked[2] ?? ''].filter(Boolean).map((word) => word.toLowerCase()) : [];
}

/**
 * The head of a "which …"/"what …" noun phrase: the kind of thing asked for ("which environment variable …" →
 * variable; "Which firm is …" → firm, the second word being a verb), or null.
 */
export function askedNoun(question: string): string | null {
  const [first, second] = askedPhrase(question);
  return second && !AUXILIARY.test(second) ? second : (first ?? null);
}

/** A question answered by yes or no. */
export const YES_OR_NO = /^\s*(can|could|is|are|do|does|did|will|would|should|has|have|must|may)\b/i;

/** Whether a question asks for a date ("when did …", "release date of …"). */
export function asksForDate(question: string): boolean {
  return ASKS_DATE.test(questionBody(question));
}

/**
 * Whether a question asks for a day of the calendar: "what date …", "release date of …", "when will/did/was …", or
 * "when is/does …" of an event ("When is v3 launching?"), not of a condition ("When does a deposit revert?").
 */
export function asksForCalendarDate(question: string): boolean {
  const body = questionBody(question);
  if (!ASKS_DATE.test(body)) return false;
  return !/^(?:since )?when (?:is|are|does|do)\b/i.test(body) || EVENT_WORDS.test(body);
}

/** Words of something that happens on a day: a launch, a release, a listing, a start. */
const EVENT_WORDS =
  /\b(?:going to|launch\w*|releas\w*|live|coming|out|listed|listing|available|scheduled|planned|expected|start\w*|begin\w*|ship\w*)\b/i;

/**
 * Whether a question asks for a length of time in a unit ("how many hours is the timelock delay", "how many days
 * until …"): the answer is a number of that unit.
 */
export function asksForTimeInUnit(question: string): boolean {
  return /\bhow many (?:seconds|minutes|hours|days|weeks|months|years)\b/i.test(questionBody(question));
}

/** Whether a text writes a date ("8 December 2025", "Dec 2025", "2025-12-08"). */
export const writesDate = (text: string) => DATE.test(text);

/**
 * What the answer to a question about an address, a URL, an environment variable, a length of time or a quantity
 * looks like (null: any sentence).
 */
export function answerShape(question: string): RegExp | null {
  // "Which environment variable holds the contract address?" asks for a variable, not an address: the head of a
  // "which …"/"what …" noun phrase (its last word) says what is asked.
  const head = askedNoun(question);
  const asks = (word: RegExp) => word.test(head ?? question);
  // "Which env var …", "what environment variable …": a name in capitals joined by underscores.
  if (head !== null && /^(env|vars?|variables?)$/i.test(head)) return ENVIRONMENT_VARIABLE;
  // "How many atoms does a triple link?" asks for a count, whatever else it names.
  if (/\bhow many\b/i.test(question)) return COUNT;
  if (asks(/\baddress(es)?\b/i)) return /\b0x[0-9a-f]{40}\b/i;
  if (asks(/\b(url|endpoint|link)s?\b/i)) return /\bhttps?:\/\//;
  if (/\b(how long|how soon|longest|shortest|durations?|period)\b/i.test(question)) return DURATION;
  // "What is the block time …", "… the session timeout": a value named by a word for a length of time.
  const named = VALUE_SUBJECT.exec(questionBody(question))?.[1]?.split(' ').at(-1) ?? '';
  if (/^(?:times?|intervals?|delays?|timeouts?)$/i.test(named)) return DURATION;
  if (asksForDate(question)) return DATE;
  // A constant's name is words too: "MAX_BATCH_SIZE" is a size.
  const spelled = question.replace(CONSTANT_NAME, (name) => name.replace(/_/g, ' '));
  if (
    /\b(how (much|many|long|big|large|often)|chain id|port|fee|cost|price|minimum|min|maximum|max|limit|version|size|fraction|rate)\b/i.test(
      spelled,
    )
  ) {
    return QUANTITY;
  }
  return null;
}

const HOW_IS_DERIVED =
  /^how (?:is|are) (?:an? |the )?(.+?) (?:computed|calculated|derived|determined|worked out)\b/i;
const WHAT_IS =
  /^what(?: is|'s| are| does) (?:an? |the )?(.+?)(?: (do|mean|return|resolve to))?(?: in .*)?$/i;

/**
 * The thing a "what is X" question asks to define, or null for other questions, including those that ask for a
 * value ("What is the AtomWarden address on mainnet?", "What is the exit fee?").
 */
export function definedSubject(question: string): string | null {
  if (answerShape(question)) return null;
  const body = questionBody(withoutContractions(question));
  // "How is getAtomCost() computed?" asks what it is: "getAtomCost() is atomCreationProtocolFee + minShare".
  const derived = HOW_IS_DERIVED.exec(body)?.[1];
  if (derived !== undefined) return derived;
  const [, subject = null, verb] = WHAT_IS.exec(body) ?? [];
  // "What are the parameters of MultiVault.createTriples?" asks for something of a thing, not what a thing is.
  if (subject === null || / of /i.test(subject)) return null;
  // "What does getAtomCost() return?" asks what one function is ("getAtomCost() is …"); "What does TrustBonding
  // getUserInfo return?" names two things, and asks for a value.
  return /^(return|resolve to)$/i.test(verb ?? '') && /\s/.test(subject) ? null : subject;
}

/**
 * Whether a sentence defines the subject: "A triple is …", "MultiVault is the contract …", "Atoms are …", or
 * names it in parentheses after what it is ("vote-escrowed weight (veTRUST)", "`WTRUST` ("Wrapped TRUST")").
 */
export function definesSubject(sentence: string, subject: string): boolean {
  const stems = stemsOf(subject);
  // The subject's first word is the one that tells it apart ("bonding" curve; "MultiVault" contract).
  const head = [...stems][0] ?? '';
  // eslint-disable-next-line regexp/no-super-linear-move -- a sentence of the docs, not of a request
  const opening = sentence.split(/\s+(?:is|are|means|refers)\s/i)[0] ?? '';
  // The subject heads the opening ("The v2 MultiVault", "MultiVault contract"), which is not a clause ("Once an
  // epoch is over") or a phrase about something else ("The emissions for an epoch").
  const raw = opening.split(/\s+/).filter((word) => !/^(an?|the)$/i.test(word));
  const words = raw
    // A possessive is not the subject: "A triple's subject … are atoms" is about the subject.
    .map((word) => (/['’]s$/.test(word) ? '' : wordStem(word.replace(/[^\p{L}\p{N}_-]/gu, ''))));
  const at = words.indexOf(head);
  if (
    opening.length < sentence.length &&
    words.length <= 5 &&
    (at === 0 || (at === words.length - 1 && !raw.slice(0, at).some((word) => /ing$/i.test(word)))) &&
    !words.slice(0, at).some((word) => /^(of|for|in|on|per|with|to|by|from|at)$/.test(word)) &&
    !/^(once|when|if|after|before|while|because|since|until|as|each|every)\b/i.test(opening)
  ) {
    return true;
  }
  // eslint-disable-next-line regexp/no-super-linear-move -- a sentence of the docs, not of a request
  for (const match of sentence.matchAll(/(\S+)(\s*)\(([^()]{1,40})\)/g)) {
    const [before, space, inside] = [stemsOf(match[1]!), match[2]!, match[3]!];
    const named = (words: Set<string>) => words.size > 0 && [...stems].every((s) => words.has(s));
    // "weight (veTRUST)": the subject in parentheses after a word (not a call's arguments, "emissionsForEpoch(epoch)");
    // "`WTRUST` ("Wrapped TRUST")": the subject before the parentheses that spell it out.
    const insideStems = stemsOf(inside);
    if (
      space &&
      inside
        .replace(/^[`"“']+/, '')
        .toLowerCase()
        .startsWith(subject.toLowerCase()) &&
      named(insideStems) &&
      insideStems.size === stems.size &&
      match.index > 0
    )
      return true;
    if (named(before) && /^["“]/.test(inside)) return true;
  }
  return false;
}

/** A side of a comparison: a name of at most this many words ("MCP Server", "@0xintuition/sdk", "LinearCurve"). */
const SIDE_WORDS = 4;
/** Words that end the second side: a preposition or conjunction starts the rest of the clause. */
const AFTER_SIDE = new Set(['in', 'for', 'when', 'on', 'at', 'with', 'if', 'and', 'to']);
/** Punctuation that ends a clause, and a dash between words. */
const CLAUSE_BREAK = /[:;,?!—–(]|^-$/;
/** "A vs B", "A versus B", "A compared to B", "How does A differ from B" (the text is lower case, spaces single). */
const VERSUS = [
  ' vs. ',
  ' vs ',
  ' versus ',
  ' compared to ',
  ' compared with ',
  ' differs from ',
  ' differ from ',
];
const BETWEEN = ['differences between ', 'difference between '];
/** "A or B" is a comparison when the question asks to choose ("which", "difference", "better", "should I use"). */
const CHOOSES = /\b(which|difference|differ|better|prefer|should i (use|pick|choose|install))\b/i;

const isArticle = (word: string) => /^(an?|the)$/i.test(word);

/** The last words of the text before a comparison's connector, after its last clause break: the first side. */
function sideBefore(text: string): string {
  const words = text.split(' ');
  const side: string[] = [];
  for (let i = words.length - 1; i >= 0 && side.length < SIDE_WORDS; i--) {
    const word = words[i]!;
    if (CLAUSE_BREAK.test(word) && word.length === 1) break;
    if (/[:;,?!—–]$/.test(word)) break;
    if (!isArticle(word)) side.unshift(word);
  }
  // "How does v1 differ …": the asking words are not the side.
  while (side.length > 1 && isQuestionWord(side[0]!.toLowerCase())) side.shift();
  return side.join(' ');
}

/** The first words of the text after a comparison's connector, up to the end of its clause: the second side. */
function sideAfter(text: string): string {
  const side: string[] = [];
  for (const word of text.split(' ')) {
    if (side.length === SIDE_WORDS || AFTER_SIDE.has(word.toLowerCase()) || CLAUSE_BREAK.test(word[0] ?? ''))
      break;
    const cut = word.search(/[:;,?!—–(]|\.$/);
    const kept = cut < 0 ? word : word.slice(0, cut);
    if (kept && !isArticle(kept)) side.push(kept);
    if (cut >= 0) break;
  }
  return side.join(' ');
}

/** The text around the first of the connectors, or null. */
function splitAt(text: string, connectors: string[]): [string, string] | null {
  const lower = text.toLowerCase();
  let best: [number, string] | null = null;
  for (const connector of connectors) {
    const at = lower.indexOf(connector);
    if (at >= 0 && (!best || at < best[0])) best = [at, connector];
  }
  return best ? [text.slice(0, best[0]), text.slice(best[0] + best[1].length)] : null;
}

/**
 * The two things a comparison question sets side by side ("LinearCurve vs OffsetProgressiveCurve", "difference
 * between v1 and v2 atom ids", "@0xintuition/sdk or @0xintuition/protocol, which …"), or null for other questions.
 */
export function comparedSides(question: string): [string, string] | null {
  const text = question.split(/\s/).filter(Boolean).join(' ');
  let sides: [string, string] | null = null;
  const between = splitAt(text, BETWEEN);
  const pair = between ? splitAt(between[1], [' and ']) : null;
  if (pair) sides = [sideAfter(pair[0]), sideAfter(pair[1])];
  else {
    const split = splitAt(text, VERSUS) ?? (CHOOSES.test(text) ? splitAt(text, [' or ']) : null);
    if (split) sides = [sideBefore(split[0]), sideAfter(split[1])];
  }
  if (!sides || sides.some((side) => !side || stemsOf(side).size === 0)) return null;
  return sides;
}

/**
 * The module and file paths in a question (@0xintuition/protocol/core, lib/graphql/execute.ts, src/app/layout),
 * lower case: a name of one thing, which a passage that writes it is about. Addresses (https://…) are not paths.
 */
export function pathNames(question: string): string[] {
  return [
    ...(question.match(/(?<![\w@/.:-])@?[\w.-]+(?:\/[\w.-]+)+/g) ?? [])
      .map((name) => name.toLowerCase().replace(/\.$/, ''))
      .filter((name) => /[a-z]/.test(name))
      // A scoped package, a file with its extension or three parts: "and/or" and "v1/v2" are words side by side.
      .filter((name) => name.startsWith('@') || /\.[a-z]{1,4}$/.test(name) || name.split('/').length > 2),
    ...memberPaths(question),
  ];
}

/**
 * A field reached through others, as code writes it ("term.vaults", "atom.term.total_assets"), or a file or host
 * written with dots ("schema.json", "docs.intuition.systems"), lower case: each part at least four characters or
 * with an underscore, so a product ("Next.js"), an abbreviation ("e.g.") and a version ("v1.5") are not names.
 */
function memberPaths(question: string): string[] {
  return (question.match(/(?<![\w@/.:-])[a-z_]\w*(?:\.[a-z_]\w*)+(?![\w/-])/gi) ?? [])
    .map((name) => name.toLowerCase())
    .filter((name) => name.split('.').every((part) => part.length >= 4 || part.includes('_')));
}

/**
 * The code names in a question, lower case: errors and functions as readers quote them (MultiVault_HasCounterStake,
 * createTripleStatement, claimRewards), each also without the contract prefix before an underscore.
 */
export function identifiersIn(question: string, codeNames: ReadonlySet<string> = new Set()): string[] {
  const names = question.match(CODE_NAME) ?? [];
  // A code name typed in lower case ("trustbonding", "createatomfromstring") is one the docs write as code.
  const typed = (question.match(/[A-Za-z][A-Za-z0-9_]{5,}/g) ?? []).filter((word) =>
    codeNames.has(word.toLowerCase()),
  );
  return [
    ...new Set(
      [...names, ...typed].flatMap((name) => [name, name.split('_').at(-1)!]).map((n) => n.toLowerCase()),
    ),
  ].filter((name) => name.length >= 6);
}

/** How many typed words a name written run together may join ("offset progressive curve": OffsetProgressiveCurve). */
const CLOSED_NAME_WORDS = 3;

/**
 * The stems of the code names the docs write that a text types as words apart, by word: "linear curve" is
 * LinearCurve, "atom warden" AtomWarden, "claim rewards" claimRewards (each word of the run gets the name's stem).
 */
export function closedNamesIn(text: string, codeNames: Set<string>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  // Words apart within a phrase ("linear curve", "offset-progressive curve"), not across punctuation ("linear, curve").
  for (const phrase of text.split(/[^\p{L}\p{N}\s_$-]+/u)) addClosedNames(phrase, codeNames, names);
  return names;
}

/** closedNamesIn for one phrase, into `names`. */
function addClosedNames(phrase: string, codeNames: Set<string>, names: Map<string, string[]>) {
  const words = tokenize(phrase, false).map((word) => word.toLowerCase());
  // The longest run first: "offset progressive curve" is OffsetProgressiveCurve, not also ProgressiveCurve.
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(CLOSED_NAME_WORDS, words.length - i); n >= 2; n--) {
      const run = words.slice(i, i + n);
      const closed = run.join('');
      if (!codeNames.has(closed)) continue;
      for (const word of run) names.set(word, [...(names.get(word) ?? []), wordStem(closed)]);
      i += n - 1;
      break;
    }
  }
}

/**
 * A code name as written: words joined by underscores (MultiVault_HasCounterStake, API_URL_DEV) or in camel case
 * (createTripleStatement, TrustBonding), not a name in capitals at its end ("GraphQL", "veTRUST").
 */
export const CODE_NAME = /\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+|[a-z0-9][A-Z][a-z][A-Za-z0-9]*)+\b/g;

/** Whether a label (a table row's first cell) is one of the code names, called or not ("MultiVault_HasCounterStake()"). */
export function namesIdentifier(label: string, identifiers: string[]): boolean {
  const names = (label.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).flatMap((name) => [
    name.toLowerCase(),
    name.split('_').at(-1)!.toLowerCase(),
  ]);
  return identifiers.some((id) => names.includes(id));
}

/** A plural noun: its noun lemma differs from it (tools → tool), or it is a short name with a plural s (ids, abis). */
function isPluralNoun(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]{3,}$/.test(lower) || !lower.endsWith('s') || /(ss|us|is)$/.test(lower)) return false;
  return nounLemma(lower) !== lower || wordStem(lower) === lower.slice(0, -1);
}

/**
 * "list (all) the …" opening a question, "a list of …": what follows is to be listed ("I list atoms newest first"
 * tells what the reader does; "all their shares" is a quantity).
 */
const LIST_OF =
  /(?:^(?:list|enumerate)|\blist of)\s+(?:all\s+)?(?:the\s+|its\s+|their\s+)?((?:[\w.-]+\s+){0,2}[\w-]+)/i;
/** At most this many words make a terse question ("intuition-rs .env variables"), read as a search box query. */
const TERSE_WORDS = 5;

/**
 * The kind of thing a question asks to have listed, as its stem, or null: the plural head of a "which …"/"what …"
 * noun phrase ("which tools does the MCP server expose" → tool), a plural after "list …", or the
 * last word of a terse question when it is plural ("intuition-rs .env variables" → variabl). Its answer is a table
 * of such things, read as a list.
 */
export function listedKind(question: string): string | null {
  const body = questionBody(withApostrophes(question));
  // "How many operations", "v1 vs v2 atom ids": a count and a comparison are not lists.
  if (/\bhow many\b/i.test(body) || comparedSides(body) !== null) return null;
  const words = body.split(' ');
  const terse = words.length <= TERSE_WORDS && !/\b(?:what|which|how|why|where|when|who)\b/i.test(body);
  const candidates = [
    ...askedPhrase(body).slice(0, 2),
    ...(LIST_OF.exec(body)?.[1]?.split(/\s+/) ?? []),
    ...(terse ? words.slice(-1) : []),
  ];
  const plural = candidates.find(isPluralNoun);
  if (!plural) return null;
  const kind = wordStem(plural);
  return PART_OF_ANOTHER.has(kind) ? null : kind;
}

/**
 * Nouns for the parts of some other thing (a function's arguments, a record's fields, a setting's values, a
 * thing's id), as stems: a table of such parts answers only for its own owner, which a table's column name does not
 * say ("which fields does trustBondingGetUserInfo return" is not answered by a GraphQL type's fields), so a
 * question asking for them is answered by its passage, not a listing.
 */
const PART_OF_ANOTHER = new Set(
  [
    'argument',
    'arg',
    'parameter',
    'param',
    'field',
    'value',
    'property',
    'column',
    'key',
    'attribute',
    'option',
    'id',
    'type',
    'input',
    'output',
    'member',
  ].map(wordStem),
);

/** "how many (of the) queries …": the counted word. */
const HOW_MANY = /\bhow many\s+(?:of\s+the\s+|the\s+)?([a-z][\w-]*)/i;

/**
 * The noun a "how many" question counts, as the start of its written forms ("queries" → quer, which "query" and
 * "queries" both begin with), or null.
 */
export function countedNoun(question: string): string | null {
  const word = HOW_MANY.exec(question)?.[1]?.toLowerCase();
  if (!word) return null;
  const singular = nounLemma(word);
  // The common start of the singular and the plural: "quer" for query/queries, "tool" for tool/tools.
  let common = 0;
  while (common < Math.min(word.length, singular.length) && word[common] === singular[common]) common++;
  return common >= 3 ? word.slice(0, common) : null;
}
