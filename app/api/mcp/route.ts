import { handleMcpRequest } from '@/lib/mcp/server';

export const dynamic = 'force-dynamic';

export const POST = handleMcpRequest;
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
export const OPTIONS = handleMcpRequest;
