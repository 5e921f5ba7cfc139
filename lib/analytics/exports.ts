import 'server-only';
/**
 * The dashboard's CSV downloads, GET /api/team/export/comments.csv and /api/team/export/feedback.csv. They are
 * plain links, so they cannot go through teamAction (POST only): the session is checked here, and a request
 * without one gets 401 (a member who still has to choose a password, 403). The files are UTF-8 with a byte
 * order mark, so that spreadsheet programs read accents and emoji right, and are never cached.
 *
 * Query parameters:
 * - feedback.csv: `from`, `to` (YYYY-MM-DD, default the last 30 days), `sort`, `dir`, as on /team/feedback;
 * - comments.csv: `page` (one page's path), `visibility` (visible, resolved or hidden), `from`, `to` (all time
 *   when both are left out), newest first.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { textAnswer } from '../server/answer';
import { ApiError } from '../server/errors';
import { route } from '../server/route';
import { teamSession } from '../team/session';
import type { Db } from '../db/client';
import { commentTriage, comments, moderationEvents, teamMembers } from '../db/schema';
import { toCsv, type CsvColumn } from './csv';
import { listPageStats, parseSort, sortPageStats, type PageStats } from './page-feedback';
import { parseRange, rangeInstants, utcDay, type DateRange } from './range';

export interface CsvFile {
  filename: string;
  csv: string;
}

const FEEDBACK_COLUMNS: CsvColumn<PageStats>[] = [
  { header: 'page', value: (r) => r.pathname },
  { header: 'views', value: (r) => r.views },
  { header: 'agent_views', value: (r) => r.agentViews },
  { header: 'crawler_views', value: (r) => r.crawlerViews },
  { header: 'helpful', value: (r) => r.helpful },
  { header: 'not_helpful', value: (r) => r.unhelpful },
  { header: 'helpful_ratio', value: (r) => (r.ratio === null ? null : Math.round(r.ratio * 1000) / 1000) },
  { header: 'comments', value: (r) => r.comments },
  { header: 'comments_visible', value: (r) => r.commentsVisible },
  { header: 'comments_resolved', value: (r) => r.commentsResolved },
  { header: 'comments_hidden', value: (r) => r.commentsHidden },
];

function rangeFrom(params: URLSearchParams): DateRange {
  const { range, error } = parseRange({ from: params.get('from'), to: params.get('to') });
  if (error) throw new ApiError(400, error);
  return range;
}

export async function feedbackCsv(db: Db, projectId: string, params: URLSearchParams): Promise<CsvFile> {
  const range = rangeFrom(params);
  const { key, direction } = parseSort(params.get('sort') ?? undefined, params.get('dir') ?? undefined);
  const rows = sortPageStats(await listPageStats(db, { projectId, range }), key, direction);
  return { filename: `feedback-${range.from}-to-${range.to}.csv`, csv: toCsv(FEEDBACK_COLUMNS, rows) };
}

const VISIBILITIES = ['visible', 'resolved', 'hidden'] as const;
type Visibility = (typeof VISIBILITIES)[number];

export interface CommentExportRow {
  id: string;
  pathname: string;
  parentId: string | null;
  authorName: string | null;
  authorKind: 'anonymous' | 'host' | 'team' | 'agent';
  text: string;
  selectedText: string | null;
  visibility: Visibility;
  createdAt: Date;
  moderatedBy: string | null;
  moderatedAt: Date | null;
  /** Team-side triage (null for team members' own comments). */
  triageStatus: string | null;
  approval: string | null;
  heldReason: string | null;
  assignee: string | null;
  /** The latest entry of the moderation log: its action (`held`, `approve`, `status`…), by whom, when. */
  lastEvent: string | null;
  lastEventBy: string | null;
  lastEventAt: Date | null;
}

function commentColumns(origin: string): CsvColumn<CommentExportRow>[] {
  return [
    { header: 'id', value: (r) => r.id },
    { header: 'page', value: (r) => r.pathname },
    { header: 'thread_id', value: (r) => r.parentId ?? r.id },
    { header: 'kind', value: (r) => (r.parentId ? 'reply' : 'comment') },
    { header: 'author', value: (r) => r.authorName },
    { header: 'author_type', value: (r) => r.authorKind },
    { header: 'text', value: (r) => r.text },
    { header: 'selected_text', value: (r) => r.selectedText },
    { header: 'visibility', value: (r) => r.visibility },
    { header: 'created_at', value: (r) => r.createdAt },
    { header: 'moderated_by', value: (r) => r.moderatedBy },
    { header: 'moderated_at', value: (r) => r.moderatedAt },
    {
      header: 'link',
      value: (r) => `${origin}${r.pathname}?comment=${encodeURIComponent(r.parentId ?? r.id)}`,
    },
    { header: 'triage_status', value: (r) => r.triageStatus },
    { header: 'approval', value: (r) => r.approval },
    { header: 'held_reason', value: (r) => r.heldReason },
    { header: 'assignee', value: (r) => r.assignee },
    { header: 'last_event', value: (r) => r.lastEvent },
    { header: 'last_event_by', value: (r) => r.lastEventBy },
    { header: 'last_event_at', value: (r) => r.lastEventAt },
  ];
}

