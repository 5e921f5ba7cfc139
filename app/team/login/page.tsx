import type { Metadata } from 'next';
import { currentTeamPowers } from '@/lib/team/page-guard';

export const metadata: Metadata = { title: 'Team sign-in', robots: { index: false } };
export const dynamic = 'force-dynamic';

const input = 'mt-1 w-full rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2';
const button = 'rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--accent-fg)]';

export default async function TeamLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; signedOut?: string; next?: string; email?: string }>;
}) {
  // After a failed sign-in the address carries the email typed and the page asked for (?email=&next=).
  const { error, signedOut, next, email } = await searchParams;
  const powers = await currentTeamPowers();
  const member = powers?.member;
  return (
    <main id="main-content" className="mx-auto w-full max-w-md flex-1 px-4 py-16">
      <h1 className="text-3xl font-bold">Team sign-in</h1>
      {powers && member ? (
        <>
          <p className="mt-4" role="status">
            Signed in as <strong>{member.name}</strong> ({member.email}).{' '}
            {powers.kind === 'member'
              ? 'Comments on every page now show the moderation tools.'
              : 'Choose your own password to replace the one-time password first.'}
          </p>
          <p className="mt-4">
            {powers.kind === 'member' ? (
              <a href="/team">Open the team dashboard</a>
            ) : (
              <a href="/team/password">Choose your password</a>
            )}
          </p>
          <form action="/api/team/logout" method="post" className="mt-6">
            <button type="submit" className={button}>
              Sign out
            </button>
          </form>
        </>
      ) : (
        <>
          <p className="mt-3 text-[var(--fg-muted)]">
            For team members who moderate page comments and read what readers say about the docs.
          </p>
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-md border border-red-400 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {error}
            </p>
          )}
          {signedOut && (
            <p role="status" className="mt-4">
              You are signed out.
            </p>
          )}
          <form action="/api/team/login" method="post" className="mt-6 space-y-4">
            <input type="hidden" name="next" value={typeof next === 'string' && next ? next : '/team'} />
            <div>
              <label htmlFor="team-email" className="font-medium">
                Email
              </label>
              <input
                id="team-email"
                name="email"
                type="email"
                autoComplete="username"
                defaultValue={typeof email === 'string' ? email.slice(0, 320) : undefined}
                required
                className={input}
              />
            </div>
            <div>
              <label htmlFor="team-password" className="font-medium">
                Password
              </label>
              <input
                id="team-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={input}
              />
            </div>
            <button type="submit" className={button}>
              Sign in
            </button>
          </form>
        </>
      )}
    </main>
  );
}
