import 'server-only';
/**
 * Triage of readers' comments, on the team side only: the status machine (open, in progress, resolved,
 * dismissed), the assignee, notes, approval of held comments and "mark as spam". Each change is written with its
 * moderation-log entry (who and when) and its webhook event in one transaction.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  commentNotes,
  commentTriage,
  comments,
  moderationEvents,
  spamHolds,
  teamMembers,
  type ModerationAction,
  type TriageStatus,
} from '../db/schema';
import { ApiError } from '../server/errors';
import type { TeamMember } from '../team/accounts';
import { enqueueCommentEvent, wakeWebhookWorker } from '../webhooks/queue';
import { spamHoldKeys } from './holds';
import { getModerationSettings } from './moderation-settings';

/** Where each status may go next: a closed item is reopened before it is worked on again. */
export const TRIAGE_TRANSITIONS: Record<TriageStatus, readonly TriageStatus[]> = {
  open: ['in_progress', 'resolved', 'dismissed'],
  in_progress: ['open', 'resolved', 'dismissed'],
  resolved: ['open'],
  dismissed: ['open'],
};

export const TRIAGE_LABELS: Record<TriageStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const MAX_NOTE_LENGTH = 2000;

type Tx = Db;

/** A reader's comment with its triage row, inside a transaction, locked against concurrent changes. */
async function triaged(t: Tx, commentId: string) {
  const [found] = await t
    .select({ comment: comments, triage: commentTriage })
    .from(comments)
    .leftJoin(commentTriage, eq(commentTriage.commentId, comments.id))
    .where(eq(comments.id, commentId))
    .for('update', { of: comments });
  if (!found) throw new ApiError(404, 'There is no such comment');
  if (!found.triage) throw new ApiError(409, 'Team members’ own comments have no triage status');
  return { comment: found.comment, triage: found.triage };
}

async function inTransaction<T>(db: Db, work: (t: Tx) => Promise<{ result: T; queued: number }>) {
  const { result, queued } = await db.transaction((tx) => work(tx as unknown as Db));
  if (queued > 0) wakeWebhookWorker();
  return result;
}

const logEntry = (
  commentId: string,
  member: TeamMember,
  action: ModerationAction,
  detail: string | null,
) => ({
  commentId,
  teamMemberId: member.id,
  action,
  detail,
});

export async function setTriageStatus(
  db: Db,
  input: { commentId: string; status: TriageStatus; member: TeamMember },
): Promise<{ projectId: string; pathname: string }> {
  return inTransaction(db, async (t) => {
    const { comment, triage } = await triaged(t, input.commentId);
    if (triage.approval === 'pending')
      throw new ApiError(409, 'This comment awaits approval: approve or reject it first');
    if (triage.status === input.status) throw new ApiError(409, `The comment is already ${input.status}`);
    if (!TRIAGE_TRANSITIONS[triage.status].includes(input.status))
      throw new ApiError(409, `A ${triage.status} comment cannot become ${input.status}: reopen it first`);
    await t
      .update(commentTriage)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(commentTriage.commentId, comment.id));
    await t.insert(moderationEvents).values(logEntry(comment.id, input.member, 'status', input.status));
    const queued = await enqueueCommentEvent(t, comment, 'comment.status_changed', {
      status: input.status,
      by: input.member.name,
    });
    return { result: comment, queued };
  });
}

export async function assignComment(
  db: Db,
  input: { commentId: string; assigneeId: number | null; member: TeamMember },
): Promise<{ assignee: string | null }> {
  return inTransaction(db, async (t) => {
    const { comment, triage } = await triaged(t, input.commentId);
    let assignee: string | null = null;
    if (input.assigneeId !== null) {
      const [found] = await t
        .select({ name: teamMembers.name })
        .from(teamMembers)
        .where(eq(teamMembers.id, input.assigneeId));
      if (!found) throw new ApiError(400, 'The assignee must be a member of the team');
      assignee = found.name;
    }
    if (triage.assigneeId === input.assigneeId)
      throw new ApiError(409, assignee ? `Already assigned to ${assignee}` : 'Nobody is assigned');
    await t
      .update(commentTriage)
      .set({ assigneeId: input.assigneeId, updatedAt: new Date() })
      .where(eq(commentTriage.commentId, comment.id));
    await t.insert(moderationEvents).values(logEntry(comment.id, input.member, 'assign', assignee));
    return { result: { assignee }, queued: 0 };
  });
}

