/**
 * Moving a whole site from the embedded database to Postgres, as the unmodified Docsly v1.8 client sees it
 * (@docsly/react 1.8.6, the release whose version the widget protocol names: widget/protocol.ts), in Chromium.
 *
 * A server of its own on PGlite; a reader comments through the client at a point and on a text selection, and a
 * team member, signed in at /team/login, replies in the reader's thread. `npm run db:copy -- --to postgres://…`
 * moves the site while that server runs; a server on the Postgres database then takes the same address. The
 * client shows the same threads with their markers and highlights at the same pixels, for the reader and for
 * the team; the token the client stored in the reader's browser still verifies (the reader's next reply has the
 * same identity; a tampered copy gets 401), and the team member signs in with the same password and resolves the
 * reader's thread through the client.
 *
 * The client is bundled from tests/e2e/docsly-client/ with esbuild into a page that Playwright's router serves
 * on the site's origin (the client's API calls go to the real server). Requests to any host but 127.0.0.1 (the
 * client's default pictures on docsly.dev and boringavatars.com) are aborted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import type { AddCommentResponse, CommentUser } from '@/widget/contract';
import { API_BASE_PATH, SPARKLE_HEADERS, WIDGET_PROTOCOL_VERSION } from '@/widget/protocol';
import { runCli } from '../integration/helpers/cli';
import { startPostgres, type PostgresCluster } from '../integration/helpers/postgres';
import { freePort, startServer, tempDataDir, type RunningServer } from '../integration/helpers/server';
import { bundleClientPage, inlineScript } from './client-bundle';
import { expect, test } from './fixtures';
import { signInThroughForm } from './team-helpers';
import { dragSelect } from './widget-helpers';

const PAGE_PATH = '/guides/docsly-client-fixture';
const PUBLIC_ID = 'intuition-docs';
const MEMBER = { email: 'mover@example.com', name: 'Mover', password: 'a long team password that moves' };
const POINT = { x: 140, y: 10 };
const QUOTE = 'the selected words';

test.describe.configure({ mode: 'serial' });

let script = '';
let css = '';
let cluster: PostgresCluster;
let port: number;
let server: RunningServer;
let readerContext: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  script = await bundleClientPage('docsly-client/page.tsx');
  css = fs.readFileSync(path.join(process.cwd(), 'node_modules/@docsly/react/dist/index.css'), 'utf8');
  [cluster, port] = await Promise.all([startPostgres(), freePort()]);
  server = await startServer({ PGLITE_DATA_DIR: tempDataDir('docsly-move') }, port);
  readerContext = await siteContext(browser);
});

test.afterAll(async () => {
  await readerContext?.close();
  await server?.stop();
  await cluster?.stop();
});

const fixtureHtml = (site: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atoms in practice</title>
  <style>${css}</style>
  <style>body { margin: 0 auto; max-width: 720px; padding: 32px; font: 16px/1.6 sans-serif; }</style></head>
  <body><main><h1>Atoms in practice</h1>
  <p id="point">A reader clicks in this paragraph to leave a comment at one point of it, where the client draws
  its marker.</p>
  <p id="quote">Here a reader selects the selected words before commenting, so that the client highlights them
  and keeps the comment on them.</p>
  <p>A last paragraph nobody comments on.</p></main>
  <div id="docsly"></div>
  <script>window.DOCSLY = ${JSON.stringify({ baseURL: `${site}${API_BASE_PATH}`, publicId: PUBLIC_ID })};</script>
  ${inlineScript(script)}</body></html>`;

/** A browser profile on the site's address, which the site keeps when it moves (its storage stays too). */
async function siteContext(browser: Browser): Promise<BrowserContext> {
  const site = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ baseURL: site, viewport: { width: 1280, height: 800 } });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  await context.route(`${site}${PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixtureHtml(site) }),
  );
  return context;
}

async function openFixture(page: Page) {
  await page.goto(PAGE_PATH);
  await expect(page.getByRole('button', { name: 'Leave a comment' })).toBeVisible({ timeout: 15_000 });
}

async function startCommenting(page: Page) {
  await page.getByRole('button', { name: 'Leave a comment' }).click();
  await expect(page.locator('body')).toHaveClass(/docsly-active/);
}

const isAddComment = (response: Response) =>
  response.url().includes(`${API_BASE_PATH}/add-comment`) && response.request().method() === 'POST';

/** Types into the client's comment or reply box inside `container` and sends it; the server's answer. */
async function send(page: Page, container: string, text: string): Promise<AddCommentResponse> {
  const box = page.locator(container);
  await box.locator('textarea').fill(text);
  const answer = page.waitForResponse(isAddComment);
  await box.getByRole('button', { name: 'Submit feedback' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as AddCommentResponse;
}

/** Opens a thread from its marker (the avatar the client draws) and replies in it. */
async function reply(page: Page, commentId: string, text: string): Promise<AddCommentResponse> {
  await page.locator(`#docsly-comment-avatar-${commentId}`).click();
  await expect(page.locator('#docsly-selected-comment')).toBeVisible();
  return send(page, '#docsly-selected-comment', text);
}

