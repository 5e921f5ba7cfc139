'use client';
/** Page-level error boundary: a red box that says what failed, and Retry, which loads the failed part again. */
import { useEffect } from 'react';
import { useRetry } from '@/components/layout/use-retry';

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
  const { retry, retrying } = useRetry(error, reset);
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-20">
      <div className="error-box" role="alert">
        <h1 className="text-2xl font-bold">This page could not be shown</h1>
        <p className="mt-3">{error.message || 'An unexpected error occurred.'}</p>
        {error.digest && <p className="mt-2 text-sm">Reference: {error.digest}</p>}
        <button type="button" onClick={retry} disabled={retrying} className="error-box-retry mt-5">
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </main>
  );
}
