import 'server-only';
/**
 * The guard every /team page calls before rendering: visitors without a valid session go to the sign-in page
 * (and come back after it); members invited with a one-time password go to the password page first.
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '../server/db';
import { memberForSession, SESSION_COOKIE, type TeamMember } from './accounts';
import { mustChangePassword } from './session';

/** The team member signed in on this request, for server components. */
export async function currentTeamMember(): Promise<TeamMember | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  return memberForSession(await getDb(), token);
}

export async function requireTeamPage(path: string): Promise<TeamMember> {
  const member = await currentTeamMember();
  if (!member) redirect(`/team/login?next=${encodeURIComponent(path)}`);
  if (path !== '/team/password' && (await mustChangePassword(await getDb(), member.id))) {
    redirect(`/team/password?next=${encodeURIComponent(path)}`);
  }
  return member;
}
