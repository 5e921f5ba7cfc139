import { avatarSvg } from '@/lib/avatar';

/** A generated avatar for a comment's author, keyed by their id: no third-party avatar service is involved. */
export async function GET(_request: Request, context: { params: Promise<{ seed: string }> }) {
  const { seed } = await context.params;
  return new Response(avatarSvg(seed.slice(0, 200)), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
