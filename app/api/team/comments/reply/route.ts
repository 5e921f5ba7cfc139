import { teamAction } from '@/lib/team/actions';
import { replyAsTeam, replyBody } from '@/lib/team/moderation';

export const dynamic = 'force-dynamic';
export const POST = teamAction(replyBody, replyAsTeam);