export async function addNote(
  db: Db,
  input: { commentId: string; text: string; member: TeamMember },
): Promise<void> {
  await inTransaction(db, async (t) => {
    const { comment } = await triaged(t, input.commentId);
    await t
      .insert(commentNotes)
      .values({ commentId: comment.id, teamMemberId: input.member.id, text: input.text });
    await t.insert(moderationEvents).values(logEntry(comment.id, input.member, 'note', null));
    return { result: undefined, queued: 0 };
  });
}

/** Approves a held comment (it becomes public) or rejects it (hidden, dismissed). */
export async function decideApproval(
  db: Db,
  input: { commentId: string; approve: boolean; member: TeamMember },
): Promise<{ projectId: string; pathname: string }> {
  return inTransaction(db, async (t) => {
    const { comment, triage } = await triaged(t, input.commentId);
    if (triage.approval !== 'pending') throw new ApiError(409, 'This comment does not await approval');
    const approval = input.approve ? 'approved' : 'rejected';
    await t
      .update(commentTriage)
      .set({ approval, ...(input.approve ? {} : { status: 'dismissed' as const }), updatedAt: new Date() })
      .where(eq(commentTriage.commentId, comment.id));
    if (!input.approve)
      await t
        .update(comments)
        .set({ visibility: 'hidden', visibilityChangedBy: input.member.id, visibilityChangedAt: new Date() })
        .where(eq(comments.id, comment.id));
    await t
      .insert(moderationEvents)
      .values(logEntry(comment.id, input.member, input.approve ? 'approve' : 'reject', triage.heldReason));
    const queued = await enqueueCommentEvent(
      t,
      comment,
      input.approve ? 'comment.approved' : 'comment.rejected',
      { approval, reason: triage.heldReason, by: input.member.name },
    );
    return { result: comment, queued };
  });
}

/**
 * Marks a reader's comment as spam: hidden, rejected if it was held, dismissed, and the author's identity and
 * address held for the project's `spamHoldHours` (their next comments wait for approval).
 */
export async function markAsSpam(
  db: Db,
  input: { commentId: string; member: TeamMember },
): Promise<{ projectId: string; pathname: string; until: Date }> {
  return inTransaction(db, async (t) => {
    const { comment, triage } = await triaged(t, input.commentId);
    const settings = await getModerationSettings(t, comment.projectId);
    const until = new Date(Date.now() + settings.spamHoldHours * 3600 * 1000);
    await t
      .update(comments)
      .set({ visibility: 'hidden', visibilityChangedBy: input.member.id, visibilityChangedAt: new Date() })
      .where(eq(comments.id, comment.id));
    const approval = triage.approval === 'pending' ? 'rejected' : triage.approval;
    await t
      .update(commentTriage)
      .set({ status: 'dismissed', approval, updatedAt: new Date() })
      .where(eq(commentTriage.commentId, comment.id));
    const keys = spamHoldKeys(comment.authorSub, triage.addressHash ?? '').filter(
      (key) => key !== 'address:',
    );
    for (const key of keys)
      await t
        .insert(spamHolds)
        .values({ projectId: comment.projectId, key, until })
        .onConflictDoUpdate({ target: [spamHolds.projectId, spamHolds.key], set: { until } });
    await t.insert(moderationEvents).values(logEntry(comment.id, input.member, 'spam', null));
    const queued =
      triage.approval === 'pending'
        ? await enqueueCommentEvent(t, comment, 'comment.rejected', {
            approval,
            reason: 'spam',
            by: input.member.name,
          })
        : 0;
    return { result: { projectId: comment.projectId, pathname: comment.pathname, until }, queued };
  });
}

/** The notes of the given comments, oldest first, with their authors' names. */
export async function notesOf(db: Db, commentIds: string[]) {
  if (commentIds.length === 0) return new Map<string, { text: string; by: string | null; at: Date }[]>();
  const rows = await db
    .select({
      commentId: commentNotes.commentId,
      text: commentNotes.text,
      by: teamMembers.name,
      at: commentNotes.createdAt,
    })
    .from(commentNotes)
    .leftJoin(teamMembers, eq(teamMembers.id, commentNotes.teamMemberId))
    .where(inArray(commentNotes.commentId, commentIds))
    .orderBy(asc(commentNotes.createdAt), asc(commentNotes.id));
  const byComment = new Map<string, { text: string; by: string | null; at: Date }[]>();
  for (const { commentId, ...note } of rows)
    byComment.set(commentId, [...(byComment.get(commentId) ?? []), note]);
  return byComment;
}
