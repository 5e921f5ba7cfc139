import 'server-only';
/**
 * GET /api/team/export/questions.csv: the /team/questions topics as a CSV file, one line per topic (its word,
 * how many answers were unanswered, partial or rated 👎, the 👎 reasons, the questions and the pages retrieved),
 * through the dashboard's CSV route (signed-in team members only).
 */
import { toCsv, type CsvColumn } from '../analytics/csv';
import { csvExportRoute } from '../analytics/exports';
import { listAnswersToReview } from './answers';
import { groupIntoTopics, type QuestionTopic } from './question-topics';

const TOPIC_COLUMNS: CsvColumn<QuestionTopic>[] = [
  { header: 'topic', value: (t) => t.topic },
  { header: 'answers', value: (t) => t.count },
  { header: 'unanswered', value: (t) => t.unanswered },
  { header: 'partial', value: (t) => t.partial },
  { header: 'rated_unhelpful', value: (t) => t.unhelpful },
  { header: 'reasons', value: (t) => t.reasons.map((r) => `${r.reason} (${r.count})`).join('; ') },
  { header: 'questions', value: (t) => t.questions.map((q) => `${q.question} (${q.count})`).join(' | ') },
  { header: 'pages_retrieved', value: (t) => t.pages.map((p) => `${p.url} (${p.count})`).join(' ') },
  { header: 'notes', value: (t) => t.notes.join(' | ') },
  { header: 'last_asked', value: (t) => t.lastAsked },
];

export const exportQuestionsCsv = csvExportRoute(async ({ db }) => ({
  filename: `ai-questions-${new Date().toISOString().slice(0, 10)}.csv`,
  csv: toCsv(TOPIC_COLUMNS, groupIntoTopics(await listAnswersToReview(db))),
}));
