import { evidenceLink } from '@/lib/evidence';

/**
 * The evidence a sentence about contract behaviour carries (lib/evidence.ts): a small link to the claim
 * test that executes it or to the source line it paraphrases. Search records (and so AI answers) leave it out. A bare `<Evidence />` (an editor's marker still
 * waiting for evidence) renders nothing; the claims check fails on it.
 */
export function Evidence({ test, source }: { test?: string; source?: string }) {
  const link = evidenceLink({ test, source });
  if (!link) return null;
  return (
    // Not text of the page: search records and AI answers leave it out (lib/search/records.ts).
    <sup className="ml-0.5 text-xs" data-search-skip="">
      <a href={link.href} rel="noopener noreferrer" target="_blank" title={link.label}>
        [{link.kind === 'test' ? 'tested' : 'source'}]
      </a>
    </sup>
  );
}
