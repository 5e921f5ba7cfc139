import 'server-only';
/** The inbox's triage actions (team only): status, assignee, note, approve or reject, mark as spam. */
import { z } from 'zod';
import { TRIAGE_STATUSES } from '../db/schema';
import { rowId } from '../server/params';
import { teamAction, type TeamActionContext, type TeamActionResult } from '../team/actions';
import { isUuid } from './comments';
import { dropProjectListings } from './listing-cache';
import {
  addNote,
  assignComment,
  decideApproval,
  markAsSpam,
  MAX_NOTE_LENGTH,
  setTriageStatus,
  TRIAGE_LABELS,
} from './triage';

const commentId = z.string().refine(isUuid, 'commentId must be the id of a comment');

export const triageStatusBody = z.object({
  commentId,
  status: z.enum(TRIAGE_STATUSES, { error: 'status must be open, in_progress, resolved or dismissed' }),
});

export const assignBody = z.object({
  commentId,
  /** A member's id, or empty for nobody. */
  assigneeId: z
    .union([z.literal(''), rowId('assigneeId must be the id of a member'), z.null()])
    .transform((v) => (v === '' || v === null ? null : v)),
});

export const noteBody = z.object({
  commentId,
  text: z
    .string()
    .trim()
    .min(1, 'Write a note first')
    .max(MAX_NOTE_LENGTH, `A note can be at most ${MAX_NOTE_LENGTH} characters`),
});

export const approvalBody = z.object({
  commentId,
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
});

export const spamBody = z.object({ commentId });

export const triageStatusAction = teamAction(
  triageStatusBody,
  async ({ db, member }: TeamActionContext, body): Promise<TeamActionResult> => {
    await setTriageStatus(db, { ...body, member });
    return {
      notice: `Status set to ${TRIAGE_LABELS[body.status].toLowerCase()}`,
      json: { ok: true, status: body.status },
    };
  },
);

export const assignAction = teamAction(assignBody, async ({ db, member }, body) => {
  const { assignee } = await assignComment(db, { ...body, member });
  return {
    notice: assignee ? `Assigned to ${assignee}` : 'Unassigned',
    json: { ok: true, assignee },
  };
});

export const noteAction = teamAction(noteBody, async ({ db, member }, body) => {
  await addNote(db, { ...body, member });
  return { notice: 'Note added', json: { ok: true } };
});

export const approvalAction = teamAction(approvalBody, async ({ db, member }, body) => {
  const approve = body.decision === 'approve';
  const comment = await decideApproval(db, { commentId: body.commentId, approve, member });
  dropProjectListings(comment.projectId);
  return {
    notice: approve ? 'Comment approved: it is now public' : 'Comment rejected',
    json: { ok: true, approval: approve ? 'approved' : 'rejected' },
  };
});

export const spamAction = teamAction(spamBody, async ({ db, member }, body) => {
  const { projectId, until } = await markAsSpam(db, { ...body, member });
  dropProjectListings(projectId);
  return {
    notice: `Marked as spam: the author’s next comments are held until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    json: { ok: true, heldUntil: until.toISOString() },
  };
});
