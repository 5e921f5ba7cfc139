'use client';

/**
 * "Try it" for the GraphQL pages: a button that loads the query runner only when a reader asks for it (no code
 * and no request to any endpoint before that).
 */
import { useState, type ComponentType } from 'react';

export function QueryRunner() {
  const [Runner, setRunner] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);
  if (Runner) return <Runner />;
  return (
    <div className="query-runner not-prose">
      <p className="m-0">
        Run any example on this page against a live endpoint, edit it, and see the JSON answer.
      </p>
      <button
        type="button"
        className="query-runner-open"
        disabled={loading}
        onClick={() => {
          setLoading(true);
          void import('./query-runner.client').then((m) => setRunner(() => m.QueryRunnerPanel));
        }}
      >
        {loading ? 'Loading…' : 'Try it'}
      </button>
    </div>
  );
}