interface DocslyView {
  /** Each root comment's marker: its avatar's position and the highlights of its quoted text, as drawn. */
  markers: { id: string; avatar: string | null; highlights: (string | null)[] }[];
  /** Each thread of the client's inbox, its messages in order: who (as the client names them) and the text. */
  threads: { id: string; messages: { who: string | null; name: string | null; text: string | null }[] }[];
  /** Whether the client offers the team's actions (it asked get-team-member). */
  teamActions: number;
}

/** What the client shows on a fresh load of the page, once it has drawn `markers` markers. */
async function docslyView(page: Page, markers: number): Promise<DocslyView> {
  await openFixture(page);
  const drawn = page.locator('#docsly-current-page-comments > button');
  await expect(drawn).toHaveCount(markers);
  const view: DocslyView = {
    markers: await drawn.evaluateAll((buttons) =>
      buttons.map((button) => ({
        id: button.id,
        avatar: button.querySelector('[id^="docsly-comment-avatar-"]')?.getAttribute('style') ?? null,
        highlights: [...button.querySelectorAll('[class*="highlight-span-"]')].map((span) =>
          span.getAttribute('style'),
        ),
      })),
    ),
    threads: [],
    teamActions: 0,
  };
  await page.getByRole('button', { name: 'View all comments' }).click();
  const threads = page.locator('#docsly-comments-inbox [id^="selected_"]');
  await expect(threads).toHaveCount(markers);
  view.threads = await threads.evaluateAll((elements) =>
    elements.map((thread) => ({
      id: thread.id,
      messages: [...thread.children]
        .filter((message) => !message.querySelector('textarea'))
        .map((message) => ({
          who: message.querySelector('button')?.getAttribute('title') ?? null,
          name: message.querySelector('p')?.textContent ?? null,
          text: message.children[1]?.textContent ?? null,
        })),
    })),
  );
  view.teamActions = await page
    .locator('#docsly-comments-inbox')
    .getByRole('button', { name: 'Resolve' })
    .count();
  await page.keyboard.press('Escape');
  await expect(page.locator('#docsly-comments-inbox')).toHaveCount(0);
  return view;
}

/** The signature with its first character changed (every bit of the first character counts). */
const tampered = (signature: string) => `${signature.startsWith('a') ? 'b' : 'a'}${signature.slice(1)}`;

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('docsly-user') ?? 'null') as CommentUser | null);

let reader: CommentUser;
let pointId: string;
let quoteId: string;
let readerBefore: DocslyView;
let teamBefore: DocslyView;

