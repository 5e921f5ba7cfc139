import { addFeedback } from '@/lib/comments/endpoints';
import { nextRoute } from '@/lib/comments/next-adapter';

export const dynamic = 'force-dynamic';
export const { POST, OPTIONS } = nextRoute(addFeedback) as Required<ReturnType<typeof nextRoute>>;
