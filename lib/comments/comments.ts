import 'server-only';
/**
 * Comments of a page: listing for the public and for team members, adding a root comment or a reply (with
 * identity, rate limits and the insert in one transaction), and moderation. Rows are turned into the wire
 * format here, so nothing else sees database shapes.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { DEVICE_METADATA_FIELDS, type Comment, type CommentUser } from '@/widget/contract';
import { HONEYPOT_FIELD, type AddCommentBody } from '@/widget/contract-requests';
import type { Db } from '../db/client';
import { anonymousIdentities, commentTriage, comments, moderationEvents } from '../db/schema';
import type { ServerEnv } from '../env';
import { newCommentPayload, wakeWebhookWorker, webhookDeliveriesInsert } from '../webhooks/queue';
import { addressHashOf, decideHold, recordHold, triageRowOf } from './holds';
import { ApiError } from '../server/errors';
import { identitySecretOf, resolveCommenter, type Commenter } from './identity';
import type { Project } from './projects';
import { rateLimitsUpsert, throwIfLimited, type RateLimit } from '../server/rate-limit';
import type { TeamMember } from '../team/accounts';

type CommentRow = typeof comments.$inferSelect & { awaitingApproval?: boolean };
export type Audience = 'public' | 'team';

/**
 * Which comments an audience sees by approval: the public only approved ones (or those without a triage row:
 * team members' own), the team also those awaiting approval; rejected ones nobody.
 */
function approvalFilter(audience: Audience): SQL {
  const shown = audience === 'team' ? sql`('approved', 'pending')` : sql`('approved')`;
  return sql`not exists (select 1 from ${commentTriage} t where t.comment_id = ${comments.id} and t.approval not in ${shown})`;
}

/** The listing's columns: the comment, and whether it awaits approval. */
const listedColumns = {
  ...getTableColumns(comments),
  awaitingApproval: sql<boolean>`exists (select 1 from ${commentTriage} t where t.comment_id = ${comments.id} and t.approval = 'pending')`,
};

function toWireUser(row: CommentRow): CommentUser {
  return {
    name: row.authorName,
    picture: row.authorPicture,
    sub: row.authorSub,
    isTeamMember: row.authorKind === 'team',
  };
}

function toWireMetadata(metadata: Record<string, unknown>, audience: Audience): Comment['metadata'] {
  if (audience === 'team') return metadata;
  const copy = { ...metadata };
  for (const field of DEVICE_METADATA_FIELDS) delete copy[field];
  return copy;
}

function toWire(row: CommentRow, replies: CommentRow[], audience: Audience): Comment {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    user: toWireUser(row),
    thread_replies: replies.map((reply) => toWire(reply, [], audience)),
    metadata: toWireMetadata(row.metadata, audience),
    ...(row.awaitingApproval ? { awaitingApproval: true as const } : {}),
  };
}

/**
 * Visible root comments of a page, oldest first, each with its visible replies, oldest first; for the team also
 * those awaiting approval (marked), for the public only approved ones.
 */
