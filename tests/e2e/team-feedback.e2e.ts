/**
 * The page-feedback dashboard in Chromium against the production server: a team member signs in, sees the
 * numbers a scripted set of visits, votes and comments produced (on pages of their own, so other tests'
 * traffic does not matter), sorts the table, opens a page's trend chart, downloads both CSV files, and axe
 * finds nothing serious, in light and dark themes. Anonymous visitors are sent to the sign-in page.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API_BASE_PATH, WIDGET_PROTOCOL_VERSION } from '../../widget/contract';
import { csvObjects } from '../integration/helpers/csv';
import { expect, test } from './fixtures';
import { runCli } from './widget-helpers';
import { seriousViolations, signInThroughForm } from './team-helpers';

const PASSWORD = 'correct horse battery staple';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PAGE_A = `/guides/e2e-analytics-${run}/alpha`;
const PAGE_B = `/guides/e2e-analytics-${run}/beta`;
const PAGE_C = `/guides/e2e-analytics-${run}/gamma`;
const FORMULA = `=cmd|' /C calc'!A0 ${run}`;

test.describe.configure({ mode: 'serial' });

let email: string;

/** Calls the widget API as the widget would, from a page of the site, as a new visitor each time. */
async function widgetCall(baseURL: string, path: string, endpoint: string, body?: unknown) {
  const response = await fetch(
    `${baseURL}${API_BASE_PATH}/${endpoint}${body ? '' : `?publicId=intuition-docs`}`,
    {
      method: body ? 'POST' : 'GET',
      headers: {
        'x-sparkle-from': `${baseURL}${path}`,
        'x-sparkle-version': WIDGET_PROTOCOL_VERSION,
        'x-sparkle-public-id': 'intuition-docs',
        // A browser's: programs (Node's fetch says `node`) are counted as readers of another class, not as views.
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    },
  );
  expect(response.status).toBe(200);
}

test.beforeAll(async ({ baseURL }) => {
  email = `analyst-${run}@example.com`;
  runCli('team', ['add', email, '--name', 'Analyst'], process.env.E2E_PGLITE_DATA_DIR!, `${PASSWORD}\n`);
  const base = baseURL!;
  const visits: [string, number][] = [
    [PAGE_A, 4],
    [PAGE_B, 2],
    [PAGE_C, 6],
  ];
  for (const [path, times] of visits) for (let i = 0; i < times; i++) await widgetCall(base, path, 'measure');
  const votes: [string, boolean][] = [
    [PAGE_A, true],
    [PAGE_A, true],
    [PAGE_A, false],
    [PAGE_B, false],
    [PAGE_B, false],
  ];
  for (const [path, helpful] of votes) await widgetCall(base, path, 'add-feedback', { helpful, user: null });
  await widgetCall(base, PAGE_A, 'add-comment', {
    text: FORMULA,
    user: null,
    metadata: { nodeId: 'main > article > p', x: 10, y: 10 },
  });
});

async function signIn(page: Page) {
  // The sign-in comes back to the page it was asked from.
  await signInThroughForm(page, email, PASSWORD, '/team/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Page feedback' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: /^Pages with views, votes or comments/ });
const rowOf = (page: Page, path: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
/** Browser views, agent reads, crawler reads, helpful, not helpful, ratio and comments of a row, as shown. */
async function numbersOf(page: Page, path: string) {
  return (await rowOf(page, path).getByRole('cell').allInnerTexts())
    .slice(0, 7)
    .map((t) => t.replace(/\s+/g, ' ').trim());
}
/**
 * A numeric column (0 = browser views … 6 = comments) of every row, top to bottom; no votes read as null.
 * Read in one round trip: a call per cell took minutes on a loaded machine (13 sorts of 40-odd rows).
 */
async function column(page: Page, index: number): Promise<(number | null)[]> {
  const cells = await table(page)
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) =>
        rows.map((row) => (row.querySelectorAll('td')[i] as HTMLElement | undefined)?.innerText ?? ''),
      index,
    );
  return cells.map((text) => {
    const cell = text.trim();
    return /^\d/.test(cell) ? Number(cell.replace(/[,%]/g, '')) : null;
  });
}
const isSorted = (values: (number | null)[], direction: 'asc' | 'desc') => {
  const present = values.filter((v): v is number => v !== null);
  const tail = values.slice(present.length);
  return (
    tail.every((v) => v === null) &&
    present.every((v, i) => i === 0 || (direction === 'asc' ? present[i - 1]! <= v : present[i - 1]! >= v))
  );
};

test('an anonymous visitor is sent to the sign-in page', async ({ page }) => {
  await page.goto('/team/feedback?sort=helpful');
  await expect(page).toHaveURL(/\/team\/login\?next=%2Fteam%2Ffeedback$/);
  await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible();
  const csv = await page.request.get('/api/team/export/feedback.csv');
  expect(csv.status()).toBe(401);
});

