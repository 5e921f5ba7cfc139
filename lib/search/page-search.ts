/**
 * A simple ranked search over the guides' titles, headings, descriptions and text, used by /search until the
 * full search engine (MiniSearch behind the Algolia-compatible endpoint) replaces it. Pure: it takes the
 * pages and a query and returns ranked results.
 */

export interface SearchablePage {
  path: string;
  title: string;
  description: string;
  headings: { id: string; text: string }[];
  text: string;
}

export interface PageSearchResult {
  path: string;
  title: string;
  description: string;
  /** The best-matching section, when a heading matched. */
  section?: { id: string; text: string };
  score: number;
}

const WEIGHTS = { title: 8, heading: 4, description: 2, text: 1 };
const MAX_TEXT_HITS = 5;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9$]+/)
    .filter((t) => t.length > 1);
}

function countHits(haystack: string[], term: string): number {
  return haystack.filter((word) => word === term || (term.length >= 3 && word.startsWith(term))).length;
}

export function searchPages(pages: SearchablePage[], query: string, limit = 20): PageSearchResult[] {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  const results: PageSearchResult[] = [];
  for (const page of pages) {
    const title = tokenize(page.title);
    const description = tokenize(page.description);
    const text = tokenize(page.text);
    let score = 0;
    let allTermsFound = true;
    let section: PageSearchResult['section'];
    let bestHeading = 0;
    for (const term of terms) {
      const inTitle = countHits(title, term);
      const inDescription = countHits(description, term);
      const inText = Math.min(countHits(text, term), MAX_TEXT_HITS);
      let inHeadings = 0;
      for (const heading of page.headings) {
        const hits = countHits(tokenize(heading.text), term);
        inHeadings += hits;
        if (hits > bestHeading) {
          bestHeading = hits;
          section = heading;
        }
      }
      const termScore =
        inTitle * WEIGHTS.title +
        inHeadings * WEIGHTS.heading +
        inDescription * WEIGHTS.description +
        inText * WEIGHTS.text;
      if (termScore === 0) allTermsFound = false;
      score += termScore;
    }
    if (allTermsFound && score > 0)
      results.push({ path: page.path, title: page.title, description: page.description, section, score });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
