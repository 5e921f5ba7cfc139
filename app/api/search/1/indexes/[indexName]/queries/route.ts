import { api } from '@/lib/api/table';
import { nextHandlers } from '@/lib/server/next-adapter';

export const dynamic = 'force-dynamic';
export const { POST, OPTIONS } = nextHandlers(api.searchQueries);
