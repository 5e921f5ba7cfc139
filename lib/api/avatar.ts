import 'server-only';
/**
 * GET /api/avatar/<seed>: the generated picture of a comment's author (lib/avatar.ts), keyed by their id, so no
 * third-party avatar service is involved. The same seed always draws the same picture: cached for a year.
 */
import { avatarSvg } from '../avatar';
import { textAnswer } from '../server/answer';
import { ApiError } from '../server/errors';
import { route } from '../server/route';

export const AVATAR_PATH = /^\/api\/avatar\/[^/]+$/;
/** Longer seeds draw the same picture as their first characters. */
const MAX_SEED_LENGTH = 200;

function seedOf(pathname: string): string {
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment).slice(0, MAX_SEED_LENGTH);
  } catch {
    throw new ApiError(400, 'The address is not valid: its percent-encoding does not decode');
  }
}

export const avatarEndpoint = route({
  method: 'GET',
  origin: 'any',
  database: false,
  handler: async ({ request }) =>
    textAnswer(avatarSvg(seedOf(request.url.pathname)), 'image/svg+xml', {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    }),
});
