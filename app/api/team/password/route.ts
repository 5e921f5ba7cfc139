import { teamAction } from '@/lib/team/actions';
import { changePassword, changePasswordBody } from '@/lib/team/members';

export const dynamic = 'force-dynamic';
export const POST = teamAction(
  changePasswordBody,
  async ({ db, member }, body) => {
    await changePassword(db, member.id, body);
    const next = body.next?.startsWith('/team') ? body.next : '/team';
    return { notice: 'Password changed', redirectTo: next };
  },
  { beforePasswordChange: true },
);
