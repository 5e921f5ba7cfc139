/**
 * Hardening, round two (issue 26, part C): each class of attack closed where it lives, replayed against the
 * production server (node server.mjs) on PGlite with generated or table-driven variants, the issue's example
 * among them:
 *
 * - 2: redirect targets are checked after normalisation (`next=/..//evil.example`);
 * - 9: a half-created member (one-time password not replaced) has no team power on any path;
 * - 13: bad input (deep nesting, out-of-range days and ids) is a 4xx or a message, never a 500 or SQL in the log;
 * - 14: a project whose status is off takes no comment, vote or view;
 * - 15: failures from many addresses slow an account down but never refuse its owner's right password.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH } from '@/widget/contract';
import { runCli, signIn } from './helpers/cli';
import { REPO, startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';
import { startEarlyInWindow } from './helpers/limits';

const PASSWORD = 'a long password of the lead';
const LEAD = 'lead-c@example.com';
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

/** Every /api/team path of the endpoint table (read from its source, so a new endpoint joins the table). */
function teamApiPaths(): string[] {
  const source = fs.readFileSync(path.join(REPO, 'lib/api/table.ts'), 'utf8');
  return [...new Set([...source.matchAll(/'(\/api\/team\/[^']+)'/g)].map((m) => m[1]!))];
}

describe('hardening classes (production server, PGlite)', () => {
  let server: RunningServer;
  let lead: string;
  let log = '';

  const page = (pathname: string, cookie = lead) =>
    fetch(`${server.url}${pathname}`, { headers: { cookie }, redirect: 'manual' });
  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...sameOrigin, cookie: lead, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_VIEWS_PER_IP_MINUTE: '1000' });
    server.child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    expect(runCli('team', ['add', LEAD, '--name', 'Lead C'], server.env, PASSWORD).stderr).toBe('');
    lead = (await signIn(server.url, LEAD, PASSWORD)).cookie!;
    expect(lead).toBeDefined();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('2: after sign-in and after a dashboard form, the browser is only ever sent to a path of the site', async () => {
    const targets = [
      '/..//evil.example',
      '/team/..//evil.example',
      '/%2e%2e//evil.example',
      '/.%2E/%2Fevil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '///evil.example',
      'javascript:alert(1)',
      'https://evil.example/',
      '/team/../..//evil.example/x?y#z',
      '/／evil.example',
    ];
    const where = async (answer: Response) => {
      expect(answer.status).toBe(303);
      const location = answer.headers.get('location')!;
      expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false);
      const url = new URL(location, server.url);
      expect(url.origin).toBe(server.origin);
      return url;
    };
    for (const [i, next] of targets.entries()) {
      const form = new URLSearchParams({ email: LEAD, password: PASSWORD, next });
      const signedIn = await fetch(`${server.url}/api/team/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...sameOrigin,
          'x-forwarded-for': `192.0.2.${100 + i}`,
        },
        body: form.toString(),
      });
      await where(signedIn);
      const back = await post(
        '/api/team/comments/status',
        new URLSearchParams({ commentId: 'nope', visibility: 'hidden', back: next }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      await where(back);
    }
    // A same-site path comes through normalised.
    const ok = await fetch(`${server.url}/api/team/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin },
      body: new URLSearchParams({ email: LEAD, password: PASSWORD, next: '/team/x/../feedback' }).toString(),
    });
    expect(ok.headers.get('location')).toBe('/team/feedback');
  }, 60_000);

  it('9: a half-created member has no team power on any endpoint or page; after choosing a password, all of them', async () => {
    const invited = await post('/api/team/members/invite', { name: 'Half Hal', email: 'hal@example.com' });
    expect(invited.status).toBe(200);
    const { oneTimePassword } = (await invited.json()) as { oneTimePassword: string };
    const half = (await signIn(server.url, 'hal@example.com', oneTimePassword)).cookie!;
    expect(half).toBeDefined();

    // A held comment (pre-moderation) the half-created member must not see or act on.
    const pageUrl = `${server.url}/guides/half-created`;
    const visitor = widgetClient(server, { page: pageUrl });
    const reader = await visitor.post<{ newCommentData: { id: string } }>(
      'add-comment',
      { text: 'A reader’s comment', metadata: pointMetadata, user: null },
      { 'x-forwarded-for': '198.51.100.90' },
    );
    expect(reader.status).toBe(200);
    const commentId = reader.body.newCommentData.id;

    const paths = teamApiPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/api/team/comments/status', '/api/team/export/comments.csv']),
    );
    expect(paths.length).toBeGreaterThanOrEqual(18);
    for (const apiPath of paths) {
      if (['/api/team/login', '/api/team/logout'].includes(apiPath)) continue;
      const answer = apiPath.endsWith('.csv')
        ? await fetch(`${server.url}${apiPath}`, { headers: { cookie: half, ...sameOrigin } })
        : await post(apiPath, { commentId, visibility: 'hidden' }, { cookie: half });
      const body = (await answer.json().catch(() => ({}))) as { error?: string };
      if (apiPath === '/api/team/password') expect(answer.status).toBe(400);
      else {
        expect([apiPath, answer.status, body.error]).toEqual([apiPath, 403, 'Choose a new password first']);
      }
    }

    const hal = widgetClient(server, { page: pageUrl, cookie: half });
    expect((await hal.get('get-team-member')).body).toEqual({ isTeamMember: false });
    expect((await hal.get('get-comments')).status).toBe(401);
    expect((await hal.post('update-comment-status', { commentId, visibility: 'hidden' })).status).toBe(401);
    const posted = await hal.post<{ user: { isTeamMember: boolean } | null }>(
      'add-comment',
      { text: 'Posted while half-created', metadata: pointMetadata, user: null },
      { 'x-forwarded-for': '198.51.100.91' },
    );
    expect(posted.status).toBe(200);
    expect(posted.body.user?.isTeamMember ?? false).toBe(false);
    const listing = await visitor.get<{ id: string }[]>('get-comments-public');
    expect(listing.body.map((c) => c.id)).toContain(commentId);

    for (const dashboardPage of [
      '/team',
      '/team/feedback',
      '/team/questions',
      '/team/members',
      '/team/settings',
      '/team/webhooks',
    ]) {
      const answer = await page(dashboardPage, half);
      expect([dashboardPage, answer.headers.get('location')]).toEqual([
        dashboardPage,
        expect.stringContaining('/team/password'),
      ]);
    }

    const changed = await post(
      '/api/team/password',
      { current: oneTimePassword, password: 'hal’s own password', confirm: 'hal’s own password' },
      { cookie: half },
    );
    expect(changed.status).toBe(200);
    expect((await hal.get('get-team-member')).body).toEqual({ isTeamMember: true });
    expect((await hal.get('get-comments')).status).toBe(200);
    expect(
      (await fetch(`${server.url}/api/team/export/comments.csv`, { headers: { cookie: half } })).status,
    ).toBe(200);
  }, 90_000);

  it('13: deep nesting, out-of-range days and ids are 4xx or a message on every endpoint and page that takes them', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const search = (body: string) =>
      fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body });
    for (const body of [
      `{"requests":[{"indexName":"docs","params":{"facetFilters":${deep(5000)}}}]}`,
      `{"requests":[{"indexName":"docs","params":${JSON.stringify(`facetFilters=${deep(5000)}`)}}]}`,
      `{"requests":[{"indexName":"docs","x":${deepObject(5000)}}]}`,
    ]) {
      const answer = await search(body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/nest at most 32 levels/);
    }
    const nestedJson = [
      ['/api/ask', { question: 'x', history: JSON.parse(deep(40)) as unknown }],
      [
        '/api/mcp',
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { arguments: JSON.parse(deepObject(40)) as unknown },
        },
      ],
      ['/api/agent-feedback', { page: '/x', issue: JSON.parse(deep(40)) as unknown }],
      ['/api/team/comments/note', { commentId: JSON.parse(deep(40)) as unknown }],
    ] as const;
    for (const [apiPath, body] of nestedJson) {
      const answer = await post(apiPath, body, { accept: 'application/json, text/event-stream' });
      expect([apiPath, answer.status]).toEqual([apiPath, 400]);
    }
    const manyParameters = new URLSearchParams(Array.from({ length: 150 }, (_, i) => [`k${i}`, 'v']));
    expect((await fetch(`${server.url}/api/health?${manyParameters}`)).status).toBe(400);

    // Generated out-of-range values for every dashboard page and export that takes days or ids.
    const badDays = [
      '0000-01-01',
      '9999-12-31',
      '0001-01-01',
      '1969-12-31',
      '3000-01-01',
      '2026-02-30',
      '+10000-01-01',
    ];
    const badIds = ['0', '-1', '2147483648', '99999999999999999999', '1e3', '0x10', '١٢'];
    for (const day of badDays) {
      for (const name of ['from', 'to']) {
        for (const dashboardPage of ['/team', '/team/feedback']) {
          const answer = await page(`${dashboardPage}?${name}=${encodeURIComponent(day)}`);
          expect([dashboardPage, day, answer.status]).toEqual([dashboardPage, day, 200]);
          expect(await answer.text()).toMatch(/(Not a date|must be a day between)/);
        }
        for (const csv of ['feedback.csv', 'comments.csv']) {
          const answer = await page(`/api/team/export/${csv}?${name}=${encodeURIComponent(day)}`);
          expect([csv, day, answer.status]).toEqual([csv, day, 400]);
        }
      }
    }
    for (const id of badIds) {
      const inbox = await page(`/team?assignee=${encodeURIComponent(id)}&p=${encodeURIComponent(id)}`);
      expect([id, inbox.status]).toEqual([id, 200]);
      for (const [apiPath, body] of [
        ['/api/team/members/remove', { memberId: id }],
        ['/api/team/webhooks/delete', { id }],
        ['/api/team/comments/assign', { commentId: '00000000-0000-4000-8000-000000000000', assigneeId: id }],
      ] as const) {
        const answer = await post(apiPath, body);
        expect([apiPath, id, answer.status]).toEqual([apiPath, id, 400]);
      }
    }
    expect(log).not.toMatch(/\b(select|insert into|update|delete from)\b[^\n]*\b(from|values|set|where)\b/i);
    expect(log).not.toMatch(/params:|2147483648|99999999999999999999/);
  }, 180_000);

  it('14: with the status off, every widget endpoint but the settings answers 403 and nothing is stored', async () => {
    const pageUrl = `${server.url}/guides/overview/vision`;
    const client = widgetClient(server, { page: pageUrl, cookie: lead });
    const before = await client.get<unknown[]>('get-comments');
    expect(before.status).toBe(200);
    const set = (status: 'on' | 'off') =>
      expect(runCli('project', ['set', 'intuition-docs', `status=${status}`], server.env).status).toBe(0);
    set('off');
    try {
      const calls = {
        'get-project-settings': () => client.get('get-project-settings'),
        'get-team-member': () => client.get('get-team-member'),
        'get-comments-public': () => client.get('get-comments-public'),
        'get-comments': () => client.get('get-comments'),
        measure: () => client.get('measure', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' }),
        'add-comment': () =>
          client.post('add-comment', { text: 'While off', metadata: pointMetadata, user: null }),
        'add-feedback': () => client.post('add-feedback', { helpful: false, user: null }),
        'update-comment-status': () =>
          client.post('update-comment-status', {
            commentId: '00000000-0000-4000-8000-000000000000',
            visibility: 'hidden',
          }),
      };
      const source = fs.readFileSync(path.join(REPO, 'lib/api/table.ts'), 'utf8');
      const widgetEndpoints = [...source.matchAll(/\$\{API_BASE_PATH\}\/([\w-]+)`/g)].map((m) => m[1]);
      expect(Object.keys(calls).sort()).toEqual([...widgetEndpoints].sort());
      for (const [endpoint, call] of Object.entries(calls)) {
        const answer = await call();
        if (endpoint === 'get-project-settings') {
          expect(answer.status).toBe(200);
          expect(answer.body).toMatchObject({ status: 'off' });
        } else {
          expect([endpoint, answer.status, (answer.body as { error?: string }).error]).toEqual([
            endpoint,
            403,
            expect.stringMatching(/turned off/),
          ]);
        }
      }
    } finally {
      set('on');
    }
    const after = await client.get<{ text?: string }[]>('get-comments');
    expect(JSON.stringify(after.body)).not.toContain('While off');
    expect(API_BASE_PATH).toMatch(/^\/api\/widget/);
  }, 60_000);

  it('15: 100 wrong passwords from 10 addresses slow the account down, and its owner still signs in', async () => {
    await startEarlyInWindow(Number(server.env.RATE_LIMIT_LOGIN_WINDOW_MINUTES ?? 15) * 60, 120);
    const victim = 'victim-c@example.com';
    expect(runCli('team', ['add', victim, '--name', 'Victim'], server.env, PASSWORD).stderr).toBe('');
    const attempt = (ip: string, password: string) =>
      fetch(`${server.url}/api/team/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: victim, password }),
      });
    const statuses: number[] = [];
    for (let address = 0; address < 10; address++)
      for (let i = 0; i < 10; i++)
        statuses.push((await attempt(`203.0.113.${address + 1}`, `guess ${i}`)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // The attackers' addresses are refused now, their right password included…
    expect((await attempt('203.0.113.1', 'guess 11')).status).toBe(429);
    expect((await attempt('203.0.113.2', PASSWORD)).status).toBe(429);
    // …while the owner, from an address that is not failing, signs in: slowed, not refused.
    const started = Date.now();
    const owner = await attempt('198.51.100.200', PASSWORD);
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    // Concurrent attempts from one fresh address cannot all pass the per-address check before one fails.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('203.0.113.77', `burst ${i}`)),
    );
    const refusedOrWrong = burst.map((answer) => answer.status);
    expect(refusedOrWrong.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(refusedOrWrong.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  }, 180_000);
  // Reader text read as a key: a word of a question, a search attribute or a form field named like a property of
  // every object ("constructor", "__proto__", "toString") is a word or a name like any other, never a 500 or an
  // answer cut short.
  it.each(Object.getOwnPropertyNames(Object.prototype))(
    'takes %j as a word, an attribute and a field name',
    async (name) => {
      const asked = await fetch(`${server.url}/api/ask`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // One reader each: the answerer's per-address limit is not what is tested.
          'x-forwarded-for': `198.51.100.${10 + Object.getOwnPropertyNames(Object.prototype).indexOf(name)}`,
        },
        body: JSON.stringify({ question: `what does the ${name} of a vault do` }),
      });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toMatch(/event: done/);

      const params = new URLSearchParams({
        query: `${name} vault`,
        facetFilters: JSON.stringify([`${name}:x`]),
        attributesToRetrieve: JSON.stringify([name, 'url']),
        attributesToHighlight: JSON.stringify([`${name}.x`]),
        attributesToSnippet: JSON.stringify([`${name}:5`]),
        facets: JSON.stringify([name]),
      }).toString();
      const searched = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'docs', params }] }),
      });
      expect(searched.status).toBe(200);
      const { results } = (await searched.json()) as { results: { nbHits: number; facets?: object }[] };
      // No record has the attribute, so a filter on it matches none (as in Algolia) and its facet counts nothing.
      expect(results[0]!.nbHits).toBe(0);

      const signedIn = await fetch(`${server.url}/api/team/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin },
        body: `${encodeURIComponent(name)}=x&${new URLSearchParams({ email: LEAD, password: PASSWORD })}`,
      });
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get('set-cookie')).toMatch(/=/);
    },
    30_000,
  );
});
