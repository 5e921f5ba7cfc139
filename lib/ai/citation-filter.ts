/**
 * Keeps a model's answer to the sources it was given, as the text streams: a citation `[n]` with no section n,
 * and a Markdown link to an address that is not one of the given sections' (or their pages'), are dropped (the
 * link's text stays). A piece that ends inside a possible citation or link is held back until it is complete.
 */
const CITATION = /\[(\d+)\]/g;
// Neither part may hold a bracket of its kind, so each match attempt stops at the next one: linear in the text.
const LINK = /\[([^[\]\n]*)\]\(([^()\s]*)\)/g;
/** Longest span held back while waiting for a citation or link to close. */
const MAX_HELD = 300;

export function createCitationFilter(givenUrls: string[]) {
  const allowed = new Set(givenUrls.flatMap((url) => [url, url.split('#')[0]!]));
  let held = '';
  const clean = (text: string) =>
    text
      .replace(LINK, (whole, label: string, url: string) => (allowed.has(url) ? whole : label))
      .replace(CITATION, (whole, n: string) =>
        Number(n) >= 1 && Number(n) <= givenUrls.length ? whole : '',
      );
  return {
    /** The part of the text so far that can be shown. */
    push(piece: string): string {
      held += piece;
      const open = held.lastIndexOf('[');
      const tail = open >= 0 ? held.slice(open) : '';
      // Held back: "[…" not closed yet, "[…]" that a "(" may still follow, or "[…](…" not closed yet.
      const unfinished = open >= 0 && (!tail.includes(']') || /\]$/.test(tail) || /\]\([^)]*$/.test(tail));
      const pending = unfinished && tail.length < MAX_HELD ? open : -1;
      const ready = pending >= 0 ? held.slice(0, pending) : held;
      held = pending >= 0 ? held.slice(pending) : '';
      return clean(ready);
    },
    /** What is left at the end. */
    flush(): string {
      const rest = clean(held);
      held = '';
      return rest;
    },
  };
}
