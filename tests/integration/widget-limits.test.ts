import { and, eq } from 'drizzle-orm';
import { feedback, pageViews } from '@/lib/db/schema';
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { openServerDatabase } from './helpers/db';
import { runCli, signIn } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';
import { startEarlyInWindow } from './helpers/limits';

describe.each(BACKENDS)('rate limits and feedback on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let stopped = false;
  const page = () => `${server.url}/guides/limits-${Math.random().toString(36).slice(2)}`;
  const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    backend = await makeBackend();
    server = await startServer({
      ...backend.env,
      TRUST_PROXY: '1',
      RATE_LIMIT_COMMENTS_PER_MINUTE: '5',
      RATE_LIMIT_COMMENTS_PER_IP_MINUTE: '8',
      RATE_LIMIT_LOGIN_ATTEMPTS: '3',
    });
  });
  afterAll(async () => {
    if (!stopped) await server?.stop();
    await backend?.cleanup();
  });

  it('allows 5 comments a minute per visitor, then answers 429 with Retry-After; rejected requests use up nothing', async () => {
    await startEarlyInWindow();
    const client = widgetClient(server, { page: page() });
    const first = await client.post<AddCommentResponse>(
      'add-comment',
      { text: 'one', metadata: pointMetadata, user: null },
      fromIp('10.0.0.1'),
    );
    const user = first.body.user;
    for (let i = 0; i < 3; i++) {
      const invalid = await client.post(
        'add-comment',
        { text: '', metadata: pointMetadata, user },
        fromIp('10.0.0.1'),
      );
      expect(invalid.status).toBe(400);
    }
    for (const text of ['two', 'three', 'four', 'five']) {
      expect(
        (await client.post('add-comment', { text, metadata: pointMetadata, user }, fromIp('10.0.0.1')))
          .status,
      ).toBe(200);
    }
    const limited = await client.post<{ error: string }>(
      'add-comment',
      { text: 'six', metadata: pointMetadata, user },
      fromIp('10.0.0.1'),
    );
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many comments: please wait a minute');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await client.get<Comment[]>('get-comments-public')).body.map((c) => c.text)).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
  });

  it('limits one address to 8 comments a minute across visitors (an office behind one IP)', async () => {
    await startEarlyInWindow();
    const client = widgetClient(server, { page: page() });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (
          await client.post(
            'add-comment',
            { text: `visitor ${i}`, metadata: pointMetadata, user: null },
            fromIp('10.0.0.2'),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect(
      (
        await client.post(
          'add-comment',
          { text: 'elsewhere', metadata: pointMetadata, user: null },
          fromIp('10.0.0.3'),
        )
      ).status,
    ).toBe(200);
  });

  it('locks sign-in after 3 attempts per account and address', async () => {
    await startEarlyInWindow(Number(server.env.RATE_LIMIT_LOGIN_WINDOW_MINUTES ?? 15) * 60);
    const added = runCli(
      'team',
      ['add', 'limit@example.com', '--name', 'Limit'],
      server.env,
      'the right password',
    );
    expect(added.status).toBe(0);
    const attempt = (password: string) =>
      fetch(`${server.url}/api/team/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.9' },
        body: JSON.stringify({ email: 'limit@example.com', password }),
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).status).toBe(401);
    const locked = await attempt('the right password');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await signIn(server.url, 'limit@example.com', 'the right password')).status).toBe(200); // another address
  });

  it('keeps one feedback vote per page per visitor (a second vote replaces the first) and counts page views', async () => {
    const url = page();
    const visitor = widgetClient(server, {
      page: url,
      cookie: 'docsly_visitor=11111111-2222-4333-8444-555555555555',
    });
    const other = widgetClient(server, {
      page: url,
      cookie: 'docsly_visitor=99999999-2222-4333-8444-555555555555',
    });
    expect((await visitor.post('add-feedback', { helpful: true, user: null })).status).toBe(200);
    expect((await visitor.post('add-feedback', { helpful: false, user: null })).status).toBe(200);
    expect((await other.post('add-feedback', { helpful: true, user: null })).status).toBe(200);
    // Views are counted for pages the site has: a page of the build.
    const reader = widgetClient(server, { page: `${server.url}/guides/primitives/triples` });
    for (let i = 0; i < 3; i++) expect((await reader.get('measure')).body).toEqual({ ok: true });
    await server.stop();
    stopped = true;
    const handle = await openServerDatabase(server);
    try {
      const rows = await handle.db
        .select({ visitorKey: feedback.visitorKey, helpful: feedback.helpful })
        .from(feedback)
        .where(and(eq(feedback.projectId, 'intuition-docs'), eq(feedback.pathname, new URL(url).pathname)));
      const views = await handle.db
        .select({ views: pageViews.views, day: pageViews.day })
        .from(pageViews)
        .where(
          and(
            eq(pageViews.projectId, 'intuition-docs'),
            eq(pageViews.pathname, '/guides/primitives/triples'),
          ),
        );
      expect(views).toEqual([{ views: 3, day: new Date().toISOString().slice(0, 10) }]);
      expect(rows.sort((a, b) => a.visitorKey.localeCompare(b.visitorKey))).toEqual([
        { visitorKey: 'visitor:11111111-2222-4333-8444-555555555555', helpful: false },
        { visitorKey: 'visitor:99999999-2222-4333-8444-555555555555', helpful: true },
      ]);
    } finally {
      await handle.close();
    }
  });
});
