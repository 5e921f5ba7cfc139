import 'server-only';
/**
 * The team inbox: every comment of a project across its pages, newest first, filtered by page, visibility
 * (visible, resolved, hidden, or detached: visible but no longer placeable on the page), date and text, with
 * each thread's reply count and the last moderation action (who and when).
 */
import { aliasedTable, and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments, moderationEvents, projects, teamMembers } from '../db/schema';
import { isDetached } from './anchors';
import { sourceCondition, type InboxSource } from './inbox-source';

export const INBOX_VISIBILITIES = ['visible', 'resolved', 'hidden', 'detached'] as const;
export type InboxVisibility = (typeof INBOX_VISIBILITIES)[number];
export const INBOX_PAGE_SIZE = 50;
/** At most this many visible comments are checked for detachment per request. */
const DETACHED_SCAN_LIMIT = 5_000;

export interface InboxFilters {
  project: string;
  page?: string;
  visibility?: InboxVisibility;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  q?: string;
  /** Who wrote it: readers, the team or AI agents (./inbox-source.ts). */
  source?: InboxSource;
  /** Zero-based page of results. */
  offset?: number;
}

export interface InboxRow {
  id: string;
  /** The thread's first comment, for replies. */
  parentId: string | null;
  pathname: string;
  text: string;
  authorName: string | null;
  authorKind: 'anonymous' | 'host' | 'team' | 'agent';
  visibility: 'visible' | 'resolved' | 'hidden';
  detached: boolean;
  createdAt: Date;
  replies: number;
  lastAction: { action: string; by: string | null; at: Date } | null;
  /** Feedback from an agent: the correction it suggested, if any. */
  suggestion: string | null;
}

type RawRow = Omit<InboxRow, 'detached' | 'lastAction' | 'suggestion'> & {
  metadata: Record<string, unknown>;
  rootMetadata: Record<string, unknown> | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function conditions(filters: InboxFilters): SQL[] {
  const where: SQL[] = [eq(comments.projectId, filters.project)];
  if (filters.page) where.push(eq(comments.pathname, filters.page));
  if (filters.visibility) {
    where.push(eq(comments.visibility, filters.visibility === 'detached' ? 'visible' : filters.visibility));
  }
  if (filters.from) where.push(gte(comments.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(comments.createdAt, nextDay(filters.to)));
  if (filters.q?.trim()) where.push(ilike(comments.text, `%${escapeLike(filters.q.trim())}%`));
  if (filters.source) where.push(sourceCondition(filters.source));
  return where;
}

export async function listInbox(db: Db, filters: InboxFilters): Promise<{ rows: InboxRow[]; total: number }> {
  const root = aliasedTable(comments, 'root');
  const base = db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      pathname: comments.pathname,
      text: comments.text,
      authorName: comments.authorName,
      authorKind: comments.authorKind,
      visibility: comments.visibility,
      createdAt: comments.createdAt,
      metadata: comments.metadata,
      rootMetadata: root.metadata,
      replies: sql<number>`(select count(*)::int from ${comments} r where r.parent_id = ${comments.id})`,
    })
    .from(comments)
    .leftJoin(root, eq(comments.parentId, root.id))
    .where(and(...conditions(filters)))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  const offset = (filters.offset ?? 0) * INBOX_PAGE_SIZE;
  const detachedOf = (row: {
    pathname: string;
    metadata: Record<string, unknown>;
    rootMetadata: Record<string, unknown> | null;
  }) => isDetached(row.pathname, row.rootMetadata ?? row.metadata);

  let found: (RawRow & { detached: boolean })[];
  let total: number;
  if (filters.visibility === 'detached') {
    const scanned: RawRow[] = await base.limit(DETACHED_SCAN_LIMIT);
    const all = scanned.map((row) => ({ ...row, detached: detachedOf(row) }));
    const detached = all.filter((row) => row.detached);
    total = detached.length;
    found = detached.slice(offset, offset + INBOX_PAGE_SIZE);
  } else {
    const [counted] = await db
      .select({ n: count() })
      .from(comments)
      .where(and(...conditions(filters)));
    total = counted?.n ?? 0;
    const page: RawRow[] = await base.limit(INBOX_PAGE_SIZE).offset(offset);
    found = page.map((row) => ({
      ...row,
      detached: row.visibility === 'visible' && detachedOf(row),
    }));
  }

  const ids = found.map((row) => row.id);
  const events = ids.length
    ? await db
        .selectDistinctOn([moderationEvents.commentId], {
          commentId: moderationEvents.commentId,
          action: moderationEvents.action,
          at: moderationEvents.createdAt,
          by: teamMembers.name,
        })
        .from(moderationEvents)
        .leftJoin(teamMembers, eq(moderationEvents.teamMemberId, teamMembers.id))
        .where(inArray(moderationEvents.commentId, ids))
        .orderBy(moderationEvents.commentId, desc(moderationEvents.createdAt), desc(moderationEvents.id))
    : [];
  const lastByComment = new Map(events.map((e) => [e.commentId, { action: e.action, by: e.by, at: e.at }]));
  const rows: InboxRow[] = found.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    pathname: row.pathname,
    text: row.text,
    authorName: row.authorName,
    authorKind: row.authorKind,
    visibility: row.visibility,
    detached: row.detached,
    createdAt: row.createdAt,
    replies: row.replies,
    lastAction: lastByComment.get(row.id) ?? null,
    suggestion:
      row.authorKind === 'agent' && typeof row.metadata.suggestion === 'string'
        ? row.metadata.suggestion
        : null,
  }));
  return { rows, total };
}

/** The pages of a project that have comments, for the page filter. */
export async function listCommentedPages(db: Db, project: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pathname: comments.pathname })
    .from(comments)
    .where(eq(comments.projectId, project))
    .orderBy(comments.pathname);
  return rows.map((row) => row.pathname);
}

export async function listProjectIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: projects.publicId }).from(projects).orderBy(projects.publicId);
  return rows.map((row) => row.id);
}

/** A comment's project, page and thread, for dashboard actions. */
export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: comments.id,
      projectId: comments.projectId,
      pathname: comments.pathname,
      parentId: comments.parentId,
    })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}
