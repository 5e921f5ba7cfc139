import 'server-only';
/**
 * POST /api/admin: the command-line tools' way in while this server holds the embedded database. Accepts
 * only loopback clients that present the token the server wrote into its (owner-only) lock file.
 */
import { timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { currentAdminToken } from '../db/pglite-lock';
import { adminCommand, runAdminCommand } from './admin';
import { ApiError } from './errors';
import { clientIp, serverEnv, widgetDb } from './http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function handleAdminRequest(request: NextRequest): Promise<NextResponse> {
  try {
    const db = await widgetDb();
    const token = currentAdminToken();
    const presented = request.headers.get('x-admin-token') ?? '';
    if (
      !token ||
      !LOOPBACK.has(clientIp(request, { ...serverEnv(), TRUST_PROXY: false })) ||
      !sameToken(presented, token)
    ) {
      throw new ApiError(403, 'Admin commands are accepted only from this machine with the server’s token');
    }
    const parsed = adminCommand.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(400, 'Invalid admin command');
    return NextResponse.json(await runAdminCommand(db, parsed.data));
  } catch (error) {
    if (error instanceof ApiError)
      return NextResponse.json({ error: error.message }, { status: error.status });
    console.error('admin command failed', error);
    return NextResponse.json({ error: 'The command failed' }, { status: 500 });
  }
}
