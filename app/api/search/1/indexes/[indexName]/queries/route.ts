import { handleMultiQuery } from '@/lib/search/endpoint';

export const POST = handleMultiQuery;
