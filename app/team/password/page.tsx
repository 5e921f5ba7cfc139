import type { Metadata } from 'next';
import { requireTeamPage } from '@/lib/team/page-guard';

export const metadata: Metadata = { title: 'Choose a password', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function TeamPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string; error?: string }>;
}) {
  const member = await requireTeamPage('/team/password');
  const { next, error } = await searchParams;
  return (
    <main id="main-content" className="mx-auto w-full max-w-md flex-1 px-4 py-16">
      <h1 className="text-3xl font-bold">Choose a password</h1>
      <p className="mt-3 text-[var(--fg-muted)]">
        Signed in as {member.name} ({member.email}). Replace your password (a one-time password must be
        replaced before you use the dashboard).
      </p>
      {error && (
        <p role="alert" className="team-error">
          {error}
        </p>
      )}
      <form action="/api/team/password" method="post" className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="next" value={next ?? '/team'} />
        <input
          type="hidden"
          name="back"
          value={`/team/password${next ? `?next=${encodeURIComponent(next)}` : ''}`}
        />
        <label className="flex flex-col font-medium">
          Current password
          <input
            name="current"
            type="password"
            autoComplete="current-password"
            required
            className="team-input"
          />
        </label>
        <label className="flex flex-col font-medium">
          New password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
            className="team-input"
          />
        </label>
        <label className="flex flex-col font-medium">
          New password again
          <input
            name="confirm"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
            className="team-input"
          />
        </label>
        <button type="submit" className="team-button-primary self-start">
          Change password
        </button>
      </form>
    </main>
  );
}
