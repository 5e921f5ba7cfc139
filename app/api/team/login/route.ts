import { login } from '@/lib/comments/team-auth';

export const dynamic = 'force-dynamic';
export const POST = login;
