/**
 * What reference docs never hold, however well their words match: what will happen (listings, airdrops, the next
 * call, a release date), the token's market (its price or value, its supply, a market cap, where it is listed or
 * traded), live statistics of the network (how many so far, how many use it, what yield people earn now), the
 * organisation behind it (founders, investors, jobs, grants, bounties, referrals), app-store listings, taxes, fiat
 * payments and a product's legal terms. AI answers refuse a question asking for it (lib/ai/retrieve) and search
 * finds nothing for such a query (./engine): both read it by this one rule. A vault's share price is not the
 * token's price.
 */
const NOT_IN_DOCS_PHRASES = [
  String.raw`when (will|is the next|are the next|do you|does it)`,
  String.raw`will [\w\s]{1,40}? (go live|launch|be (released|listed|available))`,
  String.raw`when (is|are|will|does|do) [\w\s@./-]{1,40}? (coming out|come out|be out|ship|shipping|arrive|arriving)`,
  'upcoming',
  'roadmap',
  String.raw`(price|value|worth) of (the |one )?\$?t?trust\b`,
  // Not the TRUST a call sends ("does deposit() send the TRUST value": msg.value).
  String.raw`(?<!\b(?:send|sends|sent|sending|forward|forwards|pass|passes|attach|attaches|include|includes)(?: the)? )\$?t?trust('s)? (token )?(price|value)`,
  String.raw`(total|circulating|max(imum)?) supply( \w+){0,2} of (the )?\$?t?trust`,
  String.raw`\$?trust('s)? (total |circulating |max(imum)? )?supply`,
  String.raw`(listed|listing|trade|traded|buy|sell) (it |trust |\$trust )?on (an? )?\w*\s?(exchange|coinbase|binance|kraken|uniswap)`,
  String.raw`(exchanges?|cex|dex)( \w+){0,4} (list|listed|listing|trade|traded|sell|sells)`,
  String.raw`in (us )?dollars`,
  'usd',
  String.raw`market cap(italization)?`,
  String.raw`price (today|now)`,
  // Any asset's market price ("the current price of Bitcoin"), not a share's or a deposit's.
  String.raw`(current|live|today'?s|latest|spot|market) price of (?!(an? |one |the |my |each )?(shares?|vaults?|deposits?|redemptions?|curves?|terms?|atoms?|triples?|positions?)\b)`,
  String.raw`(worth|price) in`,
  // A live statistic of the network ("how many atoms have been created so far"): a count at a moment, not a fact.
  String.raw`how (many|much)\b[^?]{0,80}\b(so far|to date|up to now|until now|as of (today|now|this week))`,
  // A yield people earn at a moment ("what APY are people earning right now"): the docs give the function that reads
  // it, never a figure.
  String.raw`(apy|apr|yield)\b[^?]{0,60}\b(right now|today|currently|at the moment|these days)`,
  String.raw`(people|users|stakers) (are )?(actually )?(earning|making|getting)`,
  // A live figure of use ("monthly active users"), and the legal pages of a product, which no reference holds.
  String.raw`(daily|weekly|monthly) active (users|wallets|accounts)`,
  String.raw`(dau|mau|wau)`,
  String.raw`terms of (service|use)`,
  String.raw`terms and conditions`,
  String.raw`privacy policy`,
  // The organisation behind the protocol and its programs (who founded it, investors, jobs, grants, bounties,
  // ambassadors, referrals), app-store listings and taxes: no reference page holds them.
  String.raw`who (founded|started|funds|owns) (intuition|the (project|company|protocol|team))`,
  String.raw`(co-?)?founders?`,
  String.raw`investors?`,
  String.raw`(hiring|careers?|job openings?|open roles?)`,
  String.raw`grants? programs?`,
  String.raw`bug bount(y|ies)`,
  String.raw`bounty programs?`,
  String.raw`ambassadors?( programs?)?`,
  String.raw`referral( programs?)?`,
  String.raw`(app store|play store|google play)`,
  String.raw`(pay|owe|report) (any )?tax(es)?|tax(es)? on`,
  'credit card',
  'debit card',
  'paypal',
  'fiat',
];
const NOT_IN_DOCS = new RegExp(
  String.raw`\b(?:${NOT_IN_DOCS_PHRASES.map((phrase) => `(?:${phrase})`).join('|')})\b`,
  'i',
);

/** The token itself: TRUST, $TRUST, TRUST's, "the token", "Intuition's token" (not tTRUST, the testnet's). */
const TOKEN = /(?:^|[^\w$])\$?trust(?:'s)?(?![\w-])|\b(?:the|intuition(?:'s)?|native) token\b/i;
/** What a market says of a thing: its price, what it is worth, its valuation, a forecast of either. */
const MARKET =
  /\b(?:price[sd]?|worth|valuations?|valued|forecasts?|predictions?|predict(?:ed|s)?|pump(?:s|ed)?)\b/i;
/**
 * What the docs price or value in TRUST: a vault's share, a deposit or redemption, a position, a fee or cost, an
 * atom or triple, a curve, a lock or its rewards. A question naming one asks what the protocol does with TRUST.
 */
const PRICED_BY_PROTOCOL =
  /\b(?:shares?|vaults?|deposit\w*|redeem\w*|redemptions?|positions?|fees?|costs?|gas|atoms?|triples?|terms?|curves?|stakes?|staked|lock\w*|bond\w*|rewards?|emissions?|veTRUST)\b/i;

/**
 * Whether a question asks the token's market: the token named with a market word anywhere in it, in any order
 * ("What will one TRUST be worth at the end of 2027?", "What price will the TRUST token reach?"), and no thing
 * the protocol prices ("how much TRUST is one share worth" asks for a vault's price, which the docs give).
 */
function asksTokenMarket(query: string): boolean {
  return TOKEN.test(query) && MARKET.test(query) && !PRICED_BY_PROTOCOL.test(query);
}

/** Whether a query or question asks for what reference docs never hold (./NOT_IN_DOCS_PHRASES, the token's market). */
export function asksWhatDocsNeverHold(query: string): boolean {
  return NOT_IN_DOCS.test(query) || asksTokenMarket(query);
}
