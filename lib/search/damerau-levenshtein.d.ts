declare module 'damerau-levenshtein' {
  /** Edit distance counting a swap of two neighbouring letters as one edit. */
  export default function damerauLevenshtein(
    a: string,
    b: string,
    limit?: number,
  ): { steps: number; relative: number; similarity: number };
}
