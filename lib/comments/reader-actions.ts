import 'server-only';
/**
 * The inbox's way to a reader's data (team only): download everything stored about the author of a comment, or
 * erase it (lib/comments/erase.ts). The comment names the reader; a visitor id, when the reader gives theirs,
 * adds their votes. Erasing asks for an explicit confirmation field.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { comments } from '../db/schema';
import { jsonAnswer } from '../server/answer';
import { ApiError } from '../server/errors';
import { route } from '../server/route';
import { TEAM_ACTION_MAX_BYTES, teamAction } from '../team/actions';
import { teamSession } from '../team/session';
import { isUuid } from './comments';
import { eraseReader, exportReader } from './erase';

const readerBody = z.object({
  commentId: z.string().refine(isUuid, 'commentId must be the id of a comment'),
  visitorId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});

const eraseBody = readerBody.extend({
  confirm: z.literal('erase', { error: 'Tick the box to confirm: erasing cannot be undone' }),
});

/** The reader who wrote a comment (a reader: not a team member or an agent). */
async function readerOf(db: Db, commentId: string) {
  const [row] = await db
    .select({ projectId: comments.projectId, sub: comments.authorSub, kind: comments.authorKind })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!row) throw new ApiError(404, 'No such comment');
  if (row.kind !== 'anonymous' && row.kind !== 'host')
    throw new ApiError(409, 'That comment was not written by a reader');
  return row;
}

export const exportReaderEndpoint = route({
  method: 'POST',
  origin: 'same-origin',
  auth: { by: teamSession },
  body: {
    schema: readerBody,
    maxBytes: TEAM_ACTION_MAX_BYTES,
    format: 'form-or-json',
    messagesWithPath: false,
  },
  handler: async ({ db }, body) => {
    const reader = await readerOf(db, body.commentId);
    const data = await exportReader(db, {
      projectId: reader.projectId,
      sub: reader.sub,
      visitorId: body.visitorId,
    });
    const name = `reader-${reader.sub.replace(/[^\w-]/g, '_').slice(0, 60)}.json`;
    return jsonAnswer(data, 200, { 'Content-Disposition': `attachment; filename="${name}"` });
  },
});

export const eraseReaderAction = teamAction(eraseBody, async ({ db, member }, body) => {
  const reader = await readerOf(db, body.commentId);
  const erased = await eraseReader(db, { ...reader, visitorId: body.visitorId, member });
  return {
    notice: `Reader erased: ${erased.comments} comments, ${erased.keptAsDeleted} threads kept as “[deleted]”, ${erased.votes} votes`,
    json: { ok: true, erased },
  };
});
