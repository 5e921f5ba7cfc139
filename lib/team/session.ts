import 'server-only';
/**
 * The team session as API routes see it (lib/server/route.ts): the signed-in member, refused everything else
 * while they must still replace a one-time password. The /team pages' guard is ./page-guard.ts.
 */
import { eq } from 'drizzle-orm';
import { teamMembers } from '../db/schema';
import type { Db } from '../server/db';
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