export async function listComments(
  db: Db,
  projectId: string,
  pathname: string,
  audience: Audience,
): Promise<Comment[]> {
  const roots = await db
    .select(listedColumns)
    .from(comments)
    .where(
      and(
        eq(comments.projectId, projectId),
        eq(comments.pathname, pathname),
        isNull(comments.parentId),
        eq(comments.visibility, 'visible'),
        approvalFilter(audience),
        // Feedback from agents is for the team's inbox only (lib/mcp/feedback.ts).
        ne(comments.authorKind, 'agent'),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  if (roots.length === 0) return [];
  const replies = await listReplies(
    db,
    roots.map((r) => r.id),
    audience,
  );
  const byParent = new Map<string, CommentRow[]>();
  for (const reply of replies)
    byParent.set(reply.parentId!, [...(byParent.get(reply.parentId!) ?? []), reply]);
  return roots.map((root) => toWire(root, byParent.get(root.id) ?? [], audience));
}

function listReplies(db: Db, threadIds: string[], audience: Audience): Promise<CommentRow[]> {
  return db
    .select(listedColumns)
    .from(comments)
    .where(
      and(
        inArray(comments.parentId, threadIds),
        eq(comments.visibility, 'visible'),
        approvalFilter(audience),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export interface AddCommentContext {
  project: Project;
  pathname: string;
  env: ServerEnv;
  team?: TeamMember;
  ip: string;
}

/** A reader's comment limits: per identity and per address, a minute and a day each. */
function readerLimits(commenter: Commenter, context: AddCommentContext): RateLimit[] {
  const { env, ip } = context;
  return [
    ...(commenter.limits ?? []),
    {
      key: `comment:visitor:minute:${commenter.sub}`,
      limit: env.RATE_LIMIT_COMMENTS_PER_MINUTE,
      windowSeconds: 60,
      message: 'Too many comments: please wait a minute',
    },
    {
      key: `comment:visitor:day:${commenter.sub}`,
      limit: env.RATE_LIMIT_COMMENTS_PER_DAY,
      windowSeconds: 86_400,
      message: 'Too many comments today: please come back tomorrow',
    },
    {
      key: `comment:ip:minute:${ip}`,
      limit: env.RATE_LIMIT_COMMENTS_PER_IP_MINUTE,
      windowSeconds: 60,
      message: 'Too many comments from your network: please wait a minute',
    },
    {
      key: `comment:ip:day:${ip}`,
      limit: env.RATE_LIMIT_COMMENTS_PER_IP_DAY,
      windowSeconds: 86_400,
      message: 'Too many comments from your network today: please come back tomorrow',
    },
  ];
}

export async function addComment(
  db: Db,
  context: AddCommentContext,
  body: AddCommentBody,
): Promise<{ user: CommentUser | null; newCommentData: Comment; heldOthers: boolean }> {
  const { project, pathname, env } = context;
  let queued = 0;
  let heldOthers = false;
  // Read before the transaction: secrets are cached per database handle, and a transaction is a new one each time.
  const [addressHash, identitySecret] = await Promise.all([
    addressHashOf(db, context.ip),
    identitySecretOf(db),
  ]);
  const now = Date.now();
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let parent: CommentRow | undefined;
    if ('threadId' in body) {
      if (!isUuid(body.threadId))
        throw new ApiError(404, 'threadId does not name a visible comment on this page');
      [parent] = await t
        .select()
        .from(comments)
        .where(
          and(
            eq(comments.id, body.threadId),
            eq(comments.projectId, project.publicId),
            eq(comments.pathname, pathname),
            eq(comments.visibility, 'visible'),
            ne(comments.authorKind, 'agent'),
          ),
        );
      if (!parent) throw new ApiError(404, 'threadId does not name a visible comment on this page');
      if (parent.parentId)
        throw new ApiError(400, 'Replies to replies are not supported: reply to the thread’s first comment');
    }
    const commenter = await resolveCommenter(t, {
      project,
      user: body.user,
      team: context.team,
      env,
      ip: context.ip,
      createAnonymous: true,
      identitySecret,
    });
    if (!commenter) throw new ApiError(401, 'Unknown user');
    const isReader = commenter.kind !== 'team';
    const hold = isReader
      ? await decideHold(t, {
          projectId: project.publicId,
          pathname,
          text: body.text,
          sub: commenter.sub,
          addressHash,
          honeypot: body[HONEYPOT_FIELD],
        })
      : null;
    const held = hold !== null && hold.reason !== null;
    const values = {
      id: randomUUID(),
      projectId: project.publicId,
      pathname,
      parentId: parent?.id ?? null,
      text: body.text,
      metadata: 'metadata' in body ? (body.metadata as Record<string, unknown>) : {},
      authorSub: commenter.sub,
      authorName: commenter.name,
      authorPicture: commenter.picture,
      authorKind: commenter.kind,
      authorTeamMemberId: commenter.teamMemberId ?? null,
      createdAt: new Date(now),
    };
    // One statement writes the comment, its triage row and its queued notifications (outgoing webhooks, in this
    // transaction: a notification exists exactly when the comment does).
    const deliveries = t
      .$with('deliveries', { id: sql<string>`id` })
      .as(webhookDeliveriesInsert(newCommentPayload(values, held)));
    const identity = commenter.newIdentity
      ? [t.$with('identity', {}).as(t.insert(anonymousIdentities).values(commenter.newIdentity).getSQL())]
      : [];
    // Counted in the same statement, so the counters' rows (shared by every comment from this address) stay locked
    // only until the commit that follows it. A new identity's own limit comes first, so its 429 wins; a 429 rolls
    // the whole comment back.
    const rules = isReader ? readerLimits(commenter, context) : [];
    const limits = rules.length
      ? [t.$with('limits', { key: sql<string>`key` }).as(rateLimitsUpsert(rules, now))]
      : [];
    const triage = hold
      ? [
          t.$with('triage', {}).as(
            t
              .insert(commentTriage)
              .values(triageRowOf(values.id, pathname, hold))
              .getSQL(),
          ),
        ]
      : [];
    const [inserted] = await t
      .with(deliveries, ...identity, ...limits, ...triage)
      .insert(comments)
      .values(values)
      .returning({
        ...getTableColumns(comments),
        queued: sql<number>`(select count(*) from ${deliveries})::int`,
        counted: limits[0]
          ? sql<string[]>`(select coalesce(array_agg(key), '{}') from ${limits[0]})`
          : sql<string[]>`'{}'::text[]`,
      });
    const { queued: deliveriesQueued, counted, ...row } = inserted!;
    throwIfLimited(rules, counted, now);
    queued = deliveriesQueued;
    if (hold) heldOthers = await recordHold(t, row.id, hold);
    const audience: Audience = context.team ? 'team' : 'public';
    const added = { ...row, awaitingApproval: held };
    if (!parent) return { user: commenter.user, newCommentData: toWire(added, [], audience) };
    // The author's answer carries their own reply even while it awaits approval.
    const replies = (await listReplies(t, [parent.id], audience)).filter((reply) => reply.id !== row.id);
    return {
      user: commenter.user,
      newCommentData: toWire(parent, [...replies, added], audience),
    };
  });
  if (queued > 0) wakeWebhookWorker();
  return { ...result, heldOthers };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Resolves, hides or reopens a comment (from the widget or the team dashboard), recording who did it and when
 * in the same transaction.
 */
export async function setCommentVisibility(
  db: Db,
  input: {
    projectId: string;
    commentId: string;
    visibility: 'visible' | 'resolved' | 'hidden';
    member: TeamMember;
  },
): Promise<void> {
  if (!isUuid(input.commentId)) throw new ApiError(404, 'No such comment');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t
      .update(comments)
      .set({
        visibility: input.visibility,
        visibilityChangedBy: input.member.id,
        visibilityChangedAt: new Date(),
      })
      .where(and(eq(comments.id, input.commentId), eq(comments.projectId, input.projectId)))
      .returning({ id: comments.id });
    if (rows.length === 0) throw new ApiError(404, 'No such comment');
    await t.insert(moderationEvents).values({
      commentId: input.commentId,
      teamMemberId: input.member.id,
      action: VISIBILITY_ACTION[input.visibility],
    });
    // Resolving (from the widget or the inbox) resolves the team-side status too; reopening reopens it, and
    // makes a rejected comment public again (a team member's explicit choice).
    const status = TRIAGE_OF_VISIBILITY[input.visibility];
    if (status)
      await t
        .update(commentTriage)
        .set({
          status,
          updatedAt: new Date(),
          ...(input.visibility === 'visible'
            ? {
                approval: sql`case when ${commentTriage.approval} = 'rejected' then 'approved' else ${commentTriage.approval} end`,
              }
            : {}),
        })
        .where(eq(commentTriage.commentId, input.commentId));
  });
}

const TRIAGE_OF_VISIBILITY = { visible: 'open', resolved: 'resolved', hidden: null } as const;

const VISIBILITY_ACTION = { visible: 'reopen', resolved: 'resolve', hidden: 'hide' } as const;
