import type { Metadata } from 'next';
import { QuestionTable } from '@/components/analytics/question-table';
import { TeamPage } from '@/components/team/team-page';
import {
  listAnswersToReview,
  listUnansweredQuestionGroups,
  listUnhelpfulAnswerGroups,
} from '@/lib/ai/answers';
import { groupIntoTopics } from '@/lib/ai/question-topics';
import { getDb } from '@/lib/server/db';
import { requireTeamPage } from '@/lib/team/page-guard';
import { TopicTable } from './topic-table';

export const metadata: Metadata = { title: 'AI questions', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function QuestionsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const member = await requireTeamPage('/team/questions');
  const params = await searchParams;
  const db = await getDb();
  const [unanswered, unhelpful, toReview] = await Promise.all([
    listUnansweredQuestionGroups(db),
    listUnhelpfulAnswerGroups(db),
    listAnswersToReview(db),
  ]);
  const topics = groupIntoTopics(toReview);
  return (
    <TeamPage
      path="/team/questions"
      title="AI questions"
      member={member}
      notice={first(params.notice)}
      error={first(params.error)}
    >
      <p className="mt-2 text-[var(--fg-muted)]">
        What readers asked the search box’s AI mode and the docs did not answer: the pages to write next. The
        same question asked again (ignoring case, spacing and the final punctuation) is counted once.
      </p>
      <section aria-labelledby="topics-heading" className="mt-8">
        <h2 id="topics-heading" className="text-lg font-semibold">
          Topics to write about
        </h2>
        <p className="mt-2 text-sm text-[var(--fg-muted)]">
          Every answer is classified as answered, partial (it covered only part of the question) or
          unanswered. Unanswered, partial and 👎-rated answers are grouped here by the word of the question
          they share most, with the pages retrieved for them.{' '}
          <a className="team-button" href="/api/team/export/questions.csv" download>
            Export topics (CSV)
          </a>
        </p>
        <TopicTable topics={topics} />
      </section>
      <QuestionTable
        id="unanswered"
        heading="Questions the docs could not answer"
        countLabel="Times asked"
        empty="No unanswered questions yet."
        groups={unanswered}
      />
      <QuestionTable
        id="unhelpful"
        heading="Answers rated 👎"
        countLabel="Times rated 👎"
        empty="No answer has been rated 👎 yet."
        groups={unhelpful}
      />
    </TeamPage>
  );
}