test('the table shows the scripted numbers, sorts by any column, and opens a page’s trend', async ({
  page,
}) => {
  // Many sorts and page loads: on a loaded 2-core machine this takes longer than the default 30 s.
  test.setTimeout(90_000);
  await signIn(page);
  expect(await numbersOf(page, PAGE_A)).toEqual(['4', '0', '0', '2', '1', '67%', '1']);
  expect(await numbersOf(page, PAGE_B)).toEqual(['2', '0', '0', '0', '2', '0%', '0']);
  expect(await numbersOf(page, PAGE_C)).toEqual(['6', '0', '0', '0', '0', '— no votes', '0']);
  await expect(rowOf(page, PAGE_A).getByRole('link', { name: PAGE_A, exact: true })).toHaveAttribute(
    'href',
    PAGE_A,
  );
  await expect(
    rowOf(page, PAGE_A).getByRole('img', { name: new RegExp(`^Views of ${PAGE_A}`) }),
  ).toBeVisible();
  // By default: most viewed first.
  await expect(page.getByRole('columnheader', { name: /^Browser views/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(isSorted(await column(page, 0), 'desc')).toBe(true);

  const header = (name: RegExp) => page.getByRole('columnheader', { name });
  for (const [name, index] of [
    [/^Agent reads/, 1],
    [/^Crawler reads/, 2],
    [/^Helpful(?! ratio)/, 3],
    [/^Not helpful/, 4],
    [/^Helpful ratio/, 5],
    [/^Comments/, 6],
  ] as const) {
    await header(name).getByRole('link').click();
    await expect(header(name)).toHaveAttribute('aria-sort', 'descending');
    expect(isSorted(await column(page, index), 'desc')).toBe(true);
    await header(name).getByRole('link').click();
    await expect(header(name)).toHaveAttribute('aria-sort', 'ascending');
    expect(isSorted(await column(page, index), 'asc')).toBe(true);
  }
  await expect(page).toHaveURL(/sort=comments&dir=asc/);
  await header(/^Page/).getByRole('link').click();
  await expect(header(/^Page/)).toHaveAttribute('aria-sort', 'ascending');
  const pages = await table(page).getByRole('rowheader').allInnerTexts();
  expect(pages).toEqual([...pages].sort());
  const ours = pages.filter((p) => p.includes(run));
  expect(ours).toEqual([PAGE_A, PAGE_B, PAGE_C]);

  await rowOf(page, PAGE_A)
    .getByRole('link', { name: `Trend of ${PAGE_A}` })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: PAGE_A })).toBeVisible();
  const chart = page.getByRole('img', { name: `30-day trend: ${PAGE_A}` });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/4 views, most on .*; 2 helpful and 1 not helpful votes/);
  expect(await chart.locator('rect').count()).toBe(90);
  await page.getByText('Numbers per day').click();
  const today = page
    .getByRole('table', { name: /Views and votes per day/ })
    .getByRole('row')
    .last();
  expect((await today.getByRole('cell').allInnerTexts()).map((t) => t.trim())).toEqual(['4', '2', '1']);
  await page.getByRole('link', { name: 'Back to all pages' }).click();
  await expect(page.getByRole('img', { name: '30-day trend: All pages' })).toBeVisible();
});

test('the CSV downloads hold the same numbers, with formula cells defused', async ({ page }) => {
  await signIn(page);
  const read = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ]);
    return {
      filename: download.suggestedFilename(),
      text: fs.readFileSync((await download.path())!, 'utf8'),
    };
  };
  const feedback = await read('Download feedback (CSV)');
  expect(feedback.filename).toMatch(/^feedback-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvObjects(feedback.text).filter((r) => r.page!.includes(run));
  expect(rows.map((r) => [r.page, r.views, r.helpful, r.not_helpful, r.helpful_ratio, r.comments])).toEqual([
    [PAGE_C, '6', '0', '0', '', '0'],
    [PAGE_A, '4', '2', '1', '0.667', '1'],
    [PAGE_B, '2', '0', '2', '0', '0'],
  ]);

  const comments = await read('Download comments (CSV)');
  expect(comments.filename).toMatch(/^comments-.*\.csv$/);
  const ours = csvObjects(comments.text).filter((r) => r.page === PAGE_A);
  expect(ours).toEqual([
    expect.objectContaining({ text: `'${FORMULA}`, kind: 'comment', visibility: 'visible' }),
  ]);
  expect(ours[0]!.link).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${PAGE_A}\\?comment=${ours[0]!.id}$`),
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations on the dashboard pages (${theme})`, async ({
    page,
    gotoWithTheme,
    makeAxeBuilder,
  }) => {
    await signIn(page);
    for (const path of [
      '/team/feedback',
      `/team/feedback?page=${encodeURIComponent(PAGE_A)}`,
      '/team/questions',
    ]) {
      await gotoWithTheme(path, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const serious = await seriousViolations(page, makeAxeBuilder, path);
      expect(serious).toEqual([]);
    }
  });
}
