import { handleAskFeedback } from '@/lib/ai/ask';

export const dynamic = 'force-dynamic';
export const POST = handleAskFeedback;
