import 'server-only';
/**
 * A reader's data on request, as data-protection law asks of a site: everything stored about one identity
 * exported as JSON, then erased. Erasing deletes the identity, its comments and replies, the hashes of the
 * addresses they came from, its spam holds and rate-limit counters, and (given the visitor id the reader's
 * browser holds) its votes. A thread the reader started that others replied to keeps its place: its root stays
 * as a "deleted" placeholder with no text, author or device data, so the replies still read in context. The
 * moderation log records that an erasure happened and its counts, never what was erased.
 */
import { and, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  anonymousIdentities,
  commentTriage,
  comments,
  feedback,
  moderationEvents,
  rateLimitCounters,
  spamHolds,
} from '../db/schema';
import { ApiError } from '../server/errors';
import type { TeamMember } from '../team/accounts';
import { dropProjectListings } from './listing-cache';

/** The text a kept thread's root shows once its author's data is erased. */
export const ERASED_TEXT = '[deleted]';
/** The author a kept root is given: no identity, no name. */
const ERASED_AUTHOR = 'erased';

export interface ReaderRequest {
  projectId: string;
  /** The identity (`sub`) the reader's comments carry. */
  sub: string;
  /** The visitor id in the reader's browser (the widget's visitor cookie), which keys their votes. */
  visitorId?: string;
}

function assertReader(sub: string) {
  if (!sub || sub === ERASED_AUTHOR || sub.startsWith('team:') || sub === 'agent')
    throw new ApiError(400, 'Give the identity (sub) of a reader, not of a team member or an agent');
}

/** Everything stored about one reader, as JSON a person can read. */
export async function exportReader(db: Db, request: ReaderRequest) {
  assertReader(request.sub);
  const [identity] = await db
    .select()
    .from(anonymousIdentities)
    .where(
      and(eq(anonymousIdentities.projectId, request.projectId), eq(anonymousIdentities.sub, request.sub)),
    );
  const written = await db
    .select({
      id: comments.id,
      pathname: comments.pathname,
      parentId: comments.parentId,
      text: comments.text,
      metadata: comments.metadata,
      authorName: comments.authorName,
      authorPicture: comments.authorPicture,
      visibility: comments.visibility,
      createdAt: comments.createdAt,
      approval: commentTriage.approval,
      addressHash: commentTriage.addressHash,
    })
    .from(comments)
    .leftJoin(commentTriage, eq(commentTriage.commentId, comments.id))
    .where(and(eq(comments.projectId, request.projectId), eq(comments.authorSub, request.sub)))
    .orderBy(comments.createdAt);
  const votes = request.visitorId
    ? await db
        .select({ pathname: feedback.pathname, helpful: feedback.helpful, at: feedback.updatedAt })
        .from(feedback)
        .where(and(eq(feedback.projectId, request.projectId), eq(feedback.visitorKey, request.visitorId)))
    : [];
  const holds = await db
    .select({ key: spamHolds.key, until: spamHolds.until })
    .from(spamHolds)
    .where(and(eq(spamHolds.projectId, request.projectId), eq(spamHolds.key, `sub:${request.sub}`)));
  if (!identity && written.length === 0 && votes.length === 0)
    throw new ApiError(404, 'Nothing is stored about that reader');
  return {
    project: request.projectId,
    exportedAt: new Date().toISOString(),
    identity: identity ? { sub: identity.sub, createdAt: identity.createdAt.toISOString() } : null,
    comments: written.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    votes: votes.map((vote) => ({ ...vote, at: vote.at.toISOString() })),
    spamHolds: holds.map((hold) => ({ ...hold, until: hold.until.toISOString() })),
  };
}

export interface ErasureCounts {
  comments: number;
  keptAsDeleted: number;
  votes: number;
}

/** Erases one reader in one transaction; answers the counts the moderation log records. */
export async function eraseReader(
  db: Db,
  request: ReaderRequest & { member?: TeamMember | null },
): Promise<ErasureCounts> {
  assertReader(request.sub);
  const { projectId, sub } = request;
  const counts = await db.transaction(async (t) => {
    const own = await t
      .select({ id: comments.id, parentId: comments.parentId, addressHash: commentTriage.addressHash })
      .from(comments)
      .leftJoin(commentTriage, eq(commentTriage.commentId, comments.id))
      .where(and(eq(comments.projectId, projectId), eq(comments.authorSub, sub)));
    const ownIds = own.map((row) => row.id);
    const roots = own.filter((row) => row.parentId === null).map((row) => row.id);
    // Roots that others replied to keep the thread's place.
    const kept = roots.length
      ? (
          await t
            .selectDistinct({ id: comments.parentId })
            .from(comments)
            .where(and(inArray(comments.parentId, roots), ne(comments.authorSub, sub)))
        ).map((row) => row.id!)
      : [];
    const erased = ownIds.filter((id) => !kept.includes(id));
    if (kept.length) {
      await t
        .update(comments)
        .set({
          text: ERASED_TEXT,
          authorSub: ERASED_AUTHOR,
          authorName: null,
          authorPicture: null,
          // The anchor stays (where on the page the thread sits); device details go.
          metadata: sql`${comments.metadata} - 'userAgent' - 'screenWidth' - 'screenHeight' - 'devicePixelRatio'`,
        })
        .where(inArray(comments.id, kept));
      await t
        .update(commentTriage)
        .set({ addressHash: null, textKey: null })
        .where(inArray(commentTriage.commentId, kept));
    }
    if (erased.length) await t.delete(comments).where(inArray(comments.id, erased));
    await t
      .delete(anonymousIdentities)
      .where(and(eq(anonymousIdentities.projectId, projectId), eq(anonymousIdentities.sub, sub)));
    const addresses = [
      ...new Set(own.map((row) => row.addressHash).filter((hash): hash is string => !!hash)),
    ];
    await t
      .delete(spamHolds)
      .where(
        and(
          eq(spamHolds.projectId, projectId),
          inArray(spamHolds.key, [`sub:${sub}`, ...addresses.map((hash) => `address:${hash}`)]),
        ),
      );
    await t
      .delete(rateLimitCounters)
      .where(like(rateLimitCounters.key, `%:${sub.replace(/[\\%_]/g, '\\$&')}`));
    const votes = request.visitorId
      ? await t
          .delete(feedback)
          .where(and(eq(feedback.projectId, projectId), eq(feedback.visitorKey, request.visitorId)))
          .returning({ id: feedback.id })
      : [];
    const result = { comments: erased.length, keptAsDeleted: kept.length, votes: votes.length };
    await t.insert(moderationEvents).values({
      commentId: null,
      teamMemberId: request.member?.id ?? null,
      action: 'erase-reader',
      detail: `comments erased: ${result.comments}; threads kept as deleted: ${result.keptAsDeleted}; votes erased: ${result.votes}`,
    });
    return result;
  });
  dropProjectListings(projectId);
  return counts;
}

/** The moderation log's erasures, newest first (they name no comment). */
export function erasureEvents(db: Db) {
  return db
    .select({
      detail: moderationEvents.detail,
      at: moderationEvents.createdAt,
      by: moderationEvents.teamMemberId,
    })
    .from(moderationEvents)
    .where(and(isNull(moderationEvents.commentId), eq(moderationEvents.action, 'erase-reader')))
    .orderBy(sql`${moderationEvents.createdAt} desc`);
}
