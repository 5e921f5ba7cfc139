/** A release date (YYYY-MM-DD, UTC) as readers see it: "7 December 2025" or, short, "Dec 7, 2025". */
export function formatReleaseDate(iso: string, month: 'long' | 'short' = 'long'): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'UTC',
  });
}
