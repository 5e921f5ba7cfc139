import { exportQuestionsCsv } from '@/lib/ai/question-export';

export const dynamic = 'force-dynamic';
export const GET = exportQuestionsCsv;
