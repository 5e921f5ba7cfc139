import 'server-only';
/**
 * Whether a reader's new comment is held for approval, decided inside the transaction that inserts it: the
 * project's mode (`before` holds every visitor's comment), the text rules of ./spam-rules.ts, a spam hold on the
 * identity or the address ("mark as spam"), and the same text on several pages within a day (which holds the
 * earlier copies too).
 */
import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commentTriage, comments, spamHolds } from '../db/schema';
import { getSecret } from '../server/secrets';
import type { ModerationSettings } from './moderation-settings';
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

async function isUnderSpamHold(db: Db, projectId: string, keys: string[]): Promise<boolean> {
  const [row] = await db
    .select({ key: spamHolds.key })
    .from(spamHolds)
    .where(
      and(eq(spamHolds.projectId, projectId), inArray(spamHolds.key, keys), gt(spamHolds.until, new Date())),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Comments with this text on other pages of the project within the window: at most `limit` of them (a text
 * posted many times costs each new copy a bounded read).
 */
async function copiesOnOtherPages(
  db: Db,
  projectId: string,
  pathname: string,
  textKey: string,
  limit: number,
) {
  return db
    .select({ id: comments.id, pathname: comments.pathname, approval: commentTriage.approval })
    .from(commentTriage)
    .innerJoin(comments, eq(comments.id, commentTriage.commentId))
    .where(
      and(
        // The (text, page) index: the text's copies on this page are not read at all.
        eq(commentTriage.textKey, textKey),
        ne(commentTriage.pathname, pathname),
        eq(comments.projectId, projectId),
        gt(comments.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .limit(limit);
}

/** Copies read for the duplicate rule: enough to count its pages, and the earlier copies it holds. */
const MAX_COPIES_READ = 200;

export interface HoldDecision {
  reason: HoldReason | null;
  addressHash: string;
  textKey: string;
  /** Earlier copies of a duplicate, to hold as well. */
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
    settings: ModerationSettings;
  },
): Promise<HoldDecision> {
  const { addressHash } = input;
  const textKey = duplicateKey(input.text);
  const decision = (reason: HoldReason | null, alsoHold: string[] = []): HoldDecision => ({
    reason,
    addressHash,
    textKey,
    alsoHold,
  });
  const byText = textHoldReason(input.text, input.settings, input.honeypot);
  if (byText === 'honeypot') return decision(byText);
  if (await isUnderSpamHold(db, input.projectId, spamHoldKeys(input.sub, addressHash)))
    return decision('spam-hold');
  if (byText) return decision(byText);
  const copies = await copiesOnOtherPages(db, input.projectId, input.pathname, textKey, MAX_COPIES_READ);
  const pages = new Set(copies.map((copy) => copy.pathname));
  if (pages.size + 1 >= input.settings.duplicatePages) {
    return decision(
      'duplicate',
      copies.filter((copy) => copy.approval === 'approved').map((copy) => copy.id),
    );
  }
  return decision(input.settings.mode === 'before' ? 'moderation' : null);
}

/** Holds the earlier copies of a duplicate (their triage rows exist: they were written by readers). */
export async function holdCopies(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(commentTriage)
    .set({ approval: 'pending', heldReason: 'duplicate', updatedAt: sql`now()` })
    .where(inArray(commentTriage.commentId, ids));
}
