/**
 * The origin of the search-clients suite's cross-origin pages: playwright.config.ts allows it in
 * WIDGET_ALLOWED_ORIGINS; the suite serves its pages there (and on the next port, an origin it does not allow).
 */
export const ALLOWED_SEARCH_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3107) + 2}`;
