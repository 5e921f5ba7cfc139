import 'server-only';
/**
 * Team sign-in and sign-out (POST /api/team/login, /api/team/logout), refused when a browser says the request
 * comes from another site (no login CSRF, no forced sign-out). A form post (or JSON)
 * with email and password. Failed attempts are limited per account and address, per address and per account
 * (RATE_LIMIT_LOGIN_*), counting failures only, so the right password still works from elsewhere while an
 * address is locked out. The session cookie is httpOnly, SameSite=Lax and Secure over HTTPS. Forms get
 * redirects (after a failure, back to the sign-in page with the email and the page to go to kept); API clients
 * get JSON.
 */
import { z } from 'zod';
import { redirectAnswer } from '../server/answer';
import { ApiError } from '../server/errors';
import { sameSitePath } from '../server/request';
import { route, type RouteContext } from '../server/route';
import {
  authenticate,
  createSession,
  deleteSession,
  normalizeEmail,
  SESSION_COOKIE,
  SESSION_DAYS,
} from './accounts';

const credentials = z.object({
  email: z.string().trim().min(3, 'Enter your email and password').max(254, 'Enter your email and password'),
  password: z.string().min(1, 'Enter your email and password').max(512, 'Enter your email and password'),
  next: z.string().max(2048).optional(),
});
type Credentials = z.infer<typeof credentials>;

/** Only same-site paths are followed after sign-in. */
const afterSignIn = (next: string | undefined) => sameSitePath(next) ?? '/team';

const field = (raw: unknown, name: string) => {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 2048) : '';
};

function loginPageWithError(message: string, raw: unknown): string {
  const params = new URLSearchParams({ error: message });
  const next = sameSitePath(field(raw, 'next'));
  if (next) params.set('next', next);
  const email = field(raw, 'email').trim().slice(0, 254);
  if (email) params.set('email', email);
  return `/team/login?${params}`;
}

const windowSeconds = (context: RouteContext<undefined>) => context.env.RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60;
const tooMany = 'Too many sign-in attempts: try again later';

export const login = route({
  method: 'POST',
  origin: 'no-cross-site',
  body: { schema: credentials, maxBytes: 8 * 1024, format: 'form-or-json', messagesWithPath: false },
  rateLimit: [
    {
      counts: 'failure',
      rule: (context, body: Credentials) => ({
        key: `login:${normalizeEmail(body.email)}:${context.ip}`,
        limit: context.env.RATE_LIMIT_LOGIN_ATTEMPTS,
        windowSeconds: windowSeconds(context),
        message: tooMany,
      }),
    },
    {
      counts: 'failure',
      rule: (context) => ({
        key: `login:ip:${context.ip}`,
        limit: context.env.RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP,
        windowSeconds: windowSeconds(context),
        message: tooMany,
      }),
    },
    {
      counts: 'failure',
      rule: (context, body: Credentials) => ({
        key: `login:account:${normalizeEmail(body.email)}`,
        limit: context.env.RATE_LIMIT_LOGIN_ATTEMPTS_PER_ACCOUNT,
        windowSeconds: windowSeconds(context),
        message: tooMany,
      }),
    },
  ],
  formError: (error, { raw }) => loginPageWithError(error.message, raw),
  handler: async (context, body: Credentials) => {
    const member = await authenticate(context.db, body.email, body.password);
    if (!member) throw new ApiError(401, 'Wrong email or password');
    const session = await createSession(context.db, member.id);
    context.setCookie({
      name: SESSION_COOKIE,
      value: session.token,
      maxAge: SESSION_DAYS * 86_400,
      secure: context.siteOrigin.startsWith('https:'),
    });
    return context.form ? redirectAnswer(afterSignIn(body.next)) : { ok: true, name: member.name };
  },
});

export const logout = route({
  method: 'POST',
  origin: 'no-cross-site',
  handler: async (context) => {
    await deleteSession(context.db, context.request.cookie(SESSION_COOKIE));
    context.setCookie({
      name: SESSION_COOKIE,
      value: '',
      maxAge: 0,
      secure: context.siteOrigin.startsWith('https:'),
    });
    return context.form ? redirectAnswer('/team/login?signedOut=1') : { ok: true };
  },
});
