import 'server-only';
/**
 * The team dashboard's server-side guard: every /team page calls `requireTeamPage` before rendering anything.
 * Visitors without a valid session go to the sign-in page (and come back after it); members invited with a
 * one-time password go to the password page first.
 */
import { eq } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { currentTeamMember } from '../comments/current-member';
import { widgetDb } from '../comments/http';
import type { TeamMember } from '../comments/team';
import { teamMembers } from '../db/schema';

export async function mustChangePassword(memberId: number): Promise<boolean> {
  const db = await widgetDb();
  const [row] = await db
    .select({ must: teamMembers.mustChangePassword })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId));
  return row?.must ?? false;
}

export async function requireTeamPage(path: string): Promise<TeamMember> {
  const member = await currentTeamMember();
  if (!member) redirect(`/team/login?next=${encodeURIComponent(path)}`);
  if (path !== '/team/password' && (await mustChangePassword(member.id))) {
    redirect(`/team/password?next=${encodeURIComponent(path)}`);
  }
  return member;
}
