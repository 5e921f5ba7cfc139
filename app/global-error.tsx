'use client';
/** Last-resort crash page, used when the root layout itself fails. Self-contained: no site CSS is loaded. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '15vh 24px', textAlign: 'center' }}
      >
        <main>
          <h1 style={{ fontSize: 32 }}>This page crashed.</h1>
          <p style={{ color: '#555' }}>{error.message}</p>
          <button
            type="button"
            onClick={reset}
            style={{
              marginTop: 16,
              padding: '8px 16px',
              fontSize: 16,
              borderRadius: 6,
              border: '1px solid #888',
              cursor: 'pointer',
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
