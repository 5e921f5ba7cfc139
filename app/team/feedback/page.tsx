import type { Metadata } from 'next';
import {
  ExportLinks,
  PageDetail,
  PagesTable,
  RangeForm,
  SiteTrend,
  Totals,
} from '@/components/analytics/feedback-view';
import { TeamPage } from '@/components/team/team-page';
import { loadFeedbackDashboard } from '@/lib/analytics/dashboard';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { requireTeamPage } from '@/lib/team/page-guard';

export const metadata: Metadata = { title: 'Page feedback', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function FeedbackPage({ searchParams }: { searchParams: Promise<Search> }) {
  const member = await requireTeamPage('/team/feedback');
  const params = await searchParams;
  const dashboard = await loadFeedbackDashboard(await getDb(), serverEnv().WIDGET_PUBLIC_ID, {
    from: first(params.from),
    to: first(params.to),
    sort: first(params.sort),
    dir: first(params.dir),
    page: first(params.page),
  });
  const error = [first(params.error), ...dashboard.errors].filter(Boolean).join(' ') || undefined;
  return (
    <TeamPage
      path="/team/feedback"
      title="Page feedback"
      member={member}
      notice={first(params.notice)}
      error={error}
    >
      <p className="mt-2 text-[var(--fg-muted)]">
        Views counted by the comment widget, readers’ helpful and not-helpful votes, and their comments, per
        page.
      </p>
      <RangeForm dashboard={dashboard} />
      <ExportLinks dashboard={dashboard} />
      <Totals dashboard={dashboard} />
      {dashboard.detail ? (
        <PageDetail dashboard={dashboard} stats={dashboard.detail.stats} series={dashboard.detail.series} />
      ) : (
        <SiteTrend dashboard={dashboard} />
      )}
      <PagesTable dashboard={dashboard} />
    </TeamPage>
  );
}
