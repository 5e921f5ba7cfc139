import 'server-only';
/**
 * Who is commenting: a signed-in team member (from the session only), a host site's user (a JWT verified
 * with WIDGET_JWT_SECRET or WIDGET_JWKS_URL), an anonymous identity this server issued (checked against its
 * HMAC signature and the database), or a new anonymous identity created on the first comment.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { pictureUrl, type CommentUser } from '@/widget/contract';
import type { RequestUser } from '@/widget/contract-requests';
import type { Db } from '../db/client';
import { anonymousIdentities } from '../db/schema';
import type { ServerEnv } from '../env';
import { ApiError } from '../server/errors';
import type { Project } from './projects';
import type { RateLimit } from '../server/rate-limit';
import { getSecret, sameSecret } from '../server/secrets';
import type { TeamMember } from '../team/accounts';

export const ONLY_AUTH_MESSAGE = 'Only logged in users can comment';

export interface Commenter {
  sub: string;
  name: string | null;
  picture: string | null;
  kind: 'anonymous' | 'host' | 'team';
  teamMemberId?: number;
  /** The user object to hand back to the client (anonymous identities carry their signature). */
  user: CommentUser | null;
  /**
   * Limits the caller counts in the transaction that creates this identity, with its own limits in the same
   * statement (a new anonymous identity: its per-address daily limit). A refused write rolls the identity back.
   */
  limits?: RateLimit[];
  /** A new anonymous identity's row, which the caller writes with the comment (in the same statement). */
  newIdentity?: typeof anonymousIdentities.$inferInsert;
}

function sign(secret: string, projectId: string, sub: string): string {
  return createHmac('sha256', secret).update(`${projectId}\n${sub}`).digest('base64url');
}

/** Key sets by URL (one in practice: WIDGET_JWKS_URL); jose refreshes each set's keys itself. */
const jwksCache = new LRUCache<string, ReturnType<typeof createRemoteJWKSet>>({ max: 8 });

async function verifyHostToken(token: string, env: ServerEnv): Promise<JWTPayload> {
  if (!env.WIDGET_JWT_SECRET && !env.WIDGET_JWKS_URL) {
    throw new ApiError(
      401,
      'User tokens are not accepted here: the server has no WIDGET_JWT_SECRET or WIDGET_JWKS_URL',
    );
  }
  try {
    if (env.WIDGET_JWT_SECRET) {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(env.WIDGET_JWT_SECRET), {
        algorithms: ['HS256'],
      });
      return payload;
    }
    const url = env.WIDGET_JWKS_URL!;
    const jwks = jwksCache.get(url) ?? createRemoteJWKSet(new URL(url));
    jwksCache.set(url, jwks);
    const { payload } = await jwtVerify(token, jwks);
    return payload;
  } catch {
    throw new ApiError(401, 'Invalid user token');
  }
}

/** A token's picture if the contract's `pictureUrl` accepts it (the answers must parse in the widget), else null. */
function pictureOrNull(value: unknown): string | null {
  return v.is(pictureUrl, value) ? value : null;
}

function textOrNull(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

/** The secret anonymous identities are signed with (created on first use). */
export const identitySecretOf = (db: Db): Promise<string> => getSecret(db, 'anonymous-identity');

export async function resolveCommenter(
  db: Db,
  options: {
    project: Project;
    user: RequestUser;
    team?: TeamMember;
    env: ServerEnv;
    /** The client's address: new anonymous identities are limited per address per day. */
    ip: string;
    /** Makes up a new anonymous identity when the request names none: the caller writes its row (newIdentity). */
    createAnonymous: boolean;
    /**
     * The identities' signing secret, when the caller read it before its transaction (`db` is then the
     * transaction: secrets are cached per database handle, so through a transaction they are read each time).
     */
    identitySecret?: string;
  },
): Promise<Commenter | undefined> {
  const { project, user, team, env } = options;
  if (team) {
    return {
      sub: `team:${team.id}`,
      name: team.name,
      picture: null,
      kind: 'team',
      teamMemberId: team.id,
      user: null,
    };
  }
  if (typeof user === 'string') {
    const claims = await verifyHostToken(user, env);
    if (typeof claims.sub !== 'string' || !claims.sub)
      throw new ApiError(401, 'Invalid user token: no subject');
    const commenter: Commenter = {
      sub: `host:${claims.sub.slice(0, 180)}`,
      name: textOrNull(claims.name, 120),
      picture: pictureOrNull(claims.picture),
      kind: 'host',
      user: null,
    };
    commenter.user = {
      sub: commenter.sub,
      name: commenter.name,
      picture: commenter.picture,
      isTeamMember: false,
    };
    return commenter;
  }
  if (project.onlyAuth) throw new ApiError(401, ONLY_AUTH_MESSAGE);

  const secret = options.identitySecret ?? (await identitySecretOf(db));
  if (user) {
    const valid =
      typeof user.signature === 'string' &&
      sameSecret(user.signature, sign(secret, project.publicId, user.sub));
    const [known] = valid
      ? await db
          .select({ sub: anonymousIdentities.sub })
          .from(anonymousIdentities)
          .where(
            and(eq(anonymousIdentities.sub, user.sub), eq(anonymousIdentities.projectId, project.publicId)),
          )
      : [];
    // A genuine token whose identity is gone (the reader's data was erased on request) starts a new identity,
    // as a first comment does; a token this server did not sign is refused.
    if (!known && !(valid && options.createAnonymous))
      throw new ApiError(401, 'Invalid user: this identity was not issued by this server');
    if (known)
      return {
        sub: user.sub,
        name: null,
        picture: null,
        kind: 'anonymous',
        user: { sub: user.sub, name: null, picture: null, isTeamMember: false, signature: user.signature },
      };
  }
  if (!options.createAnonymous) return undefined;
  const sub = `anon_${randomUUID()}`;
  return {
    newIdentity: { sub, projectId: project.publicId },
    sub,
    name: null,
    picture: null,
    kind: 'anonymous',
    user: {
      sub,
      name: null,
      picture: null,
      isTeamMember: false,
      signature: sign(secret, project.publicId, sub),
    },
    limits: [
      {
        key: `identity:ip:day:${options.ip}`,
        limit: env.RATE_LIMIT_ANONYMOUS_IDENTITIES_PER_IP_DAY,
        windowSeconds: 86_400,
        message: 'Too many new commenters from your network today: please come back tomorrow',
      },
    ],
  };
}
