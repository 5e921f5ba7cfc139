import { addFeedback } from '@/lib/comments/endpoints';

export const dynamic = 'force-dynamic';
export const { POST, OPTIONS } = addFeedback;
