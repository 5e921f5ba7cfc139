/**
 * The site bench's budget: what `npm run bench:site` fails on. Medians of the alternating Lighthouse mobile runs
 * (simulated throttling) of each measured page and its script-free copy (scripts/bench/script-free.ts).
 */
export const SITE_BUDGET = {
  /** Lighthouse mobile performance score, at least. */
  minScore: 100,
  /** LCP of the page over LCP of its script-free copy, at most. */
  maxLcpRatio: 1.25,
  /** Total blocking time, at most (ms). */
  maxTbtMs: 50,
  /** Gzipped HTML of a guide page, at most (bytes), per page; pages not listed have no HTML budget. */
  maxHtmlGzipBytes: { '/guides/overview/the-primitives': 20 * 1024 } as Record<string, number>,
};

export interface PageFigures {
  page: string;
  score: number;
  tbtMs: number;
  lcpRatio: number;
  htmlGzipBytes: number;
}

/** Every way the figures break the budget, as sentences; empty when they keep it. */
export function budgetFailures(figures: PageFigures[], budget = SITE_BUDGET): string[] {
  const failures: string[] = [];
  for (const f of figures) {
    if (f.score < budget.minScore) failures.push(`${f.page}: score ${f.score} < ${budget.minScore}`);
    if (f.lcpRatio > budget.maxLcpRatio)
      failures.push(`${f.page}: LCP ${f.lcpRatio.toFixed(2)}× the script-free copy > ${budget.maxLcpRatio}×`);
    if (f.tbtMs > budget.maxTbtMs) failures.push(`${f.page}: TBT ${f.tbtMs} ms > ${budget.maxTbtMs} ms`);
    const maxHtml = budget.maxHtmlGzipBytes[f.page];
    if (maxHtml !== undefined && f.htmlGzipBytes > maxHtml)
      failures.push(`${f.page}: HTML ${f.htmlGzipBytes} B gzipped > ${maxHtml} B`);
  }
  return failures;
}
