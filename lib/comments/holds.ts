import 'server-only';
/**
 * Whether a reader's new comment is held for approval, decided inside the transaction that inserts it: the
 * project's mode (`before` holds every visitor's comment), the text rules of ./spam-rules.ts, a spam hold on the
 * identity or the address ("mark as spam"), and the same text on several pages within a day (which holds the
 * author's own earlier copies too, never another author's).
 */
import { createHmac } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { commentTriage, comments, moderationEvents, moderationSettings, spamHolds } from '../db/schema';
import { getSecret } from '../server/secrets';
import { DEFAULT_MODERATION, type ModerationSettings } from './moderation-settings';
import { duplicateKey, textHoldReason, type HoldReason } from './spam-rules';

const DUPLICATE_WINDOW_MS = 24 * 3600 * 1000;

/**
 * The address as stored: an HMAC with a server secret, so the table never holds readers' addresses. Call it with
 * the database handle, not a transaction: the secret is cached per handle, so it is read once.
 */
export async function addressHashOf(db: Db, ip: string): Promise<string> {
  const secret = await getSecret(db, 'address-hash');
  return createHmac('sha256', secret).update(ip).digest('base64url');
}

export const spamHoldKeys = (sub: string, addressHash: string) => [`sub:${sub}`, `address:${addressHash}`];

/** Copies read for the duplicate rule: enough to count its pages, and the earlier copies it holds. */
const MAX_COPIES_READ = 200;

/**
 * A text shorter than this (its duplicate key, in characters) is common enough ("Thanks!", "Great page") that
 * different readers write it on different pages: its copies count for the same-text rule only when they are the
 * author's own (the same identity or the same address).
 */
export const SHORT_TEXT_CHARS = 40;

export interface SameTextCopy {
  id: string;
  pathname: string;
  approval: string;
  authorSub: string;
  addressHash: string | null;
  /** A team member approved it (a rule never overrides that decision). */
  teamApproved: boolean;
}

interface HoldFacts {
  settings: ModerationSettings;
  underSpamHold: boolean;
  /**
   * Comments with this text on other pages of the project within the window, the author's own first, at most
   * MAX_COPIES_READ.
   */
  copies: SameTextCopy[];
}

/**
 * What the decision needs, in one statement (it runs in the comment's transaction, where every round trip
 * counts): the project's moderation settings, whether the identity or the address is under a spam hold, and the
 * text's copies on other pages.
 */
