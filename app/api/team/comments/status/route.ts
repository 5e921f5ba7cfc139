import { teamAction } from '@/lib/team/actions';
import { setStatus, setStatusBody } from '@/lib/team/moderation';

export const dynamic = 'force-dynamic';
export const POST = teamAction(setStatusBody, setStatus);
