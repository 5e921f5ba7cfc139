import { teamAction } from '@/lib/team/actions';
import { removeBody, removeMember } from '@/lib/team/members';

export const dynamic = 'force-dynamic';
export const POST = teamAction(removeBody, removeMember);
