import 'server-only';
/**
 * The team session: the authenticator API routes use (lib/server/route.ts), and the guard every /team page calls
 * before rendering. Visitors without a valid session go to the sign-in page (and come back after it); members
 * invited with a one-time password go to the password page first, and the API refuses them everything else.
 */
import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { teamMembers } from '../db/schema';
import { getDb, type Db } from '../server/db';
import { ApiError } from '../server/errors';
import type { Authenticator } from '../server/route';
import { memberForSession, SESSION_COOKIE, type TeamMember } from './accounts';

export async function mustChangePassword(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ must: teamMembers.mustChangePassword })
    .from(teamMembers)
    .where(eq(teamMembers.id, memberId));
  return row?.must ?? false;
}

/** The signed-in team member of an API request (from the session cookie). */
export const teamSession: Authenticator<TeamMember> = {
  identify: (request, db) => memberForSession(db, request.cookie(SESSION_COOKIE)),
  missing: () => new ApiError(401, 'Sign in as a team member first'),
  check: async (member, db) =>
    (await mustChangePassword(db, member.id)) ? new ApiError(403, 'Choose a new password first') : undefined,
};

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