async function readHoldFacts(
  db: Db,
  input: {
    projectId: string;
    pathname: string;
    textKey: string;
    keys: string[];
    sub: string;
    addressHash: string;
  },
): Promise<HoldFacts> {
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString();
  const now = new Date().toISOString();
  const keys = sql.join(
    input.keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const m = moderationSettings;
  const result = await db.execute(sql`
    select
      (
        select jsonb_build_object(
          'mode', ${m.mode}, 'maxLinks', ${m.maxLinks}, 'blockedWords', ${m.blockedWords},
          'blockedDomains', ${m.blockedDomains}, 'duplicatePages', ${m.duplicatePages},
          'spamHoldHours', ${m.spamHoldHours}
        )
        from ${m} where ${m.projectId} = ${input.projectId}
      ) as settings,
      exists (
        select 1 from ${spamHolds} h
        where h.project_id = ${input.projectId} and h.key in (${keys}) and h.until > ${now}::timestamptz
      ) as under_spam_hold,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', copy.id, 'pathname', copy.pathname, 'approval', copy.approval, 'authorSub', copy.author_sub,
          'addressHash', copy.address_hash, 'teamApproved', copy.team_approved
        ))
        from (
          -- Pages before this one or after it: two ranges of the (text, page) index, so that the copies on this
          -- page (as many as the rate limits let a reader post) are skipped rather than read and filtered out.
          -- The author's own copies first, so that a text many readers write cannot crowd them out.
          select c.id, c.pathname, t.approval, c.author_sub, t.address_hash,
            exists (
              select 1 from ${moderationEvents} e where e.comment_id = c.id and e.action = 'approve'
            ) as team_approved
          from ${commentTriage} t join ${comments} c on c.id = t.comment_id
          where t.text_key = ${input.textKey}
            and (t.pathname < ${input.pathname} or t.pathname > ${input.pathname})
            and c.project_id = ${input.projectId} and c.created_at > ${since}::timestamptz
          order by (c.author_sub = ${input.sub} or t.address_hash = ${input.addressHash}) desc
          limit ${MAX_COPIES_READ}
        ) copy
      ), '[]'::jsonb) as copies`);
  const [row] = rowsOf<{
    settings: ModerationSettings | null;
    under_spam_hold: boolean;
    copies: HoldFacts['copies'];
  }>(result);
  return {
    settings: row?.settings ?? DEFAULT_MODERATION,
    underSpamHold: row?.under_spam_hold === true,
    copies: row?.copies ?? [],
  };
}

export interface HoldDecision {
  reason: HoldReason | null;
  addressHash: string;
  textKey: string;
  /** The author's own earlier copies of a duplicate, to hold as well. */
  alsoHold: string[];
}

export async function decideHold(
  db: Db,
  input: {
    projectId: string;
    pathname: string;
    text: string;
    sub: string;
    /** The address as stored (addressHashOf), computed before the write's transaction. */
    addressHash: string;
    honeypot: string | undefined;
  },
): Promise<HoldDecision> {
  const { addressHash } = input;
  const textKey = duplicateKey(input.text);
  const facts = await readHoldFacts(db, {
    projectId: input.projectId,
    pathname: input.pathname,
    textKey,
    keys: spamHoldKeys(input.sub, addressHash),
    sub: input.sub,
    addressHash,
  });
  const decision = (reason: HoldReason | null, alsoHold: string[] = []): HoldDecision => ({
    reason,
    addressHash,
    textKey,
    alsoHold,
  });
  const byText = textHoldReason(input.text, facts.settings, input.honeypot);
  if (byText === 'honeypot') return decision(byText);
  if (facts.underSpamHold) return decision('spam-hold');
  if (byText) return decision(byText);
  const copies = sameTextCopies(facts.copies, { textKey, sub: input.sub, addressHash });
  if (new Set(copies.counted.map((copy) => copy.pathname)).size + 1 >= facts.settings.duplicatePages)
    return decision('duplicate', copies.toHold);
  return decision(facts.settings.mode === 'before' ? 'moderation' : null);
}

/**
 * The same-text rule's view of a text's copies on other pages: the copies that count towards its page limit
 * (everyone's, but only the author's own for a short text), and the earlier copies a hold also holds: only the
 * author's own (the same identity), public, and never one a team member approved. Another author's comment is
 * never changed by a rule, whoever copied it where.
 */
export function sameTextCopies(
  copies: SameTextCopy[],
  author: { textKey: string; sub: string; addressHash: string },
): { counted: SameTextCopy[]; toHold: string[] } {
  const own = (copy: SameTextCopy) =>
    copy.authorSub === author.sub || copy.addressHash === author.addressHash;
  const counted = author.textKey.length < SHORT_TEXT_CHARS ? copies.filter(own) : copies;
  const toHold = copies
    .filter((copy) => copy.authorSub === author.sub && copy.approval === 'approved' && !copy.teamApproved)
    .map((copy) => copy.id);
  return { counted, toHold };
}

/** The triage row of a new comment the decision was made for. */
export function triageRowOf(commentId: string, pathname: string, hold: HoldDecision) {
  return {
    commentId,
    pathname,
    approval: hold.reason ? ('pending' as const) : ('approved' as const),
    heldReason: hold.reason,
    addressHash: hold.addressHash,
    textKey: hold.textKey,
  };
}

/**
 * Carries out a decision once its comment is written: holds the author's earlier copies and logs the hold.
 * Returns whether comments on other pages changed (their listings are then stale).
 */
export async function recordHold(db: Db, commentId: string, hold: HoldDecision): Promise<boolean> {
  await holdCopies(db, hold.alsoHold);
  if (hold.reason)
    await db.insert(moderationEvents).values({ commentId, action: 'held', detail: hold.reason });
  return hold.alsoHold.length > 0;
}

/** Holds the author's earlier copies of a duplicate (their triage rows exist: they were written by readers). */
async function holdCopies(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(commentTriage)
    .set({ approval: 'pending', heldReason: 'duplicate', updatedAt: sql`now()` })
    .where(inArray(commentTriage.commentId, ids));
}
