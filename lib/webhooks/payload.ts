/**
 * What an outgoing webhook sends: the payload stored with each queued delivery (built when the comment or vote
 * is written), the body rendered from it for each format (our JSON, Slack's `{text}`, Discord's `{content}`),
 * and the HMAC-SHA256 signature headers. Pure functions: no database, no network.
 *
 * What is signed: the UTF-8 string `<X-Docs-Timestamp>.<raw body>` (the timestamp header's value, a dot, the
 * exact bytes of the body), with the webhook's secret (the whole `whsec_…` string, as UTF-8) as the HMAC key;
 * `X-Docs-Signature` is `sha256=` followed by the lowercase hex digest. Including the timestamp lets receivers
 * refuse old replays; the body stays byte-identical across retries of one delivery.
 *
 * No `import 'server-only'`: the delivery worker, started from instrumentation.ts, uses this module, and Next
 * refuses that import there (as for lib/db).
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { APPROVAL_STATES, TRIAGE_STATUSES, WEBHOOK_EVENTS, type WebhookEvent } from '../db/schema';
import { withoutTrailingSlashes } from '../server/trim';

/** The events a delivery can carry: the subscribable ones, and `test` (sent from the dashboard on demand). */
export type DeliveryEvent = WebhookEvent | 'test';
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'test'] as const satisfies readonly DeliveryEvent[];

