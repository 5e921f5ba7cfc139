import 'server-only';
/**
 * POST /api/admin: the command-line tools' way in while this server holds the embedded database. Accepts only
 * clients on this machine (the socket's address, whatever a proxy says) that present the token the server wrote
 * into its (owner-only) lock file.
 */
import { currentAdminToken } from '../db/pglite-lock';
import { ApiError } from '../server/errors';
import { clientIp } from '../server/request';
import { sameSecret } from '../server/secrets';
import { route, type Authenticator } from '../server/route';
import { adminCommand, runAdminCommand } from './admin';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const localAdmin: Authenticator<true> = {
  async identify(request) {
    const token = currentAdminToken();
    const presented = request.headers.get('x-admin-token') ?? '';
    const local = LOOPBACK.has(clientIp(request, { TRUST_PROXY: 0 }));
    return token && local && sameSecret(presented, token) ? true : undefined;
  },
  missing: () =>
    new ApiError(403, 'Admin commands are accepted only from this machine with the server’s token'),
};

export const adminEndpoint = route({
  method: 'POST',
  origin: 'any',
  auth: { by: localAdmin },
  body: { schema: adminCommand, maxBytes: 16 * 1024 },
  handler: async ({ db }, body) => runAdminCommand(db, body),
});
