import type { Metadata } from 'next';
import { InboxTable } from '@/components/team/inbox-table';
import { TeamPage } from '@/components/team/team-page';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { TriageCell } from './_triage/triage-cell';
import { inboxTriage } from './_triage/inbox-triage';
import { TriageCounts, TriageFilters, parseTriageFilters } from './_triage/triage-filters';
import {
  countByStatus,
  INBOX_PAGE_SIZE,
  INBOX_VISIBILITIES,
  listCommentedPages,
  listInbox,
  listProjectIds,
  type InboxVisibility,
} from '@/lib/comments/inbox';
import { INBOX_SOURCE_LABELS, INBOX_SOURCES, isInboxSource } from '@/lib/comments/inbox-source';
import { requireTeamPage } from '@/lib/team/page-guard';
import { FIRST_DAY, isDay, LAST_DAY } from '@/lib/analytics/range';
import { parsePageNumber } from '@/lib/server/params';

export const metadata: Metadata = { title: 'Team inbox', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Search = Partial<
  Record<
    | 'project'
    | 'page'
    | 'visibility'
    | 'status'
    | 'assignee'
    | 'source'
    | 'from'
    | 'to'
    | 'q'
    | 'p'
    | 'notice'
    | 'error',
    string
  >
>;

export default async function TeamInboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  const member = await requireTeamPage('/team');
  const search = await searchParams;
  const db = await getDb();
  const projectIds = await listProjectIds(db);
  const project =
    search.project && projectIds.includes(search.project) ? search.project : serverEnv().WIDGET_PUBLIC_ID;
  const visibility = INBOX_VISIBILITIES.includes(search.visibility as InboxVisibility)
    ? (search.visibility as InboxVisibility)
    : undefined;
  const offset = parsePageNumber(search.p) ?? 0;
  const triageFilters = parseTriageFilters(search);
  const filters = {
    project,
    page: search.page || undefined,
    visibility,
    from: search.from && isDay(search.from) ? search.from : undefined,
    to: search.to && isDay(search.to) ? search.to : undefined,
    q: search.q?.slice(0, 200) || undefined,
    status: triageFilters.status,
    assignee: triageFilters.assignee,
    source: isInboxSource(search.source) ? search.source : undefined,
    offset,
  };
  const badDays = [search.from, search.to].filter((day) => day && !isDay(day));
  const paramErrors = [
    badDays.length
      ? `Not a date: ${badDays.join(', ')} (write dates as YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}); that filter was left out.`
      : undefined,
    triageFilters.error,
    parsePageNumber(search.p) === undefined ? 'Not a page number: the first page is shown.' : undefined,
  ].filter(Boolean);
  const [{ rows, total }, pages, counts] = await Promise.all([
    listInbox(db, filters),
    listCommentedPages(db, project),
    countByStatus(db, project),
  ]);
  const triage = await inboxTriage(db, rows);
  const query = new URLSearchParams(
    Object.entries({
      ...filters,
      assignee: filters.assignee === undefined ? undefined : String(filters.assignee),
      offset: undefined,
      p: offset ? String(offset) : undefined,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  const back = `/team${query.size ? `?${query}` : ''}`;
  const pageLink = (p: number) => {
    const next = new URLSearchParams(query);
    if (p) next.set('p', String(p));
    else next.delete('p');
    return `/team${next.size ? `?${next}` : ''}`;
  };
  const last = Math.max(0, Math.ceil(total / INBOX_PAGE_SIZE) - 1);

  return (
    <TeamPage
      path="/team"
      title="Inbox"
      member={member}
      notice={search.notice}
      error={[search.error, ...paramErrors].filter(Boolean).join(' ') || undefined}
    >
      <form
        method="get"
        action="/team"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label="Filter comments"
      >
        {projectIds.length > 1 && (
          <label className="flex flex-col text-sm">
            Project
            <select name="project" defaultValue={project} className="team-input">
              {projectIds.map((id) => (
                <option key={id}>{id}</option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col text-sm">
          Page
          <select name="page" defaultValue={filters.page ?? ''} className="team-input">
            <option value="">All pages</option>
            {pages.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          State
          <select name="visibility" defaultValue={visibility ?? ''} className="team-input">
            <option value="">Any state</option>
            {INBOX_VISIBILITIES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <TriageFilters status={filters.status} assignee={filters.assignee} members={triage.members} />
        <label className="flex flex-col text-sm">
          Written by
          <select name="source" defaultValue={filters.source ?? ''} className="team-input">
            <option value="">Anyone</option>
            {INBOX_SOURCES.map((source) => (
              <option key={source} value={source}>
                {INBOX_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          From
          <input type="date" name="from" defaultValue={filters.from} className="team-input" />
        </label>
        <label className="flex flex-col text-sm">
          To
          <input type="date" name="to" defaultValue={filters.to} className="team-input" />
        </label>
        <label className="flex flex-col text-sm">
          Text
          <input type="search" name="q" defaultValue={filters.q} maxLength={200} className="team-input" />
        </label>
        <button type="submit" className="team-button-primary">
          Filter
        </button>
      </form>
      <TriageCounts counts={counts} query={query} />
      <p className="mt-4 text-sm" role="status">
        {total} {total === 1 ? 'comment' : 'comments'}
        {total > INBOX_PAGE_SIZE && ` · page ${offset + 1} of ${last + 1}`} ·{' '}
        <a href="/api/team/export/comments.csv">Export comments (CSV)</a> ·{' '}
        <a href="/api/team/export/feedback.csv">Export feedback (CSV)</a>
      </p>
      {rows.length > 0 ? (
        <InboxTable
          rows={rows}
          back={back}
          triage={(row) => (
            <TriageCell
              row={row}
              back={back}
              members={triage.members}
              notes={triage.notes.get(row.id) ?? []}
              handoff={triage.handoffs.get(row.id) ?? null}
            />
          )}
        />
      ) : (
        <p className="mt-6 text-[var(--fg-muted)]">No comments match these filters.</p>
      )}
      {total > INBOX_PAGE_SIZE && (
        <nav aria-label="Inbox pages" className="mt-4 flex gap-4">
          {offset > 0 && <a href={pageLink(offset - 1)}>Newer</a>}
          {offset < last && <a href={pageLink(offset + 1)}>Older</a>}
        </nav>
      )}
    </TeamPage>
  );
}
