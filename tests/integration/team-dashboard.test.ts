/**
 * The team dashboard over HTTP against the real server (PGlite and Postgres): every page and action refuses
 * anonymous visitors and cross-site requests; the inbox lists comments across pages with its filters (including
 * detached ones); resolve, hide, reopen and reply act on the comments the widget shows, each recorded with who
 * and when; the settings editor validates and takes effect in the widget; invitations carry a one-time
 * password that must be replaced; nobody can remove themselves.
 */
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { runCli, signIn } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

const PASSWORD = 'correct horse battery staple';

describe.each(BACKENDS)('the team dashboard on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    backend = await makeBackend();
    server = await startServer(backend.env);
    runCli('team', ['add', 'lead@example.com', '--name', 'Lead Lee'], server.env, PASSWORD);
    cookie = (await signIn(server.url, 'lead@example.com', PASSWORD)).cookie!;
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  const action = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: server.url, cookie, ...headers },
      body: JSON.stringify(body),
    });
  const page = (path: string, withCookie = cookie) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: withCookie ? { cookie: withCookie } : {} });
  const visibleTexts = async (client: ReturnType<typeof widgetClient>) =>
    (await client.get<Comment[]>('get-comments-public')).body.map((c) => c.text);

  it.each([
    '/team',
    '/team/feedback',
    '/team/settings',
    '/team/members',
    '/team/password',
    '/team/webhooks',
    '/team/questions',
  ])('sends an anonymous visitor of %s to the sign-in page', async (path) => {
    const response = await page(path, '');
    if (response.status === 404) return; // an area another part of the dashboard adds
    expect([303, 307]).toContain(response.status);
    expect(response.headers.get('location')).toContain(`/team/login?next=${encodeURIComponent(path)}`);
  });

  it.each([
    [
      '/api/team/comments/status',
      { commentId: '00000000-0000-4000-8000-000000000000', visibility: 'resolved' },
    ],
    ['/api/team/comments/reply', { commentId: '00000000-0000-4000-8000-000000000000', text: 'hi' }],
    ['/api/team/settings', { project: 'intuition-docs', status: 'off', plan: 'pro' }],
    ['/api/team/members/invite', { name: 'X', email: 'x@example.com' }],
    ['/api/team/members/remove', { memberId: 1 }],
    ['/api/team/password', { current: 'a', password: 'b', confirm: 'b' }],
  ])('refuses %s without a session (401) and from another site (403)', async (path, body) => {
    const anonymous = await action(path, body, { cookie: '' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in as a team member first' });
    const crossSite = await action(path, body, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'Cross-site request refused' });
    const fetchMetadata = await action(path, body, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMetadata.status).toBe(403);
  });

  it('lists comments across pages, filters them, and moderates them with a record of who and when', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const pageA = widgetClient(server, { page: `${server.url}/guides/primitives/atoms` });
    const pageB = widgetClient(server, { page: `${server.url}/guides/primitives/triples` });
    const a = await pageA.post<AddCommentResponse>('add-comment', {
      text: `atoms ${tag}`,
      metadata: pointMetadata,
      user: null,
    });
    const b = await pageB.post<AddCommentResponse>('add-comment', {
      text: `triples ${tag}`,
      metadata: pointMetadata,
      user: null,
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const idA = a.body.newCommentData.id;

    const inbox = await (await page(`/team?q=${tag}`)).text();
    expect(inbox).toContain(`atoms ${tag}`);
    expect(inbox).toContain(`triples ${tag}`);
    expect(inbox).toContain(`/guides/primitives/atoms?comment=${idA}`);
    const onlyA = await (
      await page(`/team?q=${tag}&page=${encodeURIComponent('/guides/primitives/atoms')}`)
    ).text();
    expect(onlyA).toContain(`atoms ${tag}`);
    expect(onlyA).not.toContain(`triples ${tag}`);
    expect(await (await page(`/team?q=${tag}&from=2000-01-01&to=2000-01-02`)).text()).toContain(
      'No comments match',
    );

    const resolve = await action('/api/team/comments/status', { commentId: idA, visibility: 'resolved' });
    expect(resolve.status).toBe(200);
    expect(await visibleTexts(pageA)).not.toContain(`atoms ${tag}`);
    const resolved = await (await page(`/team?q=${tag}&visibility=resolved`)).text();
    expect(resolved).toContain(`atoms ${tag}`);
    expect(resolved).toMatch(/Resolved by Lead Lee, \d{4}-\d{2}-\d{2}/);

    expect(
      (await action('/api/team/comments/status', { commentId: idA, visibility: 'visible' })).status,
    ).toBe(200);
    expect(await visibleTexts(pageA)).toContain(`atoms ${tag}`);
    expect(await (await page(`/team?q=${tag}`)).text()).toMatch(/Reopened by Lead Lee/);

    const reply = await action('/api/team/comments/reply', { commentId: idA, text: 'Thanks, fixed' });
    expect(reply.status).toBe(200);
    const thread = (await pageA.get<Comment[]>('get-comments-public')).body.find((c) => c.id === idA)!;
    expect(thread.thread_replies.map((r) => [r.text, r.user.name])).toEqual([['Thanks, fixed', 'Lead Lee']]);

    expect(
      (
        await action('/api/team/comments/status', {
          commentId: b.body.newCommentData.id,
          visibility: 'hidden',
        })
      ).status,
    ).toBe(200);
    expect(await (await page(`/team?q=${tag}&visibility=hidden`)).text()).toContain(`triples ${tag}`);

    const bad = await action('/api/team/comments/reply', { commentId: idA, text: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'A reply can be at most 200 characters' });
    const toHidden = await action('/api/team/comments/reply', {
      commentId: b.body.newCommentData.id,
      text: 'hi',
    });
    expect(toHidden.status).toBe(409);
  });

  it('marks a comment whose quoted text is no longer on the page as detached', async () => {
    const client = widgetClient(server, { page: `${server.url}/guides/primitives/atoms` });
    const tag = Math.random().toString(36).slice(2, 8);
    const quote = (exact: string) => ({ ...pointMetadata, quote: { exact, prefix: '', suffix: '' } });
    await client.post('add-comment', {
      text: `gone ${tag}`,
      metadata: quote('a sentence that was deleted from the page long ago'),
      user: null,
    });
    await client.post('add-comment', { text: `still ${tag}`, metadata: quote('Atoms'), user: null });
    const detached = await (await page(`/team?q=${tag}&visibility=detached`)).text();
    expect(detached).toContain(`gone ${tag}`);
    expect(detached).not.toContain(`still ${tag}`);
  });

  it('edits the project settings with validation, and the widget follows', async () => {
    const widget = widgetClient(server);
    const saved = await action('/api/team/settings', {
      project: 'intuition-docs',
      status: 'off',
      plan: 'pro',
      allowedOrigins: 'https://partner.example\nhttps://docs.partner.example',
    });
    expect(saved.status).toBe(200);
    const settings = await widget.get<{ status: string; plan: string }>('get-project-settings');
    expect(settings.body).toMatchObject({ status: 'off', plan: 'pro' });
    const invalid = await action('/api/team/settings', {
      project: 'intuition-docs',
      status: 'on',
      plan: 'pro',
      allowedOrigins: 'not an origin',
    });
    expect(invalid.status).toBe(400);
    expect((await widget.get<{ status: string }>('get-project-settings')).body.status).toBe('off');
    expect(
      (
        await action('/api/team/settings', {
          project: 'intuition-docs',
          status: 'on',
          plan: 'business',
          onlyAuth: 'false',
        })
      ).status,
    ).toBe(200);
    expect((await widget.get<{ status: string }>('get-project-settings')).body.status).toBe('on');
  });

  it('invites a member with a one-time password that must be replaced, and never removes oneself', async () => {
    const invited = await action('/api/team/members/invite', { name: 'New Nia', email: 'nia@example.com' });
    expect(invited.status).toBe(200);
    const { oneTimePassword, member } = (await invited.json()) as {
      oneTimePassword: string;
      member: { id: number };
    };
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(16);
    expect(
      (await action('/api/team/members/invite', { name: 'Again', email: 'NIA@example.com' })).status,
    ).toBe(409);

    const nia = (await signIn(server.url, 'nia@example.com', oneTimePassword)).cookie!;
    const dashboard = await page('/team', nia);
    expect(dashboard.headers.get('location')).toContain('/team/password');
    const blocked = await action(
      '/api/team/comments/status',
      { commentId: '00000000-0000-4000-8000-000000000000', visibility: 'hidden' },
      { cookie: nia },
    );
    expect(blocked.status).toBe(403);
    const mismatch = await action(
      '/api/team/password',
      { current: oneTimePassword, password: 'a brand new secret', confirm: 'another one' },
      { cookie: nia },
    );
    expect(await mismatch.json()).toEqual({ error: 'The two new passwords differ' });
    const changed = await action(
      '/api/team/password',
      { current: oneTimePassword, password: 'a brand new secret', confirm: 'a brand new secret' },
      { cookie: nia },
    );
    expect(changed.status).toBe(200);
    expect((await page('/team', nia)).status).toBe(200);
    expect((await signIn(server.url, 'nia@example.com', oneTimePassword)).status).toBe(401);

    const members = await (await page('/team/members')).text();
    expect(members).toContain('New Nia');
    const self = await (await page('/team/members')).text();
    expect(self).toContain('Lead Lee');
    const leadId = Number(/name="memberId" value="(\d+)"/.exec(members)?.[1]);
    expect(leadId).toBe(member.id);
    const removeSelf = await action('/api/team/members/remove', { memberId: member.id }, { cookie: nia });
    expect(removeSelf.status).toBe(400);
    expect(await removeSelf.json()).toEqual({ error: 'You cannot remove yourself' });
    expect((await action('/api/team/members/remove', { memberId: member.id })).status).toBe(200);
    expect((await page('/team', nia)).headers.get('location')).toContain('/team/login');
  });

  it('answers a form post with a redirect back that carries the notice', async () => {
    const response = await fetch(`${server.url}/api/team/settings`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
      body: new URLSearchParams({
        project: 'intuition-docs',
        status: 'on',
        plan: 'business',
        back: '/team/settings',
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/team\/settings\?notice=Settings\+saved$/);
  });
});
