/**
 * The comment-widget wire format (Docsly protocol v1.8), requests: the bodies lib/comments validates, in zod
 * like every other request schema of the server (its messages, `Invalid <field>: …`, are the API's error
 * answers). Strict about sizes and ranges; unknown fields are dropped. The parts a request shares with the
 * answers (a comment's metadata, a user) are contract.ts's valibot definitions, validated by them through
 * `shared`, so each shape has one definition. Only the server parses requests: the widget imports this
 * module's types, never its code (zod stays out of the widget's chunk).
 */
import * as v from 'valibot';
import { z } from 'zod';
import { commentMetadata, commentUser, MAX_COMMENT_LENGTH } from './contract';

/**
 * A shape of contract.ts inside a zod schema: the value is validated (and output) by that valibot definition,
 * and each of its issues is reported at its path, as zod reports its own: a wrong type aborts, a failed check
 * does not (so a union names the field of the option whose type matched, as zod's unions do).
 */
function shared<const Schema extends v.GenericSchema>(schema: Schema) {
  return z.unknown().transform((value, ctx): v.InferOutput<Schema> => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    for (const issue of result.issues) {
      const path = (issue.path ?? []).map((item) => item.key as PropertyKey);
      ctx.addIssue({ code: 'custom', message: messageOf(issue), path, continue: issue.kind !== 'schema' });
    }
    return z.NEVER;
  });
}

/**
 * An issue in words for people (the API's answer reads `Invalid <field>: <this>`). A message the contract wrote
 * is kept; valibot's own ("Invalid finite: Received Infinity") are said as the other request fields say theirs.
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema')
    return issue.received === 'undefined'
      ? 'is required'
      : `expected ${issue.expected ?? 'another type'}, received ${issue.received}`;
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const requirement = String(issue.requirement);
  switch (issue.type) {
    case 'finite':
      return 'must be a finite number';
    case 'safe_integer':
      return 'must be a whole number';
    case 'min_value':
      return `must be at least ${requirement}`;
    case 'max_value':
      return `must be at most ${requirement}`;
    case 'gt_value':
      return `must be more than ${requirement}`;
    case 'min_length':
      return requirement === '1' ? 'must not be empty' : `must be at least ${requirement} characters`;
    case 'max_length':
      return `must be at most ${requirement} characters`;
    case 'url':
      return 'must be a URL';
    default:
      return issue.message;
  }
}

/**
 * The `user` of a request: a host site's signed token (JWT), a user object this server returned before
 * (checked against its signature, never trusted as is), or null.
 */
export const requestUser = z
  .union([
    z.string().min(1).max(8192),
    shared(v.partial(v.pick(commentUser, ['sub', 'signature', 'name', 'picture']), ['name', 'picture'])),
    z.null(),
  ])
  .optional()
  .transform((value) => value ?? null);
export type RequestUser = z.infer<typeof requestUser>;

const commentText = z
  .string()
  .trim()
  .min(1, 'Comment text must not be empty')
  .max(MAX_COMMENT_LENGTH, `Comment text must be at most ${MAX_COMMENT_LENGTH} characters`);

/**
 * A field hidden from readers that our widget always sends empty: a client that fills it is a bot, and its
 * comment is held. Optional, so other Docsly v1.8 clients (which do not send it) are unaffected.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(2000).optional();

export const addRootCommentBody = z.object({
  text: commentText,
  metadata: shared(commentMetadata),
  user: requestUser,
  [HONEYPOT_FIELD]: honeypot,
});
export const addReplyBody = z.object({
  text: commentText,
  threadId: z.string().min(1).max(100),
  user: requestUser,
  [HONEYPOT_FIELD]: honeypot,
});
/** A reply when the body names a `threadId`, else a root comment; errors name the exact field. */
export const addCommentBody = z.unknown().transform((value, ctx) => {
  const schema =
    value !== null && typeof value === 'object' && 'threadId' in value ? addReplyBody : addRootCommentBody;
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<typeof addReplyBody> | z.infer<typeof addRootCommentBody>;
  for (const issue of result.error.issues)
    ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type AddCommentBody = z.infer<typeof addCommentBody>;

export const addFeedbackBody = z.object({ helpful: z.boolean(), user: requestUser });
export type AddFeedbackBody = z.infer<typeof addFeedbackBody>;

export const updateCommentStatusBody = z.object({
  visibility: z.enum(['resolved', 'hidden']),
  commentId: z.string().min(1).max(100),
});
export type UpdateCommentStatusBody = z.infer<typeof updateCommentStatusBody>;
