/** Heading ids: GitHub-style slugs (the ones editors and other tools expect), or an explicit `{#id}`. */
import GithubSlugger from 'github-slugger';

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export function splitExplicitId(text: string): { text: string; id?: string } {
  const match = EXPLICIT_ID.exec(text);
  if (!match) return { text };
  return { text: text.slice(0, match.index), id: match[1] };
}

export function createSlugger(): (text: string, explicit?: string) => string {
  const slugger = new GithubSlugger();
  return (text, explicit) => {
    if (explicit) {
      slugger.occurrences[explicit] = (slugger.occurrences[explicit] ?? 0) + 1;
      return explicit;
    }
    return slugger.slug(text);
  };
}
