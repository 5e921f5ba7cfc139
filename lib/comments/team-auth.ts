import 'server-only';
/**
 * Team sign-in and sign-out over HTTP. A form POST (or JSON) with email and password; 10 attempts per
 * 15 minutes per account and address; a session cookie that is httpOnly, SameSite=Lax and Secure in
 * production. Browser forms get redirects, API clients get JSON.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError } from './errors';
import { clientIp, serverEnv, widgetDb } from './http';
import { consumeRateLimit } from './rate-limit';
import { seeOther } from './see-other';
import { authenticate, createSession, deleteSession, normalizeEmail, SESSION_COOKIE } from './team';

const credentials = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(512),
  next: z.string().optional(),
});

async function readCredentials(
  request: NextRequest,
): Promise<{ data: z.infer<typeof credentials>; form: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  const form = !type.includes('application/json');
  const raw = form
    ? Object.fromEntries((await request.formData()).entries())
    : await request.json().catch(() => ({}));
  const parsed = credentials.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'Enter your email and password');
  return { data: parsed.data, form };
}

/** Only same-site paths are followed after sign-in. */
function safeNext(next: string | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/team';
}

function redirect(_request: NextRequest, path: string): NextResponse {
  return seeOther(path);
}

export async function login(request: NextRequest): Promise<NextResponse> {
  let form = true;
  try {
    const read = await readCredentials(request);
    form = read.form;
    const { email, password, next } = read.data;
    const env = serverEnv();
    const db = await widgetDb();
    const member = await db.transaction(async (tx) => {
      const t = tx as unknown as typeof db;
      await consumeRateLimit(t, {
        key: `login:${normalizeEmail(email)}:${clientIp(request, env)}`,
        limit: env.RATE_LIMIT_LOGIN_ATTEMPTS,
        windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60,
        message: 'Too many sign-in attempts: try again later',
      });
      return authenticate(t, email, password);
    });
    if (!member) throw new ApiError(401, 'Wrong email or password');
    const session = await createSession(db, member.id);
    const response = form
      ? redirect(request, safeNext(next))
      : NextResponse.json({ ok: true, name: member.name });
    response.cookies.set(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: process.env.NODE_ENV === 'production' && request.nextUrl.protocol === 'https:',
      path: '/',
      expires: session.expiresAt,
    });
    return response;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    const message = error instanceof ApiError ? error.message : 'Sign-in failed';
    if (!(error instanceof ApiError)) console.error('team sign-in failed', error);
    if (form) return redirect(request, `/team/login?error=${encodeURIComponent(message)}`);
    const headers = error instanceof ApiError ? error.headers : {};
    return NextResponse.json({ error: message }, { status, headers });
  }
}

export async function logout(request: NextRequest): Promise<NextResponse> {
  const db = await widgetDb();
  await deleteSession(db, request.cookies.get(SESSION_COOKIE)?.value);
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  const response = json ? NextResponse.json({ ok: true }) : redirect(request, '/team/login?signedOut=1');
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
