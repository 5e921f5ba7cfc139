import 'server-only';
/** Team members' accounts (scrypt passwords) and their sessions (random tokens, stored hashed). */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, teamMembers } from '../db/schema';
import { ApiError } from '../server/errors';
import { hashPassword, MIN_PASSWORD_LENGTH, passwordHashOfNobody, verifyPassword } from './passwords';

export const SESSION_COOKIE = 'docs_team_session';
export const SESSION_DAYS = 14;

export type TeamMember = Pick<typeof teamMembers.$inferSelect, 'id' | 'email' | 'name'>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Text@text.text without white space or a second @ (checked without a backtracking expression). */
function isEmailAddress(email: string): boolean {
  const [local, domain, ...rest] = email.split('@');
  return (
    rest.length === 0 &&
    Boolean(local) &&
    domain !== undefined &&
    domain.slice(1, -1).includes('.') &&
    !/\s/.test(email)
  );
}

export async function addTeamMember(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<TeamMember> {
  const email = normalizeEmail(input.email);
  if (!isEmailAddress(email)) throw new ApiError(400, `"${input.email}" is not an email address`);
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new ApiError(400, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const name = input.name.trim();
  if (!name) throw new ApiError(400, 'A name is required');
  // The name the widget shows on the member's comments: the contract's `commentUser` allows 120 characters.
  if (name.length > 120) throw new ApiError(400, 'A name can be at most 120 characters');
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(teamMembers)
    .values({ email, name, passwordHash })
    .onConflictDoNothing()
    .returning({ id: teamMembers.id, email: teamMembers.email, name: teamMembers.name });
  if (!row) throw new ApiError(409, `A team member with the email ${email} already exists`);
  return row;
}

export async function authenticate(db: Db, email: string, password: string): Promise<TeamMember | undefined> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.email, normalizeEmail(email)));
  // An unknown email costs the same hashing as a known one: the answer's timing tells nothing.
  const matches = await verifyPassword(password, row?.passwordHash ?? (await passwordHashOfNobody()));
  if (!row || !matches) return undefined;
  return { id: row.id, email: row.email, name: row.name };
}

export async function createSession(db: Db, memberId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), teamMemberId: memberId, expiresAt });
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/** What a session cookie names: the member, and whether they must still replace a one-time password. */
export interface SessionHolder {
  member: TeamMember;
  mustChangePassword: boolean;
}

/** The holder of a valid session token, in one query (see ./session.ts for what they may do). */
export async function sessionHolder(db: Db, token: string | undefined): Promise<SessionHolder | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({
      id: teamMembers.id,
      email: teamMembers.email,
      name: teamMembers.name,
      mustChangePassword: teamMembers.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(teamMembers, eq(sessions.teamMemberId, teamMembers.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  if (!row) return undefined;
  const { mustChangePassword, ...member } = row;
  return { member, mustChangePassword };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member except, optionally, the one in use (after a password change). */
export async function deleteOtherSessions(db: Db, memberId: number, keepToken?: string): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : undefined;
  await db
    .delete(sessions)
    .where(
      keep
        ? and(eq(sessions.teamMemberId, memberId), ne(sessions.tokenHash, keep))
        : eq(sessions.teamMemberId, memberId),
    );
}
