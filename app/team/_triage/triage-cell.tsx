/**
 * The inbox's triage controls for one reader comment or agent's feedback (plain forms, no JavaScript): approve or
 * reject when it is held, the team-side status, the assignee, team-only notes, "mark as spam", a reader's data
 * (download or erase), and the GitHub hand-off links.
 */
import type { InboxRow } from '@/lib/comments/inbox';
import { HOLD_REASON_LABELS, type HoldReason } from '@/lib/comments/spam-rules';
import { TRIAGE_LABELS, TRIAGE_TRANSITIONS } from '@/lib/comments/triage';
import { MemberOptions } from './triage-filters';

export interface TriageNote {
  text: string;
  by: string | null;
  at: Date;
}

export interface Handoff {
  issueUrl: string;
  editUrl: string | null;
  line: number | null;
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

function Hidden({ row, back }: { row: InboxRow; back: string }) {
  return (
    <>
      <input type="hidden" name="commentId" value={row.id} />
      <input type="hidden" name="back" value={back} />
    </>
  );
}

function ApprovalForms({ row, back }: { row: InboxRow; back: string }) {
  const reason = row.triage?.heldReason as HoldReason | null;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">
        Awaiting approval{reason ? ` (${HOLD_REASON_LABELS[reason] ?? reason})` : ''}
      </span>
      <div className="flex flex-wrap gap-1">
        {(['approve', 'reject'] as const).map((decision) => (
          <form key={decision} action="/api/team/comments/approval" method="post">
            <Hidden row={row} back={back} />
            <input type="hidden" name="decision" value={decision} />
            <button
              type="submit"
              className={decision === 'approve' ? 'team-button-primary' : 'team-button'}
              aria-label={`${decision === 'approve' ? 'Approve' : 'Reject'}: ${row.text.slice(0, 60)}`}
            >
              {decision === 'approve' ? 'Approve' : 'Reject'}
            </button>
          </form>
        ))}
      </div>
    </div>
  );
}

/** The optional visitor id a reader gives (from their browser), which keys their votes. */
function VisitorIdField({ id }: { id: string }) {
  return (
    <>
      <label className="text-xs" htmlFor={id}>
        Visitor id (optional)
      </label>
      <input id={id} name="visitorId" maxLength={100} className="team-input" />
    </>
  );
}

/** A reader's data on request: download it, or erase it (after an explicit confirmation). */
function ReaderDataForms({ row, back }: { row: InboxRow; back: string }) {
  return (
    <details>
      <summary className="cursor-pointer text-[var(--link)]">Reader’s data</summary>
      <p className="m-0 mt-1 text-xs text-[var(--fg-muted)]">
        Everything stored about the author of this comment, on their request. Their visitor id (from their
        browser) adds their votes.
      </p>
      <form action="/api/team/readers/export" method="post" className="mt-1 flex flex-col gap-1">
        <Hidden row={row} back={back} />
        <VisitorIdField id={`visitor-export-${row.id}`} />
        <button type="submit" className="team-button self-start">
          Download reader’s data
        </button>
      </form>
      <form action="/api/team/readers/erase" method="post" className="mt-2 flex flex-col gap-1">
        <Hidden row={row} back={back} />
        <VisitorIdField id={`visitor-erase-${row.id}`} />
        <label className="flex items-start gap-1 text-xs">
          <input type="checkbox" name="confirm" value="erase" required />
          Erase everything stored about this reader: it cannot be undone
        </label>
        <button type="submit" className="team-button self-start">
          Erase reader
        </button>
      </form>
    </details>
  );
}

export function TriageCell({
  row,
  back,
  members,
  notes,
  handoff,
}: {
  row: InboxRow;
  back: string;
  members: { id: number; name: string }[];
  notes: TriageNote[];
  handoff: Handoff | null;
}) {
  const triage = row.triage;
  if (!triage) return <span className="text-xs text-[var(--fg-muted)]">Team comment</span>;
  const pending = triage.approval === 'pending';
  return (
    <div className="flex flex-col gap-2 text-sm">
      {row.authorKind === 'agent' && (
        <span className="text-xs font-medium text-[var(--fg-muted)]">Agent feedback</span>
      )}
      {pending ? (
        <ApprovalForms row={row} back={back} />
      ) : (
        <form action="/api/team/comments/triage" method="post" className="flex items-end gap-1">
          <Hidden row={row} back={back} />
          <label className="flex flex-col text-xs" htmlFor={`status-${row.id}`}>
            Status
            <select id={`status-${row.id}`} name="status" defaultValue={triage.status} className="team-input">
              <option value={triage.status}>{TRIAGE_LABELS[triage.status]}</option>
              {TRIAGE_TRANSITIONS[triage.status].map((next) => (
                <option key={next} value={next}>
                  {TRIAGE_LABELS[next]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="team-button" aria-label={`Set status: ${row.text.slice(0, 60)}`}>
            Set
          </button>
        </form>
      )}
      <form action="/api/team/comments/assign" method="post" className="flex items-end gap-1">
        <Hidden row={row} back={back} />
        <label className="flex flex-col text-xs" htmlFor={`assignee-${row.id}`}>
          Assignee
          <select
            id={`assignee-${row.id}`}
            name="assigneeId"
            defaultValue={triage.assigneeId ?? ''}
            className="team-input"
          >
            <option value="">Nobody</option>
            <MemberOptions members={members} />
          </select>
        </label>
        <button type="submit" className="team-button" aria-label={`Assign: ${row.text.slice(0, 60)}`}>
          Assign
        </button>
      </form>
      <details>
        <summary className="cursor-pointer text-[var(--link)]">
          Notes{notes.length ? ` (${notes.length})` : ''}
        </summary>
        <ul className="m-0 mt-1 list-none p-0">
          {notes.map((note, index) => (
            <li key={index} className="mb-1">
              <p className="m-0 break-words whitespace-pre-wrap">{note.text}</p>
              <p className="m-0 text-xs text-[var(--fg-muted)]">
                {note.by ?? 'a former member'}, {when(note.at)}
              </p>
            </li>
          ))}
        </ul>
        <form action="/api/team/comments/note" method="post" className="mt-1 flex flex-col gap-1">
          <Hidden row={row} back={back} />
          <label className="text-xs" htmlFor={`note-${row.id}`}>
            Team-only note
          </label>
          <textarea
            id={`note-${row.id}`}
            name="text"
            rows={2}
            maxLength={2000}
            required
            className="team-input"
          />
          <button type="submit" className="team-button self-start">
            Add note
          </button>
        </form>
      </details>
      {row.visibility !== 'hidden' && (
        <form action="/api/team/comments/spam" method="post">
          <Hidden row={row} back={back} />
          <button type="submit" className="team-button" aria-label={`Mark as spam: ${row.text.slice(0, 60)}`}>
            Mark as spam
          </button>
        </form>
      )}
      {(row.authorKind === 'anonymous' || row.authorKind === 'host') && (
        <ReaderDataForms row={row} back={back} />
      )}
      {handoff && (
        <p className="m-0 flex flex-wrap gap-x-3">
          <a href={handoff.issueUrl} target="_blank" rel="noopener noreferrer" data-handoff="issue">
            Open an issue
          </a>
          {handoff.editUrl && (
            <a href={handoff.editUrl} target="_blank" rel="noopener noreferrer" data-handoff="edit">
              Edit this page{handoff.line ? ` (line ${handoff.line})` : ''}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
