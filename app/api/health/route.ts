import { handleHealth } from '@/lib/db/health';

export const dynamic = 'force-dynamic';
export const GET = handleHealth;
