import { getCommentsPublic } from '@/lib/comments/endpoints';
import { nextRoute } from '@/lib/comments/next-adapter';

export const dynamic = 'force-dynamic';
export const { GET, OPTIONS } = nextRoute(getCommentsPublic) as Required<ReturnType<typeof nextRoute>>;
