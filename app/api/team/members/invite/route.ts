import { teamAction } from '@/lib/team/actions';
import { inviteBody, inviteMember } from '@/lib/team/members';

export const dynamic = 'force-dynamic';
export const POST = teamAction(inviteBody, inviteMember);
