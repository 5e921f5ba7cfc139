/**
 * The search controls as readers and assistive technology find them, by role and accessible name: one place for
 * the e2e tests and the benchmarks (scripts/bench/search.ts, ask.ts), so a renamed control fails a test instead of
 * silently breaking a benchmark.
 */
import type { Page } from '@playwright/test';

/** The navbar's button that opens search. */
export const searchButton = (page: Page) => page.getByRole('button', { name: 'Search docs', exact: true });
/** The search dialog. */
export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
/** The dialog's text box. */
export const searchInput = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search docs' });
/** The dialog's switch to Ask AI, and the question box it shows. */
export const askAiButton = (page: Page) => searchDialog(page).getByRole('button', { name: 'Ask AI' });
export const questionBox = (page: Page) =>
  searchDialog(page).getByRole('textbox', { name: 'Ask a question' });
