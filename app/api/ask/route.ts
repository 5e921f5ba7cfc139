import { handleAsk } from '@/lib/ai/ask';

export const dynamic = 'force-dynamic';
export const POST = handleAsk;
