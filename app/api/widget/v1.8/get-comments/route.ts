import { getComments } from '@/lib/comments/endpoints';
import { nextRoute } from '@/lib/comments/next-adapter';

export const dynamic = 'force-dynamic';
export const { GET, OPTIONS } = nextRoute(getComments) as Required<ReturnType<typeof nextRoute>>;
