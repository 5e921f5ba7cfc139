/** The inbox's triage filters (status, assignee) and its counts per status, each count a link to that filter. */
import { INBOX_STATUSES, type InboxStatus } from '@/lib/comments/inbox';
import { TRIAGE_LABELS } from '@/lib/comments/triage';
import { parseRowId } from '@/lib/server/params';

const STATUS_LABELS: Record<InboxStatus, string> = { ...TRIAGE_LABELS, held: 'Awaiting approval' };

/** The status and assignee filters of an address; an assignee that is no member's id is left out, with a message. */
export function parseTriageFilters(search: { status?: string; assignee?: string }): {
  status?: InboxStatus;
  assignee?: number | 'none';
  error?: string;
} {
  const status = INBOX_STATUSES.includes(search.status as InboxStatus)
    ? (search.status as InboxStatus)
    : undefined;
  if (!search.assignee) return { status };
  const assignee = search.assignee === 'none' ? 'none' : parseRowId(search.assignee);
  return assignee === undefined
    ? { status, error: 'Not a team member: the assignee filter was left out.' }
    : { status, assignee };
}

/** One option per team member, valued by id. */
export function MemberOptions({ members }: { members: { id: number; name: string }[] }) {
  return members.map((m) => (
    <option key={m.id} value={m.id}>
      {m.name}
    </option>
  ));
}

export function TriageFilters({
  status,
  assignee,
  members,
}: {
  status?: InboxStatus;
  assignee?: number | 'none';
  members: { id: number; name: string }[];
}) {
  return (
    <>
      <label className="flex flex-col text-sm">
        Status
        <select name="status" defaultValue={status ?? ''} className="team-input">
          <option value="">Any status</option>
          {INBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        Assignee
        <select name="assignee" defaultValue={assignee ?? ''} className="team-input">
          <option value="">Anyone</option>
          <option value="none">Nobody</option>
          <MemberOptions members={members} />
        </select>
      </label>
    </>
  );
}

export function TriageCounts({
  counts,
  query,
}: {
  counts: Record<InboxStatus, number>;
  query: URLSearchParams;
}) {
  const linkTo = (status: InboxStatus) => {
    const next = new URLSearchParams(query);
    next.set('status', status);
    next.delete('p');
    return `/team?${next}`;
  };
  return (
    <nav aria-label="Comments per status" className="mt-4">
      <ul className="m-0 flex list-none flex-wrap gap-3 p-0 text-sm">
        {INBOX_STATUSES.map((status) => (
          <li key={status}>
            <a href={linkTo(status)} data-status-count={status}>
              {STATUS_LABELS[status]}: <strong>{counts[status]}</strong>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
