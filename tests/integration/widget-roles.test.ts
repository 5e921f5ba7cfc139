import { SignJWT } from 'jose';
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { runCli, signIn } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

const JWT_SECRET = 'integration-test-secret-that-is-long-enough';
const hostToken = (claims: Record<string, unknown>, secret = JWT_SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));

describe.each(BACKENDS)('roles and moderation on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let teamCookie: string;
  const page = () => `${server.url}/guides/roles-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    backend = await makeBackend();
    server = await startServer({ ...backend.env, WIDGET_JWT_SECRET: JWT_SECRET });
    const added = runCli(
      'team',
      ['add', 'Mod@Example.com', '--name', 'Moderator Mo'],
      server.env,
      'correct horse battery staple',
    );
    expect(added.stderr).toBe('');
    expect(added.stdout).toContain('Added team member Moderator Mo <mod@example.com>');
    const session = await signIn(server.url, 'mod@example.com', 'correct horse battery staple');
    expect(session.status).toBe(200);
    teamCookie = session.cookie!;
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('prints a one-time password when none is piped in, and refuses a duplicate email', () => {
    const generated = runCli('team', ['add', 'second@example.com', '--name', 'Second'], server.env);
    expect(generated.stdout).toMatch(/One-time password \(shown once; share it privately\): \S{20,}/);
    const duplicate = runCli(
      'team',
      ['add', 'second@example.com', '--name', 'Again'],
      server.env,
      'another long password',
    );
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
  });

  it('rejects a wrong password', async () => {
    expect((await signIn(server.url, 'mod@example.com', 'wrong password!')).status).toBe(401);
  });

  it('a team member sees device data, is marked on their comments, and can resolve and hide', async () => {
    const url = page();
    const visitor = widgetClient(server, { page: url });
    const team = widgetClient(server, { page: url, cookie: teamCookie });
    expect((await team.get('get-team-member')).body).toEqual({ isTeamMember: true });

    const first = await visitor.post<AddCommentResponse>('add-comment', {
      text: 'Typo here',
      metadata: pointMetadata,
      user: null,
    });
    const second = await visitor.post<AddCommentResponse>('add-comment', {
      text: 'Spam',
      metadata: pointMetadata,
      user: first.body.user,
    });
    const teamReply = await team.post<AddCommentResponse>('add-comment', {
      text: 'Fixed, thanks',
      threadId: first.body.newCommentData.id,
      user: null,
    });
    expect(teamReply.body.newCommentData.thread_replies[0]?.user).toMatchObject({
      isTeamMember: true,
      name: 'Moderator Mo',
    });

    const teamView = await team.get<Comment[]>('get-comments');
    expect(teamView.status).toBe(200);
    expect(teamView.body[0]?.metadata).toMatchObject({
      userAgent: pointMetadata.userAgent,
      screenWidth: 1440,
    });

    expect(
      (
        await team.post('update-comment-status', {
          visibility: 'resolved',
          commentId: first.body.newCommentData.id,
        })
      ).body,
    ).toEqual({ ok: true });
    expect(
      (
        await team.post('update-comment-status', {
          visibility: 'hidden',
          commentId: second.body.newCommentData.id,
        })
      ).status,
    ).toBe(200);
    expect((await visitor.get<Comment[]>('get-comments-public')).body).toEqual([]);
    const unknown = await team.post('update-comment-status', {
      visibility: 'hidden',
      commentId: '5f0c7a5e-2f5a-4d7c-9d63-2a8a8c1d3b11',
    });
    expect(unknown.status).toBe(404);
    const reply = await visitor.post('add-comment', {
      text: 'late reply',
      threadId: first.body.newCommentData.id,
      user: first.body.user,
    });
    expect(reply.status).toBe(404);
  });

  it('an anonymous visitor cannot moderate, and claiming isTeamMember gains nothing', async () => {
    const visitor = widgetClient(server, { page: page() });
    const added = await visitor.post<AddCommentResponse>('add-comment', {
      text: 'Mine',
      metadata: pointMetadata,
      user: null,
    });
    const claimed = { ...added.body.user, isTeamMember: true };
    const again = await visitor.post<AddCommentResponse>('add-comment', {
      text: 'Again',
      metadata: pointMetadata,
      user: claimed,
    });
    expect(again.body.newCommentData.user.isTeamMember).toBe(false);
    expect(
      (
        await visitor.post('update-comment-status', {
          visibility: 'hidden',
          commentId: added.body.newCommentData.id,
        })
      ).status,
    ).toBe(401);
    expect((await visitor.get('get-comments')).status).toBe(401);
    expect((await visitor.get<Comment[]>('get-comments-public')).body).toHaveLength(2);
  });

  it('an identity cannot be borrowed by another project', async () => {
    const added = await widgetClient(server, { page: page() }).post<AddCommentResponse>('add-comment', {
      text: 'x',
      metadata: pointMetadata,
      user: null,
    });
    const project = runCli('project', ['set', 'other-project', 'status=on'], server.env);
    expect(project.status).toBe(0);
    const other = widgetClient(server, { page: page(), publicId: 'other-project' });
    const borrowed = await other.post<{ error: string }>('add-comment', {
      text: 'y',
      metadata: pointMetadata,
      user: added.body.user,
    });
    expect(borrowed.status).toBe(401);
  });

  it('a host-signed user comments under their own name; a bad token is refused', async () => {
    const client = widgetClient(server, { page: page() });
    const token = await hostToken({
      sub: 'user-42',
      name: 'Grace Host',
      picture: 'https://example.com/grace.png',
    });
    const added = await client.post<AddCommentResponse>('add-comment', {
      text: 'Signed in',
      metadata: pointMetadata,
      user: token,
    });
    expect(added.status).toBe(200);
    expect(added.body.newCommentData.user).toEqual({
      sub: 'host:user-42',
      name: 'Grace Host',
      picture: 'https://example.com/grace.png',
      isTeamMember: false,
    });
    const forged = await hostToken(
      { sub: 'user-42', name: 'Mallory' },
      'some-other-secret-that-is-long-enough',
    );
    const refused = await client.post<{ error: string }>('add-comment', {
      text: 'Forged',
      metadata: pointMetadata,
      user: forged,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('Invalid user token');
    expect((await client.get<Comment[]>('get-comments-public')).body.map((c) => c.text)).toEqual([
      'Signed in',
    ]);
  });

  it('onlyAuth refuses comments without a verified token', async () => {
    const set = runCli('project', ['set', 'auth-only', 'onlyAuth=true'], server.env);
    expect(set.status).toBe(0);
    const client = widgetClient(server, { page: page(), publicId: 'auth-only' });
    expect((await client.get('get-project-settings')).body).toMatchObject({ onlyAuth: true });
    const anonymous = await client.post<{ error: string }>('add-comment', {
      text: 'hi',
      metadata: pointMetadata,
      user: null,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Only logged in users can comment' });
    const withToken = await client.post('add-comment', {
      text: 'hi',
      metadata: pointMetadata,
      user: await hostToken({ sub: 'u1' }),
    });
    expect(withToken.status).toBe(200);
    const bad = runCli('project', ['set', 'auth-only', 'plan=gold'], server.env);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Invalid value for plan');
  });

  it('a signed-out team member is a visitor again', async () => {
    const session = await signIn(server.url, 'mod@example.com', 'correct horse battery staple');
    const client = widgetClient(server, { page: page(), cookie: session.cookie });
    expect((await client.get('get-team-member')).body).toEqual({ isTeamMember: true });
    const out = await fetch(`${server.url}/api/team/logout`, {
      method: 'POST',
      headers: { cookie: session.cookie!, 'content-type': 'application/json' },
    });
    expect(out.status).toBe(200);
    expect((await client.get('get-team-member')).body).toEqual({ isTeamMember: false });
    expect((await client.get('get-comments')).status).toBe(401);
  });
});
