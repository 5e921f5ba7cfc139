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
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NextResponse, type NextRequest } from 'next/server';
import { ApiError } from '../comments/errors';
import { serverEnv, widgetDb } from '../comments/http';
import { memberForSession, SESSION_COOKIE } from '../comments/team';
import type { Db } from '../db/client';
import { comments, teamMembers } from '../db/schema';
import { mustChangePassword } from '../team/session';
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
  authorKind: 'anonymous' | 'host' | 'team';
  text: string;
  selectedText: string | null;
  visibility: Visibility;
  createdAt: Date;
  moderatedBy: string | null;
  moderatedAt: Date | null;
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
  ];
}

export async function listCommentsForExport(
  db: Db,
  projectId: string,
  filter: { pathname?: string; visibility?: Visibility; range?: DateRange },
): Promise<CommentExportRow[]> {
  const moderator = alias(teamMembers, 'moderator');
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
    })
    .from(comments)
    .leftJoin(moderator, eq(comments.visibilityChangedBy, moderator.id))
    .where(and(...conditions))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return rows.map(({ metadata, ...row }) => ({
    ...row,
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

/** This site's origin as the member reached it (behind a trusted proxy, as the proxy says), for links. */
function requestOrigin(request: NextRequest): string {
  const trustProxy = serverEnv().TRUST_PROXY;
  const forwarded = (name: string) =>
    trustProxy ? request.headers.get(name)?.split(',')[0]?.trim() || undefined : undefined;
  const proto = forwarded('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  const host = forwarded('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  return `${proto}://${host}`;
}

/** A GET route handler that answers a CSV file to signed-in team members only. */
export function csvExportRoute(
  build: (context: { db: Db; projectId: string; request: NextRequest }) => Promise<CsvFile>,
) {
  return async (request: NextRequest): Promise<NextResponse> => {
    try {
      const db = await widgetDb();
      const member = await memberForSession(db, request.cookies.get(SESSION_COOKIE)?.value);
      if (!member) throw new ApiError(401, 'Sign in as a team member first');
      if (await mustChangePassword(member.id)) throw new ApiError(403, 'Choose a new password first');
      const { filename, csv } = await build({ db, projectId: serverEnv().WIDGET_PUBLIC_ID, request });
      return new NextResponse(`\uFEFF${csv}`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8; header=present',
          'content-disposition': `attachment; filename="${filename}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      if (!(error instanceof ApiError)) console.error('CSV export failed', error);
      const message = error instanceof ApiError ? error.message : 'The export failed';
      return NextResponse.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } });
    }
  };
}

export const exportFeedbackCsv = csvExportRoute(({ db, projectId, request }) =>
  feedbackCsv(db, projectId, request.nextUrl.searchParams),
);

export const exportCommentsCsv = csvExportRoute(({ db, projectId, request }) =>
  commentsCsv(db, projectId, request.nextUrl.searchParams, requestOrigin(request)),
);
