/**
 * The search modal's mode, kept in the browser under the key `search`: `docsearch` (results as you type, the
 * default) or `ai` (questions answered from the docs).
 */
export type SearchMode = 'ai' | 'docsearch';

export const SEARCH_MODE_KEY = 'search';

export function loadSearchMode(): SearchMode {
  try {
    return localStorage.getItem(SEARCH_MODE_KEY) === 'ai' ? 'ai' : 'docsearch';
  } catch {
    return 'docsearch';
  }
}

export function saveSearchMode(mode: SearchMode): void {
  try {
    localStorage.setItem(SEARCH_MODE_KEY, mode);
  } catch {
    // storage blocked: the mode lasts until the page is left
  }
}
