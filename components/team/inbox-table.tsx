/**
 * The inbox's rows: each comment with its page (a link that opens it in the page widget), author, time, state
 * and last moderation action, and the actions that apply (plain forms: they work without JavaScript).
 */
import type { ReactNode } from 'react';
import type { InboxRow } from '@/lib/comments/inbox';
import { sitePageHref } from './site-link';

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

const PAST: Record<string, string> = {
  resolve: 'Resolved',
  hide: 'Hidden',
  reopen: 'Reopened',
  reply: 'Replied',
  status: 'Status set',
  assign: 'Assigned',
  note: 'Note added',
  held: 'Held',
  approve: 'Approved',
  reject: 'Rejected',
  spam: 'Marked as spam',
};

const pastOf = (action: { action: string; detail: string | null }) =>
  `${PAST[action.action] ?? action.action}${action.detail && action.action !== 'held' ? ` (${action.detail})` : ''}`;

function StatusForm({
  row,
  visibility,
  label,
  back,
}: {
  row: InboxRow;
  visibility: string;
  label: string;
  back: string;
}) {
  return (
    <form action="/api/team/comments/status" method="post">
      <input type="hidden" name="commentId" value={row.id} />
      <input type="hidden" name="visibility" value={visibility} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="team-button" aria-label={`${label}: ${row.text.slice(0, 60)}`}>
        {label}
      </button>
    </form>
  );
}

/** The comment's page, linked only when its stored path stays on this site. */
function PageLink({ row }: { row: InboxRow }) {
  const href = sitePageHref(row.pathname, { comment: row.id });
  return href ? <a href={href}>{row.pathname}</a> : <span className="break-all">{row.pathname}</span>;
}

export function InboxTable({
  rows,
  back,
  triage,
}: {
  rows: InboxRow[];
  back: string;
  /** The team-side controls of a row (its own column), when the inbox shows them. */
  triage?: (row: InboxRow) => ReactNode;
}) {
  return (
    <table className="team-table mt-4">
      <caption className="sr-only">Comments, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Comment</th>
          <th scope="col">Page</th>
          <th scope="col">State</th>
          <th scope="col">Actions</th>
          {triage && <th scope="col">Triage</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-comment-id={row.id}>
            <td className="max-w-md">
              <p className="m-0 break-words">{row.text}</p>
              {row.suggestion && (
                <p className="m-0 mt-1 text-sm break-words">
                  <span className="font-medium">Suggested correction:</span> {row.suggestion}
                </p>
              )}
              <p className="m-0 mt-1 text-xs text-[var(--fg-muted)]">
                {row.parentId ? 'Reply by ' : ''}
                {row.authorName ?? 'Anonymous'}
                {row.authorKind === 'team' ? ' (team)' : ''}
                {row.authorKind === 'agent' ? ' (AI agent, not shown to readers)' : ''} ·{' '}
                {when(row.createdAt)}
                {row.replies > 0 ? ` · ${row.replies} ${row.replies === 1 ? 'reply' : 'replies'}` : ''}
              </p>
            </td>
            <td>
              <PageLink row={row} />
            </td>
            <td>
              <span className="font-medium">{row.detached ? 'detached' : row.visibility}</span>
              {row.lastAction && (
                <span className="block text-xs text-[var(--fg-muted)]">
                  {row.lastAction.action === 'held'
                    ? `Held automatically, ${when(row.lastAction.at)}`
                    : `${pastOf(row.lastAction)} by ${row.lastAction.by ?? 'a former member'}, ${when(row.lastAction.at)}`}
                </span>
              )}
            </td>
            <td>
              <div className="flex flex-wrap gap-1">
                {row.visibility === 'visible' ? (
                  <>
                    <StatusForm row={row} visibility="resolved" label="Resolve" back={back} />
                    <StatusForm row={row} visibility="hidden" label="Hide" back={back} />
                  </>
                ) : (
                  <StatusForm row={row} visibility="visible" label="Reopen" back={back} />
                )}
              </div>
              {row.visibility === 'visible' && row.authorKind !== 'agent' && (
                <details className="mt-1">
                  <summary className="cursor-pointer text-sm text-[var(--link)]">Reply</summary>
                  <form action="/api/team/comments/reply" method="post" className="mt-1 flex flex-col gap-1">
                    <input type="hidden" name="commentId" value={row.id} />
                    <input type="hidden" name="back" value={back} />
                    <label className="text-xs" htmlFor={`reply-${row.id}`}>
                      Reply as team member
                    </label>
                    <textarea
                      id={`reply-${row.id}`}
                      name="text"
                      maxLength={200}
                      required
                      rows={2}
                      className="team-input"
                    />
                    <button type="submit" className="team-button self-start">
                      Send reply
                    </button>
                  </form>
                </details>
              )}
            </td>
            {triage && <td>{triage(row)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
