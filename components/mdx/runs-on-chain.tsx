import {
  RUNS_ON_CHAIN_CLAIMS_INTRO,
  RUNS_ON_CHAIN_SENTENCE,
  runsOnChainClaims,
  runsOnChainFiles,
} from '@/lib/content/runs-on-chain-note';

/**
 * The note a page shows when its ```ts run examples and its contract claims are executed in CI on a local
 * Intuition network (lib/chain): `<RunsOnChain tests="multivault-claims,run-examples" claims="MultiVault fees" />`.
 * `claims` names claim groups (describe blocks of tests/chain/*-claims.test.ts); each of their tests is listed
 * and linked to its line.
 */
export function RunsOnChain({ tests, claims }: { tests?: string; claims?: string }) {
  const files = runsOnChainFiles(tests);
  const claimLinks = runsOnChainClaims(claims);
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
        {claimLinks.length > 0 && (
          <>
            <p className="mt-2">{RUNS_ON_CHAIN_CLAIMS_INTRO}</p>
            <ul className="m-0 mt-1 list-disc pl-5">
              {/* Plain inline links: the bullet stays on the first line of a wrapped claim; lines are 24 px+. */}
              {claimLinks.map(({ name, href }) => (
                <li key={href} className="py-1">
                  <a href={href}>{name}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
