import 'server-only';
/**
 * The guard every /team page calls before rendering: visitors without a valid session go to the sign-in page
 * (and come back after it); half-created members (a one-time password still to replace: ./session.ts) go to
 * the password page first.
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '../server/db';
import { SESSION_COOKIE, type TeamMember } from './accounts';
import { teamPowersOf, type TeamPowers } from './session';

/** What the session of this request allows, for server components. */
export async function currentTeamPowers(): Promise<TeamPowers | undefined> {
  return teamPowersOf(await getDb(), (await cookies()).get(SESSION_COOKIE)?.value);
}

export async function requireTeamPage(path: string): Promise<TeamMember> {
  const powers = await currentTeamPowers();
  if (!powers) redirect(`/team/login?next=${encodeURIComponent(path)}`);
  if (powers.kind === 'half-created' && path !== '/team/password') {
    redirect(`/team/password?next=${encodeURIComponent(path)}`);
  }
  return powers.member;
}
