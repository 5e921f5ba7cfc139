import { exportCommentsCsv } from '@/lib/analytics/exports';

export const dynamic = 'force-dynamic';
export const GET = exportCommentsCsv;
