import 'server-only';
/**
 * Team sign-in and sign-out (POST /api/team/login, /api/team/logout), refused when a browser says the request
 * comes from another site (no login CSRF, no forced sign-out). A form post (or JSON)
 * with email and password. As OWASP's Authentication Cheat Sheet asks, the defence slows the attacker, not the
 * owner: failed attempts are refused per account and address and per address (RATE_LIMIT_LOGIN_ATTEMPTS,
 * …_PER_IP), counting failures only; failures on one account from every address never refuse it, they slow it
 * down: past RATE_LIMIT_LOGIN_ATTEMPTS_PER_ACCOUNT every attempt on the account waits, longer as failures go on
 * (up to RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS), so the member's right password from an address that is not failing
 * still signs them in. The session cookie is httpOnly, SameSite=Lax and Secure over HTTPS. Forms get
 * redirects (after a failure, back to the sign-in page with the email and the page to go to kept); API clients
 * get JSON.
 */
import { z } from 'zod';
import type { ServerEnv } from '../env';
import { redirectAnswer } from '../server/answer';
import { ApiError } from '../server/errors';
import { consumeRateLimit, hitsOf, type RateLimit } from '../server/rate-limit';
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

/** Failures on one account from every address: counted (never refused), to slow the account's attempts. */
const accountFailures = (context: RouteContext<undefined>, email: string): RateLimit => ({
  key: `login:account:${normalizeEmail(email)}`,
  limit: 1_000_000_000,
  windowSeconds: windowSeconds(context),
  message: tooMany,
});

/** The first delay past the account's threshold; it doubles every RATE_LIMIT_LOGIN_ATTEMPTS further failures. */
export const LOGIN_FIRST_DELAY_MS = 250;

/** How long an attempt on an account with `failures` failures in the window waits before it is checked. */
export function accountDelayMs(
  failures: number,
  env: Pick<ServerEnv, `RATE_LIMIT_LOGIN_${'ATTEMPTS' | 'ATTEMPTS_PER_ACCOUNT' | 'DELAY_MAX_SECONDS'}`>,
): number {
  const over = failures - env.RATE_LIMIT_LOGIN_ATTEMPTS_PER_ACCOUNT;
  if (over < 0) return 0;
  const doublings = Math.min(30, Math.floor(over / env.RATE_LIMIT_LOGIN_ATTEMPTS));
  return Math.min(env.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS * 1000, LOGIN_FIRST_DELAY_MS * 2 ** doublings);
}

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
  ],
  formError: (error, { raw }) => loginPageWithError(error.message, raw),
  handler: async (context, body: Credentials) => {
    const account = accountFailures(context, body.email);
    const delay = accountDelayMs(await hitsOf(context.db, account), context.env);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const member = await authenticate(context.db, body.email, body.password);
    if (!member) {
      await consumeRateLimit(context.db, account);
      throw new ApiError(401, 'Wrong email or password');
    }
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
