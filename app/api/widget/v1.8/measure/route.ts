import { measure } from '@/lib/comments/endpoints';
import { nextRoute } from '@/lib/comments/next-adapter';

export const dynamic = 'force-dynamic';
export const { GET, OPTIONS } = nextRoute(measure) as Required<ReturnType<typeof nextRoute>>;
