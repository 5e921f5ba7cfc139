import { measure } from '@/lib/comments/endpoints';

export const dynamic = 'force-dynamic';
export const { GET, OPTIONS } = measure;
