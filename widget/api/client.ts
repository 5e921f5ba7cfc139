/**
 * The widget's fetch client for the v1.8 API: every call sends the page URL, the protocol version and the
 * project's public id as x-sparkle-* headers, with credentials. Answers are checked for the shape the widget
 * relies on; a failed call throws a WidgetApiError carrying the server's message.
 */
import type {
  AddCommentResponse,
  Comment,
  CommentMetadata,
  CommentUser,
  ProjectSettings,
  RequestUser,
} from '../contract';
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

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function toComment(value: unknown): Comment | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.text !== 'string') return null;
  const user = isObject(value.user) ? (value.user as unknown as CommentUser) : null;
  return {
    id: value.id,
    text: value.text,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    user: user ?? { sub: value.id, name: null, picture: null, isTeamMember: false },
    thread_replies: toComments(value.thread_replies),
    metadata: isObject(value.metadata) ? (value.metadata as Partial<CommentMetadata>) : {},
    ...(value.awaitingApproval === true ? { awaitingApproval: true as const } : {}),
  };
}

export function toComments(value: unknown): Comment[] {
  return Array.isArray(value) ? value.map(toComment).filter((c): c is Comment => c !== null) : [];
}

export type WidgetClient = ReturnType<typeof createWidgetClient>;

export function createWidgetClient({ baseURL, publicId }: WidgetClientOptions) {
  const base = baseURL.replace(/\/+$/, '');
  async function call(path: string, signal?: AbortSignal, body?: unknown): Promise<unknown> {
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
      const message = isObject(data) && typeof data.error === 'string' ? data.error : '';
      throw new WidgetApiError(message || `Request failed (HTTP ${response.status})`, response.status);
    }
    return data;
  }
  const query = (pathname: string) =>
    `?publicId=${encodeURIComponent(publicId)}&pathname=${encodeURIComponent(pathname)}&version=${WIDGET_PROTOCOL_VERSION}`;

  return {
    async settings(signal?: AbortSignal): Promise<ProjectSettings> {
      const data = await call(
        `get-project-settings?publicId=${encodeURIComponent(publicId)}&version=${WIDGET_PROTOCOL_VERSION}`,
        signal,
      );
      if (!isObject(data) || (data.status !== 'on' && data.status !== 'off')) {
        throw new WidgetApiError('Unexpected project settings', 502);
      }
      return data as unknown as ProjectSettings;
    },
    async isTeamMember(signal?: AbortSignal): Promise<boolean> {
      const data = await call('get-team-member', signal);
      return isObject(data) && data.isTeamMember === true;
    },
    async comments(pathname: string, team: boolean, signal?: AbortSignal): Promise<Comment[]> {
      return toComments(
        await call(`${team ? 'get-comments' : 'get-comments-public'}${query(pathname)}`, signal),
      );
    },
    measure: () => call('measure').then(() => undefined),
    async addComment(
      body:
        | { text: string; metadata: Partial<CommentMetadata>; user: RequestUser; website?: string }
        | { text: string; threadId: string; user: RequestUser; website?: string },
    ): Promise<AddCommentResponse> {
      const data = await call('add-comment', undefined, body);
      const newCommentData = isObject(data) ? toComment(data.newCommentData) : null;
      if (!isObject(data) || !newCommentData) throw new WidgetApiError('Unexpected answer', 502);
      const user = isObject(data.user) ? (data.user as unknown as CommentUser) : null;
      return { user, newCommentData };
    },
    addFeedback: (helpful: boolean, user: RequestUser) =>
      call('add-feedback', undefined, { helpful, user }).then(() => undefined),
    setStatus: (commentId: string, visibility: 'resolved' | 'hidden') =>
      call('update-comment-status', undefined, { commentId, visibility }).then(() => undefined),
    /** Approves or rejects a held comment: the site's team action beside the widget API (/api/team/…). */
    decide: (commentId: string, decision: 'approve' | 'reject') =>
      call('../../team/comments/approval', undefined, { commentId, decision }).then(() => undefined),
  };
}
