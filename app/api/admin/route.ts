import { handleAdminRequest } from '@/lib/comments/admin-endpoint';

export const dynamic = 'force-dynamic';
export const POST = handleAdminRequest;
