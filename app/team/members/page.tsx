import type { Metadata } from 'next';
import { InviteForm } from '@/components/team/invite-form.client';
import { TeamPage } from '@/components/team/team-page';
import { getDb } from '@/lib/server/db';
import { listMembers } from '@/lib/team/members';
import { requireTeamPage } from '@/lib/team/page-guard';

export const metadata: Metadata = { title: 'Team members', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function TeamMembersPage({
  searchParams,
}: {
  searchParams: Promise<{ notice?: string; error?: string }>;
}) {
  const member = await requireTeamPage('/team/members');
  const search = await searchParams;
  const members = await listMembers(await getDb());
  return (
    <TeamPage
      path="/team/members"
      title="Team members"
      member={member}
      notice={search.notice}
      error={search.error}
    >
      <table className="team-table mt-4">
        <caption className="sr-only">Team members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Since</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>
                {m.name}
                {m.id === member.id && <span className="text-[var(--fg-muted)]"> (you)</span>}
                {m.invited && <span className="text-[var(--fg-muted)]"> (invited, not signed in yet)</span>}
              </td>
              <td>{m.email}</td>
              <td>{m.createdAt.toISOString().slice(0, 10)}</td>
              <td>
                {m.id !== member.id && (
                  <form action="/api/team/members/remove" method="post">
                    <input type="hidden" name="memberId" value={m.id} />
                    <button type="submit" className="team-button" aria-label={`Remove ${m.name}`}>
                      Remove
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <InviteForm />
    </TeamPage>
  );
}