export async function listCommentsForExport(
  db: Db,
  projectId: string,
  filter: { pathname?: string; visibility?: Visibility; range?: DateRange },
): Promise<CommentExportRow[]> {
  const moderator = alias(teamMembers, 'moderator');
  const assignee = alias(teamMembers, 'assignee');
  const last = db
    .select({
      action: moderationEvents.action,
      detail: moderationEvents.detail,
      by: teamMembers.name,
      at: moderationEvents.createdAt,
    })
    .from(moderationEvents)
    .leftJoin(teamMembers, eq(teamMembers.id, moderationEvents.teamMemberId))
    .where(eq(moderationEvents.commentId, comments.id))
    .orderBy(desc(moderationEvents.createdAt), desc(moderationEvents.id))
    .limit(1)
    .as('last_event');
  const conditions: (SQL | undefined)[] = [eq(comments.projectId, projectId)];
  if (filter.pathname) conditions.push(eq(comments.pathname, filter.pathname));
  if (filter.visibility) conditions.push(eq(comments.visibility, filter.visibility));
  if (filter.range) {
    const { start, end } = rangeInstants(filter.range);
    conditions.push(gte(comments.createdAt, start), lt(comments.createdAt, end));
  }
  const rows = await db
    .select({
      id: comments.id,
      pathname: comments.pathname,
      parentId: comments.parentId,
      authorName: comments.authorName,
      authorKind: comments.authorKind,
      text: comments.text,
      metadata: comments.metadata,
      visibility: comments.visibility,
      createdAt: comments.createdAt,
      moderatedBy: moderator.name,
      moderatedAt: comments.visibilityChangedAt,
      triageStatus: commentTriage.status,
      approval: commentTriage.approval,
      heldReason: commentTriage.heldReason,
      assignee: assignee.name,
      lastAction: last.action,
      lastDetail: last.detail,
      lastEventBy: last.by,
      lastEventAt: last.at,
    })
    .from(comments)
    .leftJoin(moderator, eq(comments.visibilityChangedBy, moderator.id))
    .leftJoin(commentTriage, eq(commentTriage.commentId, comments.id))
    .leftJoin(assignee, eq(commentTriage.assigneeId, assignee.id))
    .leftJoinLateral(last, sql`true`)
    .where(and(...conditions))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return rows.map(({ metadata, lastAction, lastDetail, ...row }) => ({
    ...row,
    lastEvent: lastAction ? (lastDetail ? `${lastAction}:${lastDetail}` : lastAction) : null,
    selectedText:
      typeof metadata.selectedText === 'string' && metadata.selectedText ? metadata.selectedText : null,
  }));
}

export async function commentsCsv(
  db: Db,
  projectId: string,
  params: URLSearchParams,
  origin: string,
): Promise<CsvFile> {
  const page = params.get('page')?.trim() || undefined;
  if (page !== undefined && (!page.startsWith('/') || page.length > 1024))
    throw new ApiError(400, 'page must be a path starting with "/"');
  const visibility = params.get('visibility')?.trim() || undefined;
  if (visibility !== undefined && !(VISIBILITIES as readonly string[]).includes(visibility))
    throw new ApiError(400, `visibility must be one of ${VISIBILITIES.join(', ')}`);
  const range = params.get('from') || params.get('to') ? rangeFrom(params) : undefined;
  const rows = await listCommentsForExport(db, projectId, {
    pathname: page,
    visibility: visibility as Visibility | undefined,
    range,
  });
  const filename = range ? `comments-${range.from}-to-${range.to}.csv` : `comments-${utcDay(new Date())}.csv`;
  return { filename, csv: toCsv(commentColumns(origin), rows) };
}

/** A GET endpoint that answers a CSV file to signed-in team members only (a member who must still choose a password: 403). */
export function csvExportRoute(
  build: (context: {
    db: Db;
    projectId: string;
    params: URLSearchParams;
    siteOrigin: string;
  }) => Promise<CsvFile>,
) {
  return route({
    method: 'GET',
    origin: 'same-origin',
    auth: { by: teamSession },
    handler: async (context) => {
      const { filename, csv } = await build({
        db: context.db,
        projectId: context.env.WIDGET_PUBLIC_ID,
        params: context.request.url.searchParams,
        siteOrigin: context.siteOrigin,
      });
      return textAnswer(`\uFEFF${csv}`, 'text/csv; charset=utf-8; header=present', {
        'Content-Disposition': `attachment; filename="${filename}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  });
}

export const exportFeedbackCsv = csvExportRoute(({ db, projectId, params }) =>
  feedbackCsv(db, projectId, params),
);

export const exportCommentsCsv = csvExportRoute(({ db, projectId, params, siteOrigin }) =>
  commentsCsv(db, projectId, params, siteOrigin),
);
