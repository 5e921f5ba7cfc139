import 'server-only';
/**
 * Team management from the dashboard: the member list, invitations (an account with a one-time password the
 * new member must replace at the first sign-in), removal (never of oneself), and changing one's password.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '../server/errors';
import { rowId } from '../server/params';
import { sameSitePath } from '../server/request';
import { addTeamMember } from './accounts';
import { generatePassword, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords';
import type { Db } from '../db/client';
import { teamMembers } from '../db/schema';
import { deleteOtherSessions } from './accounts';
import { teamAction, type TeamActionContext, type TeamActionResult } from './actions';

export async function listMembers(db: Db) {
  return db
    .select({
      id: teamMembers.id,
      email: teamMembers.email,
      name: teamMembers.name,
      invited: teamMembers.mustChangePassword,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
}

export const inviteBody = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(120, 'A name can be at most 120 characters'),
  email: z
    .string()
    .trim()
    .min(3, 'Enter an email address')
    .max(254, 'An email can be at most 254 characters'),
});

export async function inviteMember(
  { db }: TeamActionContext,
  body: z.infer<typeof inviteBody>,
): Promise<TeamActionResult> {
  const password = generatePassword();
  const member = await addTeamMember(db, { ...body, password });
  await db.update(teamMembers).set({ mustChangePassword: true }).where(eq(teamMembers.id, member.id));
  return {
    notice: `${member.name} invited`,
    json: { ok: true, member, oneTimePassword: password },
  };
}

export const removeBody = z.object({
  memberId: rowId('memberId must be the id of a member'),
});

export async function removeMember(
  { db, member }: TeamActionContext,
  body: z.infer<typeof removeBody>,
): Promise<TeamActionResult> {
  if (body.memberId === member.id) throw new ApiError(400, 'You cannot remove yourself');
  const rows = await db
    .delete(teamMembers)
    .where(eq(teamMembers.id, body.memberId))
    .returning({ name: teamMembers.name });
  if (rows.length === 0) throw new ApiError(404, 'There is no such member');
  return { notice: `${rows[0]!.name} removed` };
}

export const changePasswordBody = z
  .object({
    current: z.string().min(1, 'Enter your current password').max(512),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `The new password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(512),
    confirm: z.string().max(512),
    next: z.string().optional(),
  })
  .refine((body) => body.password === body.confirm, { message: 'The two new passwords differ' })
  .refine((body) => body.password !== body.current, {
    message: 'Choose a password other than the current one',
  });

export async function changePassword(
  db: Db,
  memberId: number,
  body: z.infer<typeof changePasswordBody>,
): Promise<void> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, memberId));
  if (!row || !(await verifyPassword(body.current, row.passwordHash))) {
    throw new ApiError(400, 'The current password is wrong');
  }
  await db
    .update(teamMembers)
    .set({ passwordHash: await hashPassword(body.password), mustChangePassword: false })
    .where(eq(teamMembers.id, memberId));
}

export const inviteMemberAction = teamAction(inviteBody, inviteMember);
export const removeMemberAction = teamAction(removeBody, removeMember);

/** Changing one's password ends one's other sessions (a stolen session does not outlive the change). */
export const changePasswordAction = teamAction(
  changePasswordBody,
  async ({ db, member, sessionToken }, body) => {
    await changePassword(db, member.id, body);
    await deleteOtherSessions(db, member.id, sessionToken);
    // Checked after normalisation: `/team/..//evil.example` starts with /team but resolves to //evil.example.
    const path = sameSitePath(body.next);
    const next = path && /^\/team(?:[/?#]|$)/.test(path) ? path : '/team';
    return { notice: 'Password changed', redirectTo: next };
  },
  { beforePasswordChange: true },
);
