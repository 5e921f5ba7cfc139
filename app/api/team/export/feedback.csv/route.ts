import { exportFeedbackCsv } from '@/lib/analytics/exports';

export const dynamic = 'force-dynamic';
export const GET = exportFeedbackCsv;
