'use client';
/**
 * What Retry on an error box does: asks the server again for the part that failed and renders it anew.
 *
 * - A failed script chunk (ChunkLoadError): React's Flight client keeps the failed chunk's promise for the life
 *   of the document, so re-rendering in place would fail again without asking the network. The page is loaded
 *   again instead, which requests the chunk anew.
 * - Anything else: the route's data is fetched again (router.refresh) and the boundary re-renders its part
 *   (reset), in one transition, so the old error stays until the new content is ready.
 */
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to load chunk|Loading (CSS )?chunk .* failed/i.test(error.message)
  );
}

export function useRetry(error: Error, reset: () => void): { retry: () => void; retrying: boolean } {
  const router = useRouter();
  const [retrying, startTransition] = useTransition();
  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    startTransition(() => {
      router.refresh();
      reset();
    });
  };
  return { retry, retrying };
}
