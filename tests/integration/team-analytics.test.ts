/**
 * The page-feedback dashboard, the AI questions page and the CSV exports against the production server, on
 * PGlite and on Postgres: visits (/measure), votes and comments are scripted through the real widget API,
 * questions through /api/ask, and the numbers are read back from the pages' HTML and from the CSV files.
 * Anonymous visitors and signed-out members are refused: redirected to /team/login, or 401 for the CSVs.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { AddCommentResponse } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { runCli, signIn } from './helpers/cli';
import { csvObjects } from './helpers/csv';
import { startServer, type RunningServer } from './helpers/server';
import { readEvents } from './helpers/sse';
import { pointMetadata, widgetClient } from './helpers/widget-api';

const PASSWORD = 'correct horse battery staple';
const VISION = '/guides/overview/vision';
const TRIPLES = '/guides/primitives/triples';
const OVERVIEW = '/guides/overview';
const FORMULA = '=HYPERLINK("http://evil.example","click"), then -1';

const text = (node: Element | Root | undefined) => (node ? toString(node).replace(/\s+/g, ' ').trim() : '');

describe.each(BACKENDS)('team analytics on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let cookie: string;

  async function get(path: string, withCookie: string | null | undefined = cookie) {
    return fetch(`${server.url}${path}`, {
      headers: withCookie ? { cookie: withCookie } : {},
      redirect: 'manual',
    });
  }
  async function html(path: string): Promise<Root> {
    const response = await get(path);
    expect(response.status).toBe(200);
    return fromHtml(await response.text());
  }
  const tableRows = (page: Root) =>
    selectAll('table[data-table="page-feedback"] tbody tr', page).map((tr) =>
      selectAll('th, td', tr)
        .slice(0, 8)
        .map((cell) => text(cell)),
    );
  /** The figures of the `dl` whose label starts with `label`. */
  const figures = (page: Root, label: string) =>
    Object.fromEntries(
      selectAll(`dl[aria-label^="${label}"] > div`, page).map((item) => [
        text(select('dt', item)),
        text(select('dd', item)),
      ]),
    );

  const visit = async (path: string, times: number) => {
    const visitor = widgetClient(server, { page: `${server.url}${path}` });
    for (let i = 0; i < times; i++) expect((await visitor.get('measure')).status).toBe(200);
  };
  const vote = async (path: string, helpful: boolean, visitorCookie?: string) => {
    const answer = await widgetClient(server, { page: `${server.url}${path}`, cookie: visitorCookie }).post(
      'add-feedback',
      { helpful, user: null },
    );
    expect(answer.body).toEqual({ ok: true });
    return /docsly_visitor=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  };

  beforeAll(async () => {
    backend = await makeBackend();
    // Five readers vote on one page from this one address: more than the default voters per page per address.
    server = await startServer({ ...backend.env, RATE_LIMIT_VOTERS_PER_PAGE_PER_IP_DAY: '10' });
    const added = runCli('team', ['add', 'ana@example.com', '--name', 'Analyst Ana'], server.env, PASSWORD);
    expect(added.stderr).toBe('');
    const session = await signIn(server.url, 'ana@example.com', PASSWORD);
    expect(session.status).toBe(200);
    cookie = session.cookie!;

    // Views: 5 of the vision page, 2 of triples, 1 of the overview, and 3 of the dashboard (never counted).
    await visit(VISION, 5);
    await visit(TRIPLES, 2);
    await visit(OVERVIEW, 1);
    await visit('/team/feedback', 3);
    // Votes: vision 3 helpful and 2 not (one reader changed their mind: counted once, as not helpful).
    await vote(VISION, true);
    await vote(VISION, true);
    await vote(VISION, true);
    await vote(VISION, false);
    const changer = await vote(VISION, true);
    expect(changer).toBeDefined();
    await vote(VISION, false, changer);
    await vote(TRIPLES, false);
    // Comments on the vision page: one visible with a reply, one resolved, one hidden, and a team reply.
    const page = `${server.url}${VISION}`;
    const visitor = widgetClient(server, { page });
    const team = widgetClient(server, { page, cookie });
    const add = async (body: Record<string, unknown>, client = visitor) => {
      const answer = await client.post<AddCommentResponse>('add-comment', { user: null, ...body });
      expect(answer.status).toBe(200);
      return answer.body.newCommentData.id;
    };
    const first = await add({ text: FORMULA, metadata: { ...pointMetadata, selectedText: 'vision' } });
    await add({ text: 'Agreed,\nwith a second line', threadId: first });
    const resolved = await add({ text: 'Fixed typo please', metadata: pointMetadata });
    const hidden = await add({ text: 'Spam spam', metadata: pointMetadata });
    await add({ text: 'Thanks, noted', threadId: first }, team);
    for (const [commentId, visibility] of [
      [resolved, 'resolved'],
      [hidden, 'hidden'],
    ] as const) {
      expect((await team.post('update-comment-status', { commentId, visibility })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  describe('refusals', () => {
    it.each(['/team/feedback', '/team/questions', '/team/feedback?sort=views&page=%2Fguides'])(
      'redirects an anonymous visitor of %s to /team/login',
      async (path) => {
        const response = await get(path, null);
        expect(response.status).toBe(307);
        const location = new URL(response.headers.get('location')!, server.url);
        expect(location.pathname).toBe('/team/login');
        expect(location.searchParams.get('next')).toBe(path.split('?')[0]);
      },
    );

    it.each(['/api/team/export/comments.csv', '/api/team/export/feedback.csv'])(
      'answers 401 to %s without a session, with a made-up one, and after signing out',
      async (path) => {
        const other = await signIn(server.url, 'ana@example.com', PASSWORD);
        expect((await get(path, other.cookie)).status).toBe(200);
        const out = await fetch(`${server.url}/api/team/logout`, {
          method: 'POST',
          headers: { cookie: other.cookie!, 'content-type': 'application/json' },
        });
        expect(out.status).toBe(200);
        for (const sent of [null, 'docs_team_session=made-up-token', other.cookie]) {
          const response = await get(path, sent);
          expect(response.status).toBe(401);
          expect(response.headers.get('content-disposition')).toBeNull();
          expect(await response.json()).toEqual({ error: 'Sign in as a team member first' });
        }
        expect((await get('/team/feedback', other.cookie)).status).toBe(307);
      },
    );
  });

  describe('GET /team/feedback', () => {
    it('shows the scripted numbers per page, sorted by views, and the site-wide totals', async () => {
      const page = await html('/team/feedback');
      expect(tableRows(page)).toEqual([
        [VISION, '5', '0', '0', '3', '2', '60%', '4'],
        [TRIPLES, '2', '0', '0', '0', '1', '0%', '0'],
        [OVERVIEW, '1', '0', '0', '0', '0', '—no votes', '0'],
      ]);
      expect(figures(page, 'Site-wide totals')).toEqual({
        Pages: '3',
        'Browser views': '8',
        'Agent reads': '0',
        'Crawler reads': '0',
        Helpful: '3',
        'Not helpful': '3',
        'Helpful ratio': '50%',
        Comments: '4 2 visible, 1 resolved, 1 hidden',
      });
      const sorted = selectAll('thead th[aria-sort]', page);
      expect(sorted.map((th) => [text(th), th.properties.ariaSort])).toEqual([
        ['Browser views▼, sort smallest first', 'descending'],
      ]);
      // Each page links to itself; the export links carry the range.
      expect(select(`tbody th a[href="${VISION}"]`, page)).toBeDefined();
      expect(select('a[href^="/api/team/export/feedback.csv?from="]', page)).toBeDefined();
      expect(select('a[href^="/api/team/export/comments.csv?from="]', page)).toBeDefined();
      // The site-wide trend: one image with a summary of the same numbers.
      const chart = select('svg[role="img"][data-chart="trend"]', page)!;
      expect(text(select('title', chart))).toBe('30-day trend: All pages');
      expect(text(select('desc', chart))).toMatch(
        /: 8 views, most on .* \(8\); 3 helpful and 3 not helpful votes/,
      );
      expect(selectAll('tbody svg[role="img"]', page).map((svg) => svg.properties.ariaLabel)).toEqual([
        expect.stringMatching(new RegExp(`^Views of ${VISION} over 30 days: 5 in total`)),
        expect.stringMatching(new RegExp(`^Views of ${TRIPLES} over 30 days: 2 in total`)),
        expect.stringMatching(new RegExp(`^Views of ${OVERVIEW} over 30 days: 1 in total`)),
      ]);
    });

    it.each([
      ['page', 'asc', [OVERVIEW, VISION, TRIPLES], 'ascending'],
      ['page', 'desc', [TRIPLES, VISION, OVERVIEW], 'descending'],
      ['views', 'asc', [OVERVIEW, TRIPLES, VISION], 'ascending'],
      ['unhelpful', 'desc', [VISION, TRIPLES, OVERVIEW], 'descending'],
      ['ratio', 'desc', [VISION, TRIPLES, OVERVIEW], 'descending'],
      ['ratio', 'asc', [TRIPLES, VISION, OVERVIEW], 'ascending'],
      ['comments', 'desc', [VISION, OVERVIEW, TRIPLES], 'descending'],
    ])('sorts by %s %s on the server', async (sort, dir, expected, ariaSort) => {
      const page = await html(`/team/feedback?sort=${sort}&dir=${dir}`);
      expect(tableRows(page).map((row) => row[0])).toEqual(expected);
      const header = select('thead th[aria-sort]', page)!;
      expect(header.properties.ariaSort).toBe(ariaSort);
      // The current column's link turns the order round; the others start in their natural direction.
      const next = new URL(String(select('a', header)!.properties.href), server.url);
      expect(next.searchParams.get('sort')).toBe(sort);
      expect(next.searchParams.get('dir')).toBe(dir === 'asc' ? 'desc' : 'asc');
    });

    it('shows one page in detail with its trend chart', async () => {
      const page = await html(`/team/feedback?page=${encodeURIComponent(VISION)}`);
      expect(text(select('#detail-heading', page))).toBe(VISION);
      expect(figures(page, `Figures of ${VISION}, `)).toEqual({
        'Browser views': '5',
        'Agent reads': '0',
        'Crawler reads': '0',
        Helpful: '3',
        'Not helpful': '2',
        'Helpful ratio': '60%',
        Comments: '4 2 visible, 1 resolved, 1 hidden',
      });
      const chart = select('#page-trend-title', page);
      expect(text(chart)).toBe(`30-day trend: ${VISION}`);
      expect(text(select('#page-trend-desc', page))).toMatch(
        /5 views, .*; 3 helpful and 2 not helpful votes/,
      );
      expect(selectAll('svg[data-chart="trend"] rect', page)).toHaveLength(90);
      const pageComments = select(`a[href^="/api/team/export/comments.csv?page="]`, page);
      expect(new URL(String(pageComments!.properties.href), server.url).searchParams.get('page')).toBe(
        VISION,
      );
    });

    it('keeps to the chosen days, and explains an invalid range', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const empty = await html(`/team/feedback?from=${yesterday}&to=${yesterday}`);
      expect(tableRows(empty)).toEqual([]);
      expect(text(select('#pages-heading + p', empty))).toMatch(/^No views, votes or comments from /);
      expect(figures(empty, 'Site-wide totals')).toMatchObject({ 'Browser views': '0', Pages: '0' });

      const wrong = await html('/team/feedback?from=2025-02-30');
      expect(text(select('[role="alert"]', wrong))).toBe(
        'The start date must be a day between 1970-01-01 and 2999-12-31, written YYYY-MM-DD',
      );
      expect(tableRows(wrong)).toHaveLength(3);
    });
  });

  describe('CSV exports', () => {
    it('GET /api/team/export/feedback.csv: the same numbers as the page, as an attachment', async () => {
      const response = await get('/api/team/export/feedback.csv?sort=page&dir=asc');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="feedback-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      // UTF-8 with a byte order mark (fetch's text() would drop it silently).
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(
        body.startsWith(
          '\uFEFFpage,views,agent_views,crawler_views,helpful,not_helpful,helpful_ratio,comments,',
        ),
      ).toBe(true);
      const rows = csvObjects(body);
      expect(rows).toEqual([
        {
          page: OVERVIEW,
          views: '1',
          agent_views: '0',
          crawler_views: '0',
          helpful: '0',
          not_helpful: '0',
          helpful_ratio: '',
          comments: '0',
          comments_visible: '0',
          comments_resolved: '0',
          comments_hidden: '0',
        },
        {
          page: VISION,
          views: '5',
          agent_views: '0',
          crawler_views: '0',
          helpful: '3',
          not_helpful: '2',
          helpful_ratio: '0.6',
          comments: '4',
          comments_visible: '2',
          comments_resolved: '1',
          comments_hidden: '1',
        },
        {
          page: TRIPLES,
          views: '2',
          agent_views: '0',
          crawler_views: '0',
          helpful: '0',
          not_helpful: '1',
          helpful_ratio: '0',
          comments: '0',
          comments_visible: '0',
          comments_resolved: '0',
          comments_hidden: '0',
        },
      ]);
      expect((await get('/api/team/export/feedback.csv?from=2025-05-02&to=2025-05-01')).status).toBe(400);
    });

    it('GET /api/team/export/comments.csv: every comment and reply, formula cells defused, filters', async () => {
      const response = await get('/api/team/export/comments.csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="comments-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = csvObjects(await response.text());
      expect(rows.map((r) => [r.kind, r.author_type, r.visibility, r.text])).toEqual([
        ['reply', 'team', 'visible', 'Thanks, noted'],
        ['comment', 'anonymous', 'hidden', 'Spam spam'],
        ['comment', 'anonymous', 'resolved', 'Fixed typo please'],
        ['reply', 'anonymous', 'visible', 'Agreed,\nwith a second line'],
        ['comment', 'anonymous', 'visible', `'${FORMULA}`],
      ]);
      const first = rows[4]!;
      expect(first).toMatchObject({
        page: VISION,
        selected_text: 'vision',
        thread_id: first.id,
        moderated_by: '',
      });
      expect(first.link).toBe(`${server.url}${VISION}?comment=${first.id}`);
      expect(rows[0]).toMatchObject({ thread_id: first.id, author: 'Analyst Ana' });
      expect(rows[0]!.link).toBe(`${server.url}${VISION}?comment=${first.id}`);
      expect(rows[1]).toMatchObject({ moderated_by: 'Analyst Ana' });
      expect(rows[1]!.moderated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const hidden = csvObjects(
        await (
          await get(`/api/team/export/comments.csv?page=${encodeURIComponent(VISION)}&visibility=hidden`)
        ).text(),
      );
      expect(hidden.map((r) => r.text)).toEqual(['Spam spam']);
      const elsewhere = await get(`/api/team/export/comments.csv?page=${encodeURIComponent(TRIPLES)}`);
      expect(await elsewhere.text()).toBe(
        'id,page,thread_id,kind,author,author_type,text,selected_text,visibility,created_at,moderated_by,moderated_at,link,' +
          'triage_status,approval,held_reason,assignee,last_event,last_event_by,last_event_at\r\n',
      );
      const bad = await get('/api/team/export/comments.csv?visibility=deleted');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: 'visibility must be one of visible, resolved, hidden' });
    });
  });

  describe('GET /team/questions', () => {
    it('lists the questions the docs could not answer, grouped with counts, and answers rated 👎', async () => {
      const ask = async (question: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/ask`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ question }),
        });
        expect(response.status).toBe(200);
        const events = await readEvents(response, started);
        return {
          id: (events.find((e) => e.event === 'start')!.data as { id: string }).id,
          found: (events.find((e) => e.event === 'done')!.data as { found: boolean }).found,
        };
      };
      expect((await ask('What is the capital of France?')).found).toBe(false);
      expect((await ask('what is the capital of   france')).found).toBe(false);
      expect((await ask('Who won the 1998 football world cup?')).found).toBe(false);
      const answered = await ask('What is a triple?');
      expect(answered.found).toBe(true);
      const rated = await fetch(`${server.url}/api/ask/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answerId: answered.id, helpful: false }),
      });
      expect(rated.status).toBe(200);

      const page = await html('/team/questions');
      const rows = (id: string) =>
        selectAll(`table[data-table="${id}"] tbody tr`, page).map((tr) =>
          selectAll('th, td', tr).map((cell) => text(cell)),
        );
      expect(rows('unanswered').map((row) => row.slice(0, 2))).toEqual([
        ['Who won the 1998 football world cup?', '1'],
        ['what is the capital of france', '2'],
      ]);
      expect(rows('unhelpful').map((row) => row.slice(0, 2))).toEqual([['What is a triple?', '1']]);
      expect(select('table[data-table="unanswered"] time', page)!.properties.dateTime).toMatch(
        /^\d{4}-\d{2}-\d{2}T/,
      );
    });
  });
});
