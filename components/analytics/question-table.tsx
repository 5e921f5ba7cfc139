/** A table of grouped AI questions (the question, how often, when last), newest first. */
import type { QuestionGroup } from '@/lib/ai/answers';

const when = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export interface QuestionTableProps {
  id: string;
  heading: string;
  countLabel: string;
  empty: string;
  groups: QuestionGroup[];
}

export function QuestionTable({ id, heading, countLabel, empty, groups }: QuestionTableProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {groups.length === 0 ? (
        <p className="mt-2">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="team-table" data-table={id}>
            <caption className="mb-2 text-left text-sm text-[var(--fg-muted)]">
              {`${heading}, most recently asked first (times in UTC).`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col" className="text-right">
                  {countLabel}
                </th>
                <th scope="col">Last asked</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={`${group.question}-${group.lastAsked.toISOString()}`}>
                  <th scope="row" className="font-normal break-words">
                    {group.question}
                  </th>
                  <td className="text-right tabular-nums">{group.count}</td>
                  <td>
                    <time dateTime={group.lastAsked.toISOString()}>{when.format(group.lastAsked)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
