import 'server-only';
/** The team member signed in on this request (from the session cookie), for server components. */
import { cookies } from 'next/headers';
import { widgetDb } from './http';
import { memberForSession, SESSION_COOKIE, type TeamMember } from './team';

export async function currentTeamMember(): Promise<TeamMember | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  return memberForSession(await widgetDb(), token);
}
