'use client';
/** Page-level error boundary: says what failed and re-renders just this part on Retry. */
import { useEffect } from 'react';

export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-20" role="alert">
      <h1 className="text-3xl font-bold">This page could not be shown</h1>
      <p className="mt-4 text-[var(--fg-muted)]">{error.message || 'An unexpected error occurred.'}</p>
      {error.digest && <p className="mt-2 text-sm text-[var(--fg-muted)]">Reference: {error.digest}</p>}
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--accent-fg)]"
      >
        Retry
      </button>
    </main>
  );
}
