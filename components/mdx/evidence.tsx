import { evidenceLink } from '@/lib/evidence';

/**
 * The evidence a sentence about contract behaviour carries (lib/evidence.ts): a small link to the claim
 * test that executes it or to the source line it paraphrases. A bare `<Evidence />` (an editor's marker still
 * waiting for evidence) renders nothing; the claims check fails on it.
 */
export function Evidence({ test, source }: { test?: string; source?: string }) {
  const link = evidenceLink({ test, source });
  if (!link) return null;
  return (
    <sup className="ml-0.5 text-xs">
      <a href={link.href} rel="noopener noreferrer" target="_blank" title={link.label}>
        [{link.kind === 'test' ? 'tested' : 'source'}]
      </a>
    </sup>
  );
}
