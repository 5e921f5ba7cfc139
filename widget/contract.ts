/**
 * The comment-widget wire format (Docsly protocol v1.8), answers: the one definition of every response body and
 * of the shapes requests share with them (a comment's metadata, a user), in valibot. The widget's client parses
 * every answer it reads with these schemas, the integration tests' client parses every answer of the API with
 * them, and the server builds its request schemas on the shared shapes (contract-requests.ts, zod) and checks
 * host pictures with `pictureUrl`. Valibot rather than zod because this module is in the widget's chunk: its
 * functions tree-shake one by one (these schemas and their parsing add 2.3 KB gzipped to the widget), where
 * Turbopack takes in the whole of zod/mini or zod/v4/core (+25 KB and +21 KB, measured). Response schemas describe
 * exactly what the server sends; the shared shapes carry the limits the API enforces on requests.
 */
import * as v from 'valibot';
import { MAX_QUOTE_LENGTH } from './anchoring/limits';

export { API_BASE_PATH, MAX_COMMENT_LENGTH, SPARKLE_HEADERS, WIDGET_PROTOCOL_VERSION } from './protocol';

export const MAX_BODY_BYTES = 16 * 1024;

const COORDINATE_LIMIT = 1_000_000;
const coordinate = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(-COORDINATE_LIMIT),
  v.maxValue(COORDINATE_LIMIT),
);
const size = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(COORDINATE_LIMIT));
const offset = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000_000));
const nodeId = v.pipe(v.string(), v.maxLength(1024, 'must be at most 1024 characters'));

export const PROJECT_PLANS = ['starter', 'pro', 'business'] as const;
export const projectPlan = v.picklist(PROJECT_PLANS);
export type ProjectPlan = v.InferOutput<typeof projectPlan>;

export const projectSettings = v.object({
  status: v.picklist(['on', 'off']),
  onlyAuth: v.boolean(),
  allowMobile: v.boolean(),
  plan: projectPlan,
});
export type ProjectSettings = v.InferOutput<typeof projectSettings>;

export const commentSelection = v.object({
  startOffset: offset,
  endOffset: offset,
  startContainerNodeId: nodeId,
  endContainerNodeId: nodeId,
  startContainerTextNodeIndex: offset,
  endContainerTextNodeIndex: offset,
});
export type CommentSelection = v.InferOutput<typeof commentSelection>;

/** Text-quote selector used to re-anchor a selection comment after the page changed. */
export const commentQuote = v.object({
  exact: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(MAX_QUOTE_LENGTH, `must be at most ${MAX_QUOTE_LENGTH} characters`),
  ),
  prefix: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  suffix: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});
export type CommentQuote = v.InferOutput<typeof commentQuote>;

/** Where a root comment sits on the page, as the widget sends it (and the server stores and returns it). */
export const commentMetadata = v.object({
  nodeId,
  x: coordinate,
  y: coordinate,
  xRelativeToParent: v.optional(coordinate),
  yRelativeToParent: v.optional(coordinate),
  elementDimensions: v.optional(v.object({ width: size, height: size })),
  pageTitle: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))),
  userAgent: v.optional(v.pipe(v.string(), v.maxLength(512))),
  screenWidth: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100_000))),
  screenHeight: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100_000))),
  devicePixelRatio: v.optional(v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(32))),
  selectedText: v.nullish(v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters'))),
  selection: v.nullish(commentSelection),
  quote: v.nullish(commentQuote),
});
export type CommentMetadata = v.InferOutput<typeof commentMetadata>;

/** Metadata fields that identify a visitor's device: returned to team members only. */
export const DEVICE_METADATA_FIELDS = [
  'userAgent',
  'screenWidth',
  'screenHeight',
  'devicePixelRatio',
] as const;

/** A user's picture: an https URL (the server keeps a host token's picture only if it is one). */
export const pictureUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url(),
  v.startsWith('https://', 'must be an https URL'),
);

/** A user as the server returns it. Anonymous identities carry the server's signature. */
export const commentUser = v.object({
  name: v.nullable(v.pipe(v.string(), v.maxLength(120))),
  picture: v.nullable(pictureUrl),
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  isTeamMember: v.boolean(),
  signature: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type CommentUser = v.InferOutput<typeof commentUser>;

export interface Comment {
  id: string;
  text: string;
  createdAt: string;
  user: CommentUser;
  thread_replies: Comment[];
  /** A reply's is empty; a root comment's is what its author sent (device fields for the team only). */
  metadata: Partial<CommentMetadata>;
  /** Held for a team member's approval: sent only to its author (in add-comment's answer) and to the team. */
  awaitingApproval?: true;
}

export const comment: v.GenericSchema<unknown, Comment> = v.object({
  id: v.string(),
  text: v.string(),
  createdAt: v.string(),
  user: commentUser,
  thread_replies: v.array(v.lazy(() => comment)),
  metadata: v.partial(commentMetadata),
  awaitingApproval: v.optional(v.literal(true)),
});

export const commentList = v.array(comment);

export const addCommentResponse = v.object({ user: v.nullable(commentUser), newCommentData: comment });
export type AddCommentResponse = v.InferOutput<typeof addCommentResponse>;

/** The answer of measure, add-feedback and update-comment-status (and of the team's approval action). */
export const okResponse = v.object({ ok: v.literal(true) });
export const teamMemberResponse = v.object({ isTeamMember: v.boolean() });
/** Every refusal (4xx) and failure (5xx). */
export const errorResponse = v.object({ error: v.string() });
