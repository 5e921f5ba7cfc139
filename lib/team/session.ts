import 'server-only';
/**
 * The one place that says what a team session may do, used by every path that gives team powers: the API
 * routes (dashboard actions, the widget API, CSV exports: lib/server/route.ts authenticators) and the /team
 * pages (./page-guard.ts). A member invited with a one-time password who has not replaced it yet is
 * "half-created": they may change their password and nothing else. Routes that require a member refuse them
 * (403), and the widget API, where signing in is optional, treats them as a visitor without team powers.
 */
import { ApiError } from '../server/errors';
import type { Db } from '../server/db';
import type { Authenticator } from '../server/route';
import { sessionHolder, SESSION_COOKIE, type TeamMember } from './accounts';

export type TeamPowers =
  /** A member who has chosen their password: every team power. */
  | { kind: 'member'; member: TeamMember }
  /** A member who must still replace a one-time password: the password change only. */
  | { kind: 'half-created'; member: TeamMember };

/** What the session token allows, or undefined when it names nobody. */
export async function teamPowersOf(db: Db, token: string | undefined): Promise<TeamPowers | undefined> {
  const holder = await sessionHolder(db, token);
  if (!holder) return undefined;
  return { kind: holder.mustChangePassword ? 'half-created' : 'member', member: holder.member };
}

export const choosePasswordFirst = () => new ApiError(403, 'Choose a new password first');

function sessionAuthenticator(allowHalfCreated: boolean): Authenticator<TeamMember> {
  return {
    identify: async (request, db) => {
      const powers = await teamPowersOf(db, request.cookie(SESSION_COOKIE));
      if (!powers) return undefined;
      return powers.kind === 'member' || allowHalfCreated ? powers.member : choosePasswordFirst();
    },
    missing: () => new ApiError(401, 'Sign in as a team member first'),
  };
}

/** The signed-in member with team powers; a half-created member is refused (or a visitor where optional). */
export const teamSession = sessionAuthenticator(false);

/** The signed-in member, half-created or not: for the password change alone. */
export const passwordChangeSession = sessionAuthenticator(true);
