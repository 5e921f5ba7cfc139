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
        <p>{RUNS_ON_CHAIN_SENTENCE.trimEnd()}</p>
        <ul className="m-0 mt-1 list-none p-0">
          {files.map(({ file, href }) => (
            <li key={file}>
              {/* One link a line, 24 px tall: targets a reader can hit on a phone. */}
              <a href={href} className="inline-block min-h-6 py-0.5">
                <code>{file}</code>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
