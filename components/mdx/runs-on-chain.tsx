import { RUNS_ON_CHAIN_SENTENCE, runsOnChainFiles } from '@/lib/content/runs-on-chain-note';

/**
 * The note a page shows when its ```ts run examples and its contract claims are executed in CI on a local
 * Intuition network (lib/chain): `<RunsOnChain tests="multivault-claims,run-examples" />`.
 */
export function RunsOnChain({ tests }: { tests?: string }) {
  const files = runsOnChainFiles(tests);
  return (
    <aside className="admonition admonition-note" aria-label="Tested on a local Intuition network">
      <p className="admonition-title">Runs in CI</p>
      <div className="admonition-body">
        <p>
          {RUNS_ON_CHAIN_SENTENCE}
          {files.map(({ file, href }, index) => (
            <span key={file}>
              {index > 0 && ', '}
              <a href={href}>
                <code>{file}</code>
              </a>
            </span>
          ))}
          .
        </p>
      </div>
    </aside>
  );
}
