import type { AddCommentResponse, Comment } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

describe.each(BACKENDS)('widget API v1.8 on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  const EXTRA_ORIGIN = 'https://partner.example.com';

  beforeAll(async () => {
    backend = await makeBackend();
    server = await startServer({ ...backend.env, WIDGET_ALLOWED_ORIGINS: EXTRA_ORIGIN });
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  describe('GET /get-project-settings', () => {
    it('returns the default project settings', async () => {
      const { status, body, headers } = await widgetClient(server).get('get-project-settings');
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'on', onlyAuth: false, allowMobile: false, plan: 'business' });
      // `npm test` runs this file through both serving paths (test:integration:next-path sets API_FAST_PATH=0).
      expect(headers.get('x-api-path')).toBe(process.env.API_FAST_PATH === '0' ? null : 'fast-path');
    });

    it('returns 404 JSON for an unknown public id', async () => {
      const { status, body } = await widgetClient(server, { publicId: 'nope' }).get('get-project-settings');
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Unknown project "nope"' });
    });
  });

  describe('GET /measure and /get-team-member', () => {
    it('counts a view and answers ok', async () => {
      const { status, body } = await widgetClient(server).get('measure');
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true });
    });

    it('says an anonymous visitor is not a team member', async () => {
      expect((await widgetClient(server).get('get-team-member')).body).toEqual({ isTeamMember: false });
    });
  });

  describe('GET /api/avatar/<seed> (the commenters’ pictures)', () => {
    it('draws the same picture for a seed, another for another seed, cached for a year', async () => {
      const get = (seed: string) => fetch(`${server.url}/api/avatar/${seed}`);
      const [first, again, other] = await Promise.all([get('anon_1'), get('anon_1'), get('anon_2')]);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/svg+xml');
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(first.headers.get('x-api-path')).toBe(process.env.API_FAST_PATH === '0' ? null : 'fast-path');
      const svg = await first.text();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(await again.text()).toBe(svg);
      expect(await other.text()).not.toBe(svg);
    });

    it('refuses a seed that does not decode, and any method but GET, with JSON', async () => {
      const malformed = await fetch(`${server.url}/api/avatar/%E0%A4%A`);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: expect.stringMatching(/percent-encoding/) });
      const post = await fetch(`${server.url}/api/avatar/anon_1`, { method: 'POST' });
      expect(post.status).toBe(405);
    });
  });

  describe('POST /add-comment', () => {
    const page = () => `${server.url}/guides/comments-${Math.random().toString(36).slice(2)}`;

    it('creates an anonymous identity on the first comment and lists the comment without device data', async () => {
      const client = widgetClient(server, { page: page() });
      const added = await client.post<AddCommentResponse>('add-comment', {
        text: '  Clear page  ',
        metadata: pointMetadata,
        user: null,
      });
      expect(added.status).toBe(200);
      expect(added.body.user).toEqual({
        sub: expect.stringMatching(/^anon_/),
        name: null,
        picture: null,
        isTeamMember: false,
        signature: expect.any(String),
      });
      expect(added.body.newCommentData).toMatchObject({
        text: 'Clear page',
        thread_replies: [],
        user: { isTeamMember: false, name: null },
      });
      expect(Date.parse(added.body.newCommentData.createdAt)).not.toBeNaN();

      const listed = await client.get<Comment[]>('get-comments-public');
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(1);
      const [comment] = listed.body;
      expect(comment?.metadata).toMatchObject({
        nodeId: pointMetadata.nodeId,
        x: 120,
        pageTitle: pointMetadata.pageTitle,
      });
      for (const field of ['userAgent', 'screenWidth', 'screenHeight', 'devicePixelRatio'])
        expect(comment?.metadata).not.toHaveProperty(field);
    });

    it('threads replies oldest first and answers with the whole thread', async () => {
      const client = widgetClient(server, { page: page() });
      const root = await client.post<AddCommentResponse>('add-comment', {
        text: 'Root',
        metadata: pointMetadata,
        user: null,
      });
      const user = root.body.user;
      const first = await client.post<AddCommentResponse>('add-comment', {
        text: 'First reply',
        threadId: root.body.newCommentData.id,
        user,
      });
      expect(first.status).toBe(200);
      const second = await client.post<AddCommentResponse>('add-comment', {
        text: 'Second reply',
        threadId: root.body.newCommentData.id,
        user,
      });
      expect(second.body.newCommentData.id).toBe(root.body.newCommentData.id);
      expect(second.body.newCommentData.thread_replies.map((r) => r.text)).toEqual([
        'First reply',
        'Second reply',
      ]);
      expect(second.body.user?.sub).toBe(user?.sub);
      const listed = await client.get<Comment[]>('get-comments-public');
      expect(listed.body[0]?.thread_replies.map((r) => r.text)).toEqual(['First reply', 'Second reply']);
    });

    it('answers an unchanged listing with 304 and a changed one with a new ETag', async () => {
      const client = widgetClient(server, { page: page() });
      await client.post('add-comment', { text: 'first', metadata: pointMetadata, user: null });
      const listed = await client.get('get-comments-public');
      const etag = listed.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const unchanged = await client.get('get-comments-public', { 'if-none-match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
      await client.post('add-comment', { text: 'second', metadata: pointMetadata, user: null });
      const changed = await client.get<Comment[]>('get-comments-public', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.body.map((c) => c.text)).toEqual(['first', 'second']);
      expect(changed.headers.get('etag')).not.toBe(etag);
    });

    it('keeps root comments oldest first', async () => {
      const client = widgetClient(server, { page: page() });
      for (const text of ['one', 'two', 'three'])
        await client.post('add-comment', { text, metadata: pointMetadata, user: null });
      expect((await client.get<Comment[]>('get-comments-public')).body.map((c) => c.text)).toEqual([
        'one',
        'two',
        'three',
      ]);
    });

    it('accepts exactly 200 characters', async () => {
      const client = widgetClient(server, { page: page() });
      expect(
        (await client.post('add-comment', { text: 'x'.repeat(200), metadata: pointMetadata, user: null }))
          .status,
      ).toBe(200);
    });

    const bad: [string, unknown, number, RegExp][] = [
      ['empty text', { text: '   ', metadata: pointMetadata, user: null }, 400, /must not be empty/],
      [
        '201 characters',
        { text: 'x'.repeat(201), metadata: pointMetadata, user: null },
        400,
        /at most 200 characters/,
      ],
      ['no metadata and no threadId', { text: 'hi', user: null }, 400, /^Invalid metadata: is required$/],
      [
        'a NaN coordinate',
        { text: 'hi', metadata: { ...pointMetadata, x: 'NaN' }, user: null },
        400,
        /^Invalid metadata\.x: expected number, received "NaN"$/,
      ],
      [
        'a huge coordinate',
        { text: 'hi', metadata: { ...pointMetadata, y: 1e12 }, user: null },
        400,
        /^Invalid metadata\.y: must be at most 1000000$/,
      ],
      [
        'a long nodeId',
        { text: 'hi', metadata: { ...pointMetadata, nodeId: 'a'.repeat(1025) }, user: null },
        400,
        /^Invalid metadata\.nodeId: must be at most 1024 characters$/,
      ],
      [
        'a long page title',
        { text: 'hi', metadata: { ...pointMetadata, pageTitle: 't'.repeat(301) }, user: null },
        400,
        /pageTitle/,
      ],
      [
        'a forged user',
        { text: 'hi', metadata: pointMetadata, user: { sub: 'anon_x', signature: 'bogus' } },
        401,
        /not issued by this server/,
      ],
      [
        'an unknown thread',
        { text: 'hi', threadId: '5f0c7a5e-2f5a-4d7c-9d63-2a8a8c1d3b11', user: null },
        404,
        /threadId/,
      ],
      [
        'a user token without a configured secret',
        { text: 'hi', metadata: pointMetadata, user: 'a.b.c' },
        401,
        /WIDGET_JWT_SECRET/,
      ],
    ];
    it.each(bad)('answers %s with a clear error and stores nothing', async (_case, body, status, message) => {
      const client = widgetClient(server, { page: page() });
      const answer = await client.post<{ error: string }>('add-comment', body);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatch(message);
      expect((await client.get<Comment[]>('get-comments-public')).body).toEqual([]);
    });

    it('refuses a reply to a reply', async () => {
      const client = widgetClient(server, { page: page() });
      const root = await client.post<AddCommentResponse>('add-comment', {
        text: 'Root',
        metadata: pointMetadata,
        user: null,
      });
      const reply = await client.post<AddCommentResponse>('add-comment', {
        text: 'Reply',
        threadId: root.body.newCommentData.id,
        user: root.body.user,
      });
      const replyId = reply.body.newCommentData.thread_replies[0]!.id;
      const nested = await client.post<{ error: string }>('add-comment', {
        text: 'Nested',
        threadId: replyId,
        user: root.body.user,
      });
      expect(nested.status).toBe(400);
      expect(nested.body.error).toMatch(/Replies to replies/);
    });

    it('answers 413 for a body over 16 KB, 415 for a non-JSON body and 400 for malformed JSON', async () => {
      const client = widgetClient(server, { page: page() });
      const big = await client.post('add-comment', {
        text: 'hi',
        metadata: { ...pointMetadata, selectedText: 'x'.repeat(17_000) },
        user: null,
      });
      expect(big.status).toBe(413);
      const notJson = await client.post('add-comment', 'text=hi', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(notJson.status).toBe(415);
      const malformed = await client.post<{ error: string }>('add-comment', '{"text": "hi",');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe('The body is not valid JSON');
      expect((await client.get<Comment[]>('get-comments-public')).body).toEqual([]);
    });

    it('refuses pages on origins that are not allowed', async () => {
      const client = widgetClient(server, { page: 'https://evil.example.net/guides/overview' });
      const answer = await client.post<{ error: string }>('add-comment', {
        text: 'hi',
        metadata: pointMetadata,
        user: null,
      });
      expect(answer.status).toBe(403);
      const noHeader = await widgetClient(server).post(
        'add-comment',
        { text: 'hi', metadata: pointMetadata, user: null },
        { 'x-sparkle-from': '' },
      );
      expect(noHeader.status).toBe(400);
    });
  });

  describe('CORS and CSRF', () => {
    it('echoes an allowed origin with credentials and the sparkle headers', async () => {
      const response = await fetch(`${server.url}/api/widget/v1.8/add-comment`, {
        method: 'OPTIONS',
        headers: {
          origin: EXTRA_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-sparkle-from',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(EXTRA_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-sparkle-public-id');
    });

    it('gives other origins no CORS headers and refuses their POSTs', async () => {
      const preflight = await fetch(`${server.url}/api/widget/v1.8/add-comment`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const page = `${server.url}/guides/csrf`;
      const client = widgetClient(server, { page, origin: 'https://evil.example.net' });
      const post = await client.post('add-comment', { text: 'csrf', metadata: pointMetadata, user: null });
      expect(post.status).toBe(403);
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
      expect((await widgetClient(server, { page }).get<Comment[]>('get-comments-public')).body).toEqual([]);
    });

    it('accepts POSTs from the configured extra origin', async () => {
      const client = widgetClient(server, { page: `${EXTRA_ORIGIN}/docs/page`, origin: EXTRA_ORIGIN });
      const post = await client.post('add-comment', {
        text: 'from partner',
        metadata: pointMetadata,
        user: null,
      });
      expect(post.status).toBe(200);
      expect(post.headers.get('access-control-allow-origin')).toBe(EXTRA_ORIGIN);
    });
  });

  describe('team-only endpoints', () => {
    it('refuses get-comments and update-comment-status without a team session', async () => {
      const client = widgetClient(server);
      expect((await client.get('get-comments')).status).toBe(401);
      const update = await client.post('update-comment-status', {
        visibility: 'hidden',
        commentId: '5f0c7a5e-2f5a-4d7c-9d63-2a8a8c1d3b11',
      });
      expect(update.status).toBe(401);
    });
  });

  describe('POST /add-feedback', () => {
    it('accepts a vote and validates the body', async () => {
      const client = widgetClient(server);
      expect((await client.post('add-feedback', { helpful: true, user: null })).body).toEqual({ ok: true });
      const bad = await client.post<{ error: string }>('add-feedback', { helpful: 'yes', user: null });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/helpful/);
    });
  });
});
