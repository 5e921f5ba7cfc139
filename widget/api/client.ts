/**
 * The widget's fetch client for the v1.8 API: every call sends the page URL, the protocol version and the
 * project's public id as x-sparkle-* headers, with credentials. Every answer is parsed with its response schema
 * from the contract (widget/contract.ts, valibot: the definitions the integration tests parse the API's answers
 * with); an answer that does not match is a WidgetApiError (502, "Unexpected answer"), and a failed call throws
 * a WidgetApiError carrying the server's message.
 */
import * as v from 'valibot';
import {
  addCommentResponse,
  comment,
  errorResponse,
  okResponse,
  projectSettings,
  teamMemberResponse,
  type AddCommentResponse,
  type Comment,
  type CommentMetadata,
  type ProjectSettings,
} from '../contract';
import type { RequestUser } from '../contract-requests';
import { SPARKLE_HEADERS, WIDGET_PROTOCOL_VERSION } from '../protocol';

export class WidgetApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface WidgetClientOptions {
  baseURL: string;
  publicId: string;
}

export type WidgetClient = ReturnType<typeof createWidgetClient>;

const listing = v.array(v.unknown());

export function createWidgetClient({ baseURL, publicId }: WidgetClientOptions) {
  const base = baseURL.replace(/\/+$/, '');
  /** Calls an endpoint and returns its answer as `schema` parses it. */
  async function call<Schema extends v.GenericSchema>(
    schema: Schema,
    path: string,
    signal?: AbortSignal,
    body?: unknown,
  ): Promise<v.InferOutput<Schema>> {
    const response = await fetch(`${base}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'include',
      signal,
      headers: {
        [SPARKLE_HEADERS.from]: window.location.href,
        [SPARKLE_HEADERS.version]: WIDGET_PROTOCOL_VERSION,
        [SPARKLE_HEADERS.publicId]: publicId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = v.is(errorResponse, data) ? data.error : '';
      throw new WidgetApiError(message || `Request failed (HTTP ${response.status})`, response.status);
    }
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) throw new WidgetApiError('Unexpected answer from the server', 502);
    return parsed.output;
  }
  const query = (pathname: string) =>
    `?publicId=${encodeURIComponent(publicId)}&pathname=${encodeURIComponent(pathname)}&version=${WIDGET_PROTOCOL_VERSION}`;
  const done = () => undefined;

  return {
    settings: (signal?: AbortSignal): Promise<ProjectSettings> =>
      call(
        projectSettings,
        `get-project-settings?publicId=${encodeURIComponent(publicId)}&version=${WIDGET_PROTOCOL_VERSION}`,
        signal,
      ),
    isTeamMember: (signal?: AbortSignal): Promise<boolean> =>
      call(teamMemberResponse, 'get-team-member', signal).then((answer) => answer.isTeamMember),
    /**
     * A listing must be a list; a thread in it that does not match the contract (say, a comment stored before a
     * limit existed) is left out, so that it does not hide the page's other threads.
     */
    comments: (pathname: string, team: boolean, signal?: AbortSignal): Promise<Comment[]> =>
      call(listing, `${team ? 'get-comments' : 'get-comments-public'}${query(pathname)}`, signal).then(
        (threads) =>
          threads.flatMap((thread) => {
            const parsed = v.safeParse(comment, thread);
            return parsed.success ? [parsed.output] : [];
          }),
      ),
    measure: () => call(okResponse, 'measure').then(done),
    addComment: (
      body:
        | { text: string; metadata: Partial<CommentMetadata>; user: RequestUser; website?: string }
        | { text: string; threadId: string; user: RequestUser; website?: string },
    ): Promise<AddCommentResponse> => call(addCommentResponse, 'add-comment', undefined, body),
    addFeedback: (helpful: boolean, user: RequestUser) =>
      call(okResponse, 'add-feedback', undefined, { helpful, user }).then(done),
    setStatus: (commentId: string, visibility: 'resolved' | 'hidden') =>
      call(okResponse, 'update-comment-status', undefined, { commentId, visibility }).then(done),
    /** Approves or rejects a held comment: the site's team action beside the widget API (/api/team/…). */
    decide: (commentId: string, decision: 'approve' | 'reject') =>
      call(okResponse, '../../team/comments/approval', undefined, { commentId, decision }).then(done),
  };
}
