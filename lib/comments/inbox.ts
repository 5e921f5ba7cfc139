import 'server-only';
/**
 * The team inbox: every comment of a project across its pages, newest first, filtered by page, visibility
 * (visible, resolved, hidden, or detached: visible but no longer placeable on the page), date and text, with
 * each thread's reply count and the last moderation action (who and when).
 */
import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  commentTriage,
  comments,
  moderationEvents,
  projects,
  teamMembers,
  TRIAGE_STATUSES,
  type ApprovalState,
  type TriageStatus,
} from '../db/schema';
import { isDetached } from './anchors';
import { sourceCondition, type InboxSource } from './inbox-source';

export const INBOX_VISIBILITIES = ['visible', 'resolved', 'hidden', 'detached'] as const;
export type InboxVisibility = (typeof INBOX_VISIBILITIES)[number];
export const INBOX_PAGE_SIZE = 50;
/** The triage filter: a team-side status, or `held` (awaiting approval). */
export const INBOX_STATUSES = [...TRIAGE_STATUSES, 'held'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
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
  status?: InboxStatus;
  /** A member's id, or `none` for unassigned items. */
  assignee?: number | 'none';
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
  lastAction: { action: string; detail: string | null; by: string | null; at: Date } | null;
  /** Feedback from an agent: the correction it suggested, if any. */
  suggestion: string | null;
  /** Team-side state; null for team members' own comments. */
  triage: {
    status: TriageStatus;
    approval: ApprovalState;
    heldReason: string | null;
    assigneeId: number | null;
  } | null;
  /** Where the thread's first comment sits (its quote and element), for the GitHub hand-off. */
  anchor: Record<string, unknown>;
}

type RawRow = Omit<InboxRow, 'detached' | 'lastAction' | 'triage' | 'anchor' | 'suggestion'> & {
  metadata: Record<string, unknown>;
  rootMetadata: Record<string, unknown> | null;
  status: TriageStatus | null;
  approval: ApprovalState | null;
  heldReason: string | null;
  assigneeId: number | null;
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
  if (filters.status === 'held') where.push(eq(commentTriage.approval, 'pending'));
  else if (filters.status)
    where.push(eq(commentTriage.status, filters.status), ne(commentTriage.approval, 'pending'));
  if (filters.assignee === 'none')
    where.push(isNotNull(commentTriage.commentId), isNull(commentTriage.assigneeId));
  else if (filters.assignee !== undefined) where.push(eq(commentTriage.assigneeId, filters.assignee));
  if (filters.source) where.push(sourceCondition(filters.source));
  return where;
}

/** How many of the project's reader comments are in each triage status, and how many are held. */
export async function countByStatus(db: Db, project: string): Promise<Record<InboxStatus, number>> {
  const rows = await db
    .select({
      status: sql<InboxStatus>`case when ${commentTriage.approval} = 'pending' then 'held' else ${commentTriage.status} end`,
      n: count(),
    })
    .from(commentTriage)
    .innerJoin(comments, eq(comments.id, commentTriage.commentId))
    .where(eq(comments.projectId, project))
    .groupBy(sql`1`);
  const counts = Object.fromEntries(INBOX_STATUSES.map((s) => [s, 0])) as Record<InboxStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
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
      status: commentTriage.status,
      approval: commentTriage.approval,
      heldReason: commentTriage.heldReason,
      assigneeId: commentTriage.assigneeId,
      replies: sql<number>`(select count(*)::int from ${comments} r where r.parent_id = ${comments.id})`,
    })
    .from(comments)
    .leftJoin(root, eq(comments.parentId, root.id))
    .leftJoin(commentTriage, eq(commentTriage.commentId, comments.id))
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
      .leftJoin(commentTriage, eq(commentTriage.commentId, comments.id))
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
          detail: moderationEvents.detail,
          at: moderationEvents.createdAt,
          by: teamMembers.name,
        })
        .from(moderationEvents)
        .leftJoin(teamMembers, eq(moderationEvents.teamMemberId, teamMembers.id))
        .where(inArray(moderationEvents.commentId, ids))
        .orderBy(moderationEvents.commentId, desc(moderationEvents.createdAt), desc(moderationEvents.id))
    : [];
  const lastByComment = new Map(
    events.map((e) => [e.commentId, { action: e.action, detail: e.detail, by: e.by, at: e.at }]),
  );
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
    triage:
      row.status && row.approval
        ? {
            status: row.status,
            approval: row.approval,
            heldReason: row.heldReason,
            assigneeId: row.assigneeId,
          }
        : null,
    anchor: row.rootMetadata ?? row.metadata,
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
