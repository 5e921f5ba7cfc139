/**
 * Recent and favourite searches, kept in the browser: up to 7 recents (4 when favourites exist) and 10
 * favourites. What is read back is validated; anything malformed is dropped.
 */
export interface StoredSearch {
  url: string;
  title: string;
  subtitle: string;
}

const RECENT_KEY = 'docs-search-recent';
const FAVORITE_KEY = 'docs-search-favorites';
export const MAX_FAVORITES = 10;
export const recentLimit = (favorites: number) => (favorites > 0 ? 4 : 7);

function read(key: string): StoredSearch[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is StoredSearch =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.url === 'string' &&
        item.url.startsWith('/') &&
        typeof item.title === 'string' &&
        typeof item.subtitle === 'string',
    );
  } catch {
    return [];
  }
}

function write(key: string, items: StoredSearch[]) {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // storage full or blocked: the lists just are not kept
  }
}

export function loadSearches(): { recent: StoredSearch[]; favorites: StoredSearch[] } {
  const favorites = read(FAVORITE_KEY).slice(0, MAX_FAVORITES);
  return { favorites, recent: read(RECENT_KEY).slice(0, recentLimit(favorites.length)) };
}

export function saveRecent(item: StoredSearch) {
  const { recent, favorites } = loadSearches();
  if (favorites.some((f) => f.url === item.url)) return;
  write(
    RECENT_KEY,
    [item, ...recent.filter((r) => r.url !== item.url)].slice(0, recentLimit(favorites.length)),
  );
}

export function removeRecent(url: string) {
  write(
    RECENT_KEY,
    loadSearches().recent.filter((r) => r.url !== url),
  );
}

export function addFavorite(item: StoredSearch) {
  const { recent, favorites } = loadSearches();
  write(FAVORITE_KEY, [item, ...favorites.filter((f) => f.url !== item.url)].slice(0, MAX_FAVORITES));
  write(
    RECENT_KEY,
    recent.filter((r) => r.url !== item.url),
  );
}

export function removeFavorite(url: string) {
  write(
    FAVORITE_KEY,
    loadSearches().favorites.filter((f) => f.url !== url),
  );
}
