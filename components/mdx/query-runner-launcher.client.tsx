'use client';

/**
 * "Try it" for the GraphQL pages: a button that loads the query runner only when a reader asks for it (no code
 * and no request to any endpoint before that). Code that could not be fetched is said so, and the button asks
 * for it again.
 */
import { useState, type ComponentType } from 'react';
import { retryableImport } from '@/widget/ui/retryable-import';

const loadRunner = retryableImport<ComponentType>(() =>
  import('./query-runner.client').then((m) => m.QueryRunnerPanel),
);

export function QueryRunner() {
  const [Runner, setRunner] = useState<ComponentType | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (Runner) return <Runner />;
  return (
    <div className="query-runner not-prose">
      <p className="m-0">
        Run any example on this page against a live endpoint, edit it, and see the JSON answer.
      </p>
      {state === 'failed' && (
        <p className="m-0" role="alert">
          The query runner could not be loaded. Check your connection and try again.
        </p>
      )}
      <button
        type="button"
        className="query-runner-open"
        disabled={state === 'loading'}
        onClick={() => {
          setState('loading');
          loadRunner().then(
            (component) => setRunner(() => component),
            () => setState('failed'),
          );
        }}
      >
        {state === 'loading' ? 'Loading…' : state === 'failed' ? 'Try again' : 'Try it'}
      </button>
    </div>
  );
}
