import 'server-only';
/** The inbox's actions: resolve, hide, reopen, and reply as a team member, each recorded with who and when. */
import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '@/widget/contract';
import { addComment, isUuid, setCommentVisibility } from './comments';
import { ApiError } from '../server/errors';
import { serverEnv } from '../env';
import { dropListing } from './listing-cache';
import { requireProject } from './projects';
import { moderationEvents } from '../db/schema';
import type { Db } from '../db/client';
import { teamAction, type TeamActionContext, type TeamActionResult } from '../team/actions';
import { findComment } from './inbox';

const commentId = z.string().refine(isUuid, 'commentId must be the id of a comment');

export const setStatusBody = z.object({
  commentId,
  visibility: z.enum(['visible', 'resolved', 'hidden'], {
    error: 'visibility must be visible, resolved or hidden',
  }),
});

export const replyBody = z.object({
  commentId,
  text: z
    .string()
    .trim()
    .min(1, 'Write a reply first')
    .max(MAX_COMMENT_LENGTH, `A reply can be at most ${MAX_COMMENT_LENGTH} characters`),
});

async function existing(db: Db, id: string) {
  const comment = await findComment(db, id);
  if (!comment) throw new ApiError(404, 'There is no such comment');
  return comment;
}

const DONE = { visible: 'Comment reopened', resolved: 'Comment resolved', hidden: 'Comment hidden' } as const;

export async function setStatus(
  { db, member }: TeamActionContext,
  body: z.infer<typeof setStatusBody>,
): Promise<TeamActionResult> {
  const comment = await existing(db, body.commentId);
  await setCommentVisibility(db, {
    projectId: comment.projectId,
    commentId: comment.id,
    visibility: body.visibility,
    member,
  });
  dropListing(comment.projectId, comment.pathname);
  return { notice: DONE[body.visibility], json: { ok: true, visibility: body.visibility } };
}

export async function replyAsTeam(
  { db, member, ip }: TeamActionContext,
  body: z.infer<typeof replyBody>,
): Promise<TeamActionResult> {
  const comment = await existing(db, body.commentId);
  const threadId = comment.parentId ?? comment.id;
  const env = serverEnv();
  const project = await requireProject(db, comment.projectId);
  const added = await addComment(
    db,
    { project, pathname: comment.pathname, env, team: member, ip },
    { text: body.text, threadId, user: null },
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError(409, 'This thread is resolved or hidden: reopen it to reply');
    }
    throw error;
  });
  dropListing(comment.projectId, comment.pathname);
  const reply = added.newCommentData.thread_replies.at(-1);
  await db.insert(moderationEvents).values({ commentId: threadId, teamMemberId: member.id, action: 'reply' });
  return { notice: 'Reply posted', json: { ok: true, replyId: reply?.id ?? null } };
}

export const setStatusAction = teamAction(setStatusBody, setStatus);
export const replyAction = teamAction(replyBody, replyAsTeam);