export const WEBHOOK_FORMATS = ['json', 'slack', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const EVENT_LABELS: Record<DeliveryEvent, string> = {
  'comment.created': 'New comment',
  'reply.created': 'New reply',
  'feedback.unhelpful': 'Unhelpful vote',
  'comment.held': 'Comment held for approval',
  'comment.approved': 'Held comment approved',
  'comment.rejected': 'Held comment rejected',
  'comment.status_changed': 'Triage status changed',
  test: 'Test',
};

/** The payload as stored in `webhook_deliveries.payload` and sent (with the delivery id) in the JSON format. */
export const webhookPayload = z.object({
  event: z.enum(DELIVERY_EVENTS),
  /** Public id of the widget project. */
  project: z.string(),
  page: z.object({ pathname: z.string(), url: z.string() }),
  /** The comment's text; null for a vote. */
  text: z.string().nullable(),
  /** Who wrote the comment; votes are not attributed (name null, kind `anonymous`). */
  author: z.object({ name: z.string().nullable(), kind: z.enum(['anonymous', 'host', 'team', 'agent']) }),
  /** Where to read it: the page with `?comment=<id>` (which opens the comment, or the thread of a reply). */
  link: z.string(),
  commentId: z.string().nullable(),
  /** For a reply: the id of the thread's first comment. */
  threadId: z.string().nullable(),
  createdAt: z.string(),
  /**
   * For the moderation events (`comment.held`, `.approved`, `.rejected`, `.status_changed`): the comment's
   * team-side state after the event, why it was held, and the team member who acted (null for a hold).
   */
  state: z
    .object({
      status: z.enum(TRIAGE_STATUSES).optional(),
      approval: z.enum(APPROVAL_STATES).optional(),
      reason: z.string().nullable().optional(),
      by: z.string().nullable(),
    })
    .optional(),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/**
 * The address of a page of the site: the site address (with its base path) followed by the path, which can
 * only ever add to the path (`//host`, `\\host`, `@host`, `?` and `#` in it stay part of the path), with
 * every character a chat format treats as markup percent-encoded.
 */
export function pageUrl(siteUrl: string, pathname: string): string {
  const site = new URL(siteUrl);
  const base = withoutTrailingSlashes(site.pathname);
  const path = `/${pathname.replace(/^[/\\]+/, '')}`.replace(/[\\?#]/g, (c) => encodeURIComponent(c));
  const url = new URL(`${base}${path}`, site.origin);
  return encodeChatUnsafe(url.href);
}

/**
 * Percent-encodes what the URL parser leaves as written but chat markup reads: `|` (Slack's link label
 * separator), `<` `>` (Slack's link delimiters, Discord's `<url>`), quotes, parentheses and spaces.
 */
export function encodeChatUnsafe(url: string): string {
  return url.replace(
    /[<>|"'()\s`^{}\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

export interface CommentForPayload {
  id: string;
  projectId: string;
  pathname: string;
  parentId: string | null;
  text: string;
  authorName: string | null;
  authorKind: 'anonymous' | 'host' | 'team' | 'agent';
  createdAt: Date;
}

export function commentPayload(comment: CommentForPayload, siteUrl: string): WebhookPayload {
  const url = pageUrl(siteUrl, comment.pathname);
  return {
    event: comment.parentId ? 'reply.created' : 'comment.created',
    project: comment.projectId,
    page: { pathname: comment.pathname, url },
    text: comment.text,
    author: { name: comment.authorName, kind: comment.authorKind },
    link: `${url}?comment=${encodeURIComponent(comment.id)}`,
    commentId: comment.id,
    threadId: comment.parentId,
    createdAt: comment.createdAt.toISOString(),
  };
}

export type CommentState = NonNullable<WebhookPayload['state']>;

/** A moderation event about a comment: its usual payload with the event and the comment's new state. */
export function commentEventPayload(
  comment: CommentForPayload,
  siteUrl: string,
  event: 'comment.held' | 'comment.approved' | 'comment.rejected' | 'comment.status_changed',
  state: CommentState,
): WebhookPayload {
  return { ...commentPayload(comment, siteUrl), event, state };
}

export function unhelpfulVotePayload(
  vote: { projectId: string; pathname: string; createdAt: Date },
  siteUrl: string,
): WebhookPayload {
  const url = pageUrl(siteUrl, vote.pathname);
  return {
    event: 'feedback.unhelpful',
    project: vote.projectId,
    page: { pathname: vote.pathname, url },
    text: null,
    author: { name: null, kind: 'anonymous' },
    link: url,
    commentId: null,
    threadId: null,
    createdAt: vote.createdAt.toISOString(),
  };
}

export function testPayload(
  projectId: string,
  siteUrl: string,
  member: string,
  now = new Date(),
): WebhookPayload {
  const url = pageUrl(siteUrl, '/');
  return {
    event: 'test',
    project: projectId,
    page: { pathname: '/', url },
    text: `Test notification sent by ${member} from the team dashboard.`,
    author: { name: member, kind: 'team' },
    link: url,
    commentId: null,
    threadId: null,
    createdAt: now.toISOString(),
  };
}

// Chat services cap message sizes (Discord: 2000 characters); long comments are cut with an ellipsis.
const MAX_QUOTED = 1500;

function cut(text: string, max = MAX_QUOTED): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Slack mrkdwn: &, < and > are control characters and must be escaped in user text (so no `<!channel>`, no
 * `<url|label>` can be written); `|` is escaped too (as its numeric entity), so that a label can never end one.
 */
export function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '&#124;');
}

/** A Slack link `<url|label>`: the URL with its markup characters encoded and `&` escaped, the label escaped. */
function slackLink(url: string, label: string): string {
  return `<${encodeChatUnsafe(url).replace(/&/g, '&amp;')}|${escapeSlack(label)}>`;
}

/** A Discord link `[label](<url>)`: the label escaped, the URL with `<`, `>` and parentheses encoded. */
function discordLink(url: string, label: string): string {
  return `[${escapeDiscord(label)}](<${encodeChatUnsafe(url)}>)`;
}

/** Discord markdown: backslash-escapes formatting characters so user text shows as written. */
export function escapeDiscord(text: string): string {
  return text.replace(/([\\*_~`|>#[\]()<@-])/g, '\\$1');
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

function headline(payload: WebhookPayload): string {
  switch (payload.event) {
    case 'comment.created':
      return 'New comment';
    case 'reply.created':
      return 'New reply';
    case 'feedback.unhelpful':
      return 'A reader found a page not helpful';
    case 'comment.held':
    case 'comment.approved':
    case 'comment.rejected':
    case 'comment.status_changed':
      return EVENT_LABELS[payload.event];
    case 'test':
      return 'Test notification';
  }
}

function slackText(payload: WebhookPayload): string {
  const page = slackLink(payload.page.url, payload.page.pathname);
  const by = payload.author.name ? ` by ${escapeSlack(payload.author.name)}` : '';
  const lines = [`*${headline(payload)}* on ${page}${payload.text === null ? '' : by}`];
  if (payload.text !== null) lines.push(quote(escapeSlack(cut(payload.text))));
  if (payload.commentId) lines.push(slackLink(payload.link, 'Open the comment'));
  return lines.join('\n');
}

function discordContent(payload: WebhookPayload): string {
  const page = discordLink(payload.page.url, payload.page.pathname);
  const by = payload.author.name ? ` by ${escapeDiscord(payload.author.name)}` : '';
  const lines = [`**${headline(payload)}** on ${page}${payload.text === null ? '' : by}`];
  if (payload.text !== null) lines.push(quote(escapeDiscord(cut(payload.text))));
  if (payload.commentId) lines.push(discordLink(payload.link, 'Open the comment'));
  return cut(lines.join('\n'), 2000);
}

/** The request body of one delivery in a webhook's format. */
export function renderBody(format: WebhookFormat, deliveryId: string, payload: WebhookPayload): string {
  switch (format) {
    case 'json':
      // Fixed key order (the database's jsonb does not keep it), the delivery id first.
      return JSON.stringify({
        id: deliveryId,
        event: payload.event,
        project: payload.project,
        page: { pathname: payload.page.pathname, url: payload.page.url },
        text: payload.text,
        author: { name: payload.author.name, kind: payload.author.kind },
        link: payload.link,
        commentId: payload.commentId,
        threadId: payload.threadId,
        createdAt: payload.createdAt,
        ...(payload.state ? { state: payload.state } : {}),
      });
    case 'slack':
      return JSON.stringify({ text: slackText(payload) });
    case 'discord':
      // No @everyone / role / user pings from reader-written text.
      return JSON.stringify({ content: discordContent(payload), allowed_mentions: { parse: [] } });
  }
}

export const SIGNATURE_HEADER = 'X-Docs-Signature';
export const TIMESTAMP_HEADER = 'X-Docs-Timestamp';
export const EVENT_HEADER = 'X-Docs-Event';
export const DELIVERY_HEADER = 'X-Docs-Delivery';

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the secret>`. */
export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Every header of one delivery attempt. `timestamp` is in Unix seconds. */
export function deliveryHeaders(input: {
  secret: string;
  deliveryId: string;
  event: DeliveryEvent;
  body: string;
  timestamp: number;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'IntuitionDocs-Webhooks/1.0',
    [EVENT_HEADER]: input.event,
    [DELIVERY_HEADER]: input.deliveryId,
    [TIMESTAMP_HEADER]: String(input.timestamp),
    [SIGNATURE_HEADER]: signBody(input.secret, input.timestamp, input.body),
  };
}
