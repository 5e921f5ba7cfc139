'use client';
/**
 * Last-resort crash page, used when the root layout itself fails. Self-contained: no site CSS is loaded, so the
 * red box is styled inline. Retry loads the failed part again (see useRetry).
 */
import { useRetry } from '@/components/layout/use-retry';

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { retry, retrying } = useRetry(error, reset);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '15vh 24px' }}>
        <main
          role="alert"
          style={{
            maxWidth: 640,
            margin: '0 auto',
            padding: '20px 24px',
            border: '2px solid #c81e1e',
            borderLeftWidth: 6,
            borderRadius: 8,
            background: '#fdecec',
            color: '#7a1010',
          }}
        >
          <h1 style={{ fontSize: 28, margin: 0 }}>This page crashed.</h1>
          <p>{error.message}</p>
          <button
            type="button"
            onClick={retry}
            disabled={retrying}
            style={{
              marginTop: 8,
              padding: '8px 16px',
              fontSize: 16,
              borderRadius: 6,
              border: 0,
              background: '#c81e1e',
              color: '#ffffff',
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        </main>
      </body>
    </html>
  );
}
