import 'server-only';
/** What the inbox adds for triage: the members, each row's notes and GitHub hand-off links. */
import type { Db } from '@/lib/db/client';
import { serverEnv } from '@/lib/env';
import { editPageUrl, newIssueUrl, sourceLineOf } from '@/lib/comments/github-handoff';
import type { InboxRow } from '@/lib/comments/inbox';
import { pageFileOf } from '@/lib/comments/page-file';
import { notesOf } from '@/lib/comments/triage';
import { listMembers } from '@/lib/team/members';
import { webhookSettings } from '@/lib/webhooks/settings';
import type { Handoff, TriageNote } from './triage-cell';

export interface InboxTriage {
  members: { id: number; name: string }[];
  notes: Map<string, TriageNote[]>;
  handoffs: Map<string, Handoff>;
}

function handoffOf(repo: string, row: InboxRow): Handoff {
  const page = pageFileOf(row.pathname);
  const issueUrl = newIssueUrl(repo, webhookSettings().siteUrl, row, page?.title ?? null);
  if (!page) return { issueUrl, editUrl: null, line: null };
  const bodyLine = sourceLineOf(page.body, row.anchor);
  const line = bodyLine === null ? null : bodyLine + page.bodyLineOffset;
  return { issueUrl, editUrl: editPageUrl(repo, page.file, line), line };
}

export async function inboxTriage(db: Db, rows: InboxRow[]): Promise<InboxTriage> {
  const repo = serverEnv().GITHUB_REPOSITORY;
  const [members, notes] = await Promise.all([
    listMembers(db),
    notesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const handoffs = new Map<string, Handoff>();
  if (repo) for (const row of rows) if (row.triage) handoffs.set(row.id, handoffOf(repo, row));
  return { members: members.map((m) => ({ id: m.id, name: m.name })), notes, handoffs };
}
