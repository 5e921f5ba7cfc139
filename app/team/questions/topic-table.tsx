/** The /team/questions topics: what readers asked that the docs missed, grouped, with the pages retrieved. */
import type { QuestionTopic } from '@/lib/ai/question-topics';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const MAX_QUESTIONS = 5;

export function TopicTable({ topics }: { topics: QuestionTopic[] }) {
  if (topics.length === 0) {
    return <p className="mt-4">No unanswered, partial or 👎-rated answers yet.</p>;
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="team-table" data-table="topics">
        <caption className="mb-2 text-left text-sm text-[var(--fg-muted)]">
          Topics of unanswered, partial and 👎-rated answers, the most answers first (times in UTC).
        </caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col" className="text-right">
              Answers
            </th>
            <th scope="col">Unanswered / partial / 👎</th>
            <th scope="col">Questions</th>
            <th scope="col">Pages retrieved</th>
            <th scope="col">Last asked</th>
          </tr>
        </thead>
        <tbody>
          {topics.map((topic) => (
            <tr key={topic.topic}>
              <th scope="row">{topic.topic}</th>
              <td className="text-right tabular-nums">{topic.count}</td>
              <td>
                {`${topic.unanswered} / ${topic.partial} / ${topic.unhelpful}`}
                {topic.reasons.length > 0 && (
                  <ul className="text-sm text-[var(--fg-muted)]">
                    {topic.reasons.map((r) => (
                      <li key={r.reason}>{`${r.reason}: ${r.count}`}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <ul>
                  {topic.questions.slice(0, MAX_QUESTIONS).map((q) => (
                    <li key={q.question} className="break-words">
                      {q.question}
                      {q.count > 1 && <span className="tabular-nums">{` (×${q.count})`}</span>}
                    </li>
                  ))}
                  {topic.questions.length > MAX_QUESTIONS && (
                    <li className="text-sm text-[var(--fg-muted)]">{`and ${topic.questions.length - MAX_QUESTIONS} more`}</li>
                  )}
                </ul>
                {topic.notes.length > 0 && (
                  <details className="text-sm">
                    <summary>{`Readers’ notes (${topic.notes.length})`}</summary>
                    <ul>
                      {topic.notes.map((note, i) => (
                        <li key={i} className="break-words">
                          {note}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
              <td>
                <ul>
                  {topic.pages.map((page) => (
                    <li key={page.url}>
                      <a href={page.url}>{page.title}</a>
                      <span className="tabular-nums">{` (${page.count})`}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <time dateTime={topic.lastAsked.toISOString()}>{when.format(topic.lastAsked)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
