/**
 * The comment-widget wire format (Docsly protocol v1.8): the one definition of every request and response
 * body, imported by the widget's client and by the server (lib/comments). Request schemas are strict about
 * sizes and ranges and drop unknown fields; response schemas describe exactly what the server sends.
 */
import { z } from 'zod';
import { MAX_QUOTE_LENGTH } from './anchoring/limits';
import { MAX_COMMENT_LENGTH } from './protocol';

export { API_BASE_PATH, MAX_COMMENT_LENGTH, SPARKLE_HEADERS, WIDGET_PROTOCOL_VERSION } from './protocol';

export const MAX_BODY_BYTES = 16 * 1024;

const COORDINATE_LIMIT = 1_000_000;
const coordinate = z.number().finite().min(-COORDINATE_LIMIT).max(COORDINATE_LIMIT);
const size = z.number().finite().min(0).max(COORDINATE_LIMIT);
const offset = z.number().int().min(0).max(10_000_000);
const nodeId = z.string().max(1024, 'must be at most 1024 characters');

export const projectPlan = z.enum(['starter', 'pro', 'business']);
export type ProjectPlan = z.infer<typeof projectPlan>;

export const projectSettings = z.object({
  status: z.enum(['on', 'off']),
  onlyAuth: z.boolean(),
  allowMobile: z.boolean(),
  plan: projectPlan,
});
export type ProjectSettings = z.infer<typeof projectSettings>;

export const commentSelection = z.object({
  startOffset: offset,
  endOffset: offset,
  startContainerNodeId: nodeId,
  endContainerNodeId: nodeId,
  startContainerTextNodeIndex: offset,
  endContainerTextNodeIndex: offset,
});
export type CommentSelection = z.infer<typeof commentSelection>;

/** Text-quote selector used to re-anchor a selection comment after the page changed. */
export const commentQuote = z.object({
  exact: z.string().min(1).max(MAX_QUOTE_LENGTH, `must be at most ${MAX_QUOTE_LENGTH} characters`),
  prefix: z.string().max(200).default(''),
  suffix: z.string().max(200).default(''),
});
export type CommentQuote = z.infer<typeof commentQuote>;

/** Where a root comment sits on the page, as the widget sends it. */
export const commentMetadata = z.object({
  nodeId,
  x: coordinate,
  y: coordinate,
  xRelativeToParent: coordinate.optional(),
  yRelativeToParent: coordinate.optional(),
  elementDimensions: z.object({ width: size, height: size }).optional(),
  pageTitle: z.string().max(300, 'must be at most 300 characters').optional(),
  userAgent: z.string().max(512).optional(),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
  devicePixelRatio: z.number().finite().positive().max(32).optional(),
  selectedText: z.string().max(2000, 'must be at most 2000 characters').nullable().optional(),
  selection: commentSelection.nullable().optional(),
  quote: commentQuote.nullable().optional(),
});
export type CommentMetadata = z.infer<typeof commentMetadata>;

/** Metadata fields that identify a visitor's device: returned to team members only. */
export const DEVICE_METADATA_FIELDS = [
  'userAgent',
  'screenWidth',
  'screenHeight',
  'devicePixelRatio',
] as const;

const picture = z
  .string()
  .max(2048)
  .url()
  .refine((value) => value.startsWith('https://'), 'must be an https URL')
  .nullable();

/** A user as the server returns it. Anonymous identities carry the server's signature. */
export const commentUser = z.object({
  name: z.string().max(120).nullable(),
  picture,
  sub: z.string().min(1).max(200),
  isTeamMember: z.boolean(),
  signature: z.string().max(200).optional(),
});
export type CommentUser = z.infer<typeof commentUser>;

/**
 * The `user` of a request: a host site's signed token (JWT), a user object this server returned before
 * (checked against its signature, never trusted as is), or null.
 */
export const requestUser = z
  .union([
    z.string().min(1).max(8192),
    commentUser
      .pick({ sub: true, signature: true, name: true, picture: true })
      .partial({ name: true, picture: true }),
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
  metadata: commentMetadata,
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

export interface Comment {
  id: string;
  text: string;
  createdAt: string;
  user: CommentUser;
  thread_replies: Comment[];
  metadata: Partial<CommentMetadata>;
  /** Held for a team member's approval: sent only to its author (in add-comment's answer) and to the team. */
  awaitingApproval?: true;
}

export const comment: z.ZodType<Comment> = z.lazy(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    createdAt: z.string(),
    user: commentUser,
    thread_replies: z.array(comment),
    metadata: commentMetadata.partial(),
    awaitingApproval: z.literal(true).optional(),
  }),
);

export const commentList = z.array(comment);

export const addCommentResponse = z.object({ user: commentUser.nullable(), newCommentData: comment });
export type AddCommentResponse = z.infer<typeof addCommentResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
export const teamMemberResponse = z.object({ isTeamMember: z.boolean() });
export const errorResponse = z.object({ error: z.string() });