test('on PGlite, a reader comments through the Docsly v1.8 client and a team member replies', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(
    runCli('team', ['add', MEMBER.email, '--name', MEMBER.name], server.env, MEMBER.password).status,
  ).toBe(0);

  const page = await readerContext.newPage();
  await openFixture(page);
  await startCommenting(page);
  await page.locator('#point').click({ position: POINT });
  const point = await send(page, '#docsly-comment-box', 'A comment at one point of the first paragraph');
  reader = point.user!;
  pointId = point.newCommentData.id;
  expect(await storedUser(page)).toEqual(reader);

  await startCommenting(page);
  await dragSelect(page, '#quote', QUOTE);
  await expect(page.locator('#docsly-comment-box')).toBeVisible();
  const quote = await send(page, '#docsly-comment-box', 'A comment on the selected words');
  expect(quote.newCommentData.metadata.selectedText).toBe(QUOTE);
  expect(quote.user?.sub).toBe(reader.sub);
  quoteId = quote.newCommentData.id;
  await page.close();

  const team = await siteContext(browser);
  try {
    const teamPage = await team.newPage();
    await signInThroughForm(teamPage, MEMBER.email, MEMBER.password);
    await openFixture(teamPage);
    const answer = await reply(teamPage, pointId, 'An answer from the team');
    // A reply's answer is its whole thread (the client puts it back in its list), the reply last.
    expect(answer.newCommentData.thread_replies.at(-1)).toMatchObject({
      text: 'An answer from the team',
      user: { name: MEMBER.name, isTeamMember: true },
    });
    teamBefore = await docslyView(teamPage, 2);
  } finally {
    await team.close();
  }

  const view = await readerContext.newPage();
  readerBefore = await docslyView(view, 2);
  // What the reader sees: both threads, the team's answer in the first, the quote highlighted, and the point
  // comment's marker where the reader clicked.
  expect(readerBefore.threads.map((thread) => thread.messages.map((message) => message.text))).toEqual([
    ['A comment at one point of the first paragraph', 'An answer from the team'],
    ['A comment on the selected words'],
  ]);
  expect(readerBefore.threads[0]!.messages[1]!.who).toBe('Team member');
  expect(readerBefore.teamActions).toBe(0);
  expect(teamBefore.teamActions).toBeGreaterThan(0);
  const byId = Object.fromEntries(readerBefore.markers.map((marker) => [marker.id, marker]));
  expect(byId[`docsly-comment-main-${quoteId}`]!.highlights.length).toBeGreaterThan(0);
  const box = (await view.locator('#point').boundingBox())!;
  // The client takes the click's position in whole pixels.
  const [left, top] = byId[`docsly-comment-main-${pointId}`]!.avatar!.match(/[\d.]+/g)!.map(Number);
  expect(Math.abs(left! - (box.x + POINT.x))).toBeLessThan(1);
  expect(Math.abs(top! - (box.y + POINT.y))).toBeLessThan(1);
  await view.close();
});

test('db:copy moves the site to Postgres while the server runs; a server on Postgres takes its address', async () => {
  test.setTimeout(120_000);
  const copied = runCli('db-restore', ['copy', '--to', cluster.url], server.env);
  expect(copied.stderr).toBe('');
  expect(copied.stdout).toMatch(/Restored \d+ rows \(schema \d{4}_\w+\) into Postgres\./);
  await server.stop();
  server = await startServer({ DATABASE_URL: cluster.url }, port);
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: string };
  expect(health.database).toBe('postgres');
});

test('after the move, the Docsly v1.8 client shows the same comments in the same places; identities and passwords hold', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await siteContext(browser);
  try {
    const teamPage = await team.newPage();
    await signInThroughForm(teamPage, MEMBER.email, MEMBER.password);
    expect(await docslyView(teamPage, 2)).toEqual(teamBefore);

    const page = await readerContext.newPage();
    expect(await docslyView(page, 2)).toEqual(readerBefore);
    // The token the client stored before the move is the one it sends now, and it still verifies.
    expect(await storedUser(page)).toEqual(reader);
    const again = await reply(page, quoteId, 'Back after the move');
    expect(again.user?.sub).toBe(reader.sub);
    expect(again.newCommentData.thread_replies.at(-1)).toMatchObject({
      text: 'Back after the move',
      user: { sub: reader.sub, isTeamMember: false },
    });
    expect(await storedUser(page)).toEqual(reader);

    // A tampered copy of that token does not: the identity is checked, not taken on trust.
    const forged = await readerContext.request.post(`${API_BASE_PATH}/add-comment`, {
      headers: {
        [SPARKLE_HEADERS.from]: `${server.url}${PAGE_PATH}`,
        [SPARKLE_HEADERS.publicId]: PUBLIC_ID,
        [SPARKLE_HEADERS.version]: WIDGET_PROTOCOL_VERSION,
      },
      data: {
        text: 'Not this reader',
        threadId: quoteId,
        user: { ...reader, signature: tampered(reader.signature!) },
      },
    });
    expect(forged.status()).toBe(401);

    // The member's session acts on the moved site through the client: resolving the reader's thread, which
    // holds the reply made since.
    await openFixture(teamPage);
    await teamPage.locator(`#docsly-comment-avatar-${quoteId}`).click();
    const thread = teamPage.locator('#docsly-selected-comment');
    await expect(thread.getByText('Back after the move')).toBeVisible();
    const resolved = teamPage.waitForResponse((response) =>
      response.url().includes(`${API_BASE_PATH}/update-comment-status`),
    );
    await thread.getByRole('button', { name: 'Resolve' }).first().click();
    expect((await resolved).status()).toBe(200);
  } finally {
    await team.close();
  }
});
