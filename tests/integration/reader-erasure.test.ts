/**
 * A reader's data on request, through the real server: a team member downloads it from the inbox's endpoint,
 * then erases it (only with the confirmation); the widget then lists the reader's thread that another reader
 * answered as "[deleted]" in its place, with the answer, and nothing else of theirs. The CLI does the same for
 * another reader through the running server.
 */
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { runCli, signIn } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer();
  runCli('team', ['add', 'dpo@example.com', '--name', 'Dana'], server.env, 'a long team password');
  cookie = (await signIn(server.url, 'dpo@example.com', 'a long team password')).cookie!;
});
afterAll(() => server.stop());

const teamPost = (path: string, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/team/readers/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });

async function comment(page: string, text: string, user: AddCommentResponse['user'], threadId?: string) {
  const added = await widgetClient(server, { page: `${server.url}${page}` }).post<AddCommentResponse>(
    'add-comment',
    {
      text,
      ...(threadId ? { threadId } : { metadata: pointMetadata }),
      user,
    },
  );
  expect(added.status).toBe(200);
  return added.body;
}

describe('erasing a reader', () => {
  it('exports, refuses without confirmation, erases, and keeps the answered thread as [deleted]', async () => {
    const page = '/guides/primitives/signals';
    const first = await comment(page, 'My first question about signals', null);
    const reader = first.user;
    await comment('/guides/primitives/atoms', 'A second question, on atoms', reader);
    const other = await comment(page, 'Not a thread', null);
    await comment(page, 'An answer from someone else', other.user, first.newCommentData.id);

    const exported = await teamPost('export', { commentId: first.newCommentData.id });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reader-[\w-]+\.json"$/,
    );
    const data = (await exported.json()) as { identity: { sub: string }; comments: { text: string }[] };
    expect(data.identity.sub).toBe(reader!.sub);
    expect(data.comments.map((c) => c.text).sort()).toEqual([
      'A second question, on atoms',
      'My first question about signals',
    ]);

    const unconfirmed = await teamPost('erase', { commentId: first.newCommentData.id });
    expect(unconfirmed.status).toBe(400);
    expect(((await unconfirmed.json()) as { error: string }).error).toMatch(/confirm/);

    const erased = await teamPost('erase', { commentId: first.newCommentData.id, confirm: 'erase' });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ ok: true, erased: { comments: 1, keptAsDeleted: 1, votes: 0 } });

    const listed = (
      await widgetClient(server, { page: `${server.url}${page}` }).get<Comment[]>('get-comments-public')
    ).body;
    const thread = listed.find((c) => c.id === first.newCommentData.id)!;
    expect(thread.text).toBe('[deleted]');
    expect(thread.thread_replies.map((r) => r.text)).toEqual(['An answer from someone else']);
    const atoms = (
      await widgetClient(server, { page: `${server.url}/guides/primitives/atoms` }).get<Comment[]>(
        'get-comments-public',
      )
    ).body;
    expect(atoms.map((c) => c.text)).not.toContain('A second question, on atoms');
    expect(JSON.stringify(listed)).not.toContain(reader!.sub);
    // Their token names an identity that no longer exists: the next comment starts a new one.
    const after = await comment(page, 'Back again', reader);
    expect(after.user?.sub).not.toBe(reader!.sub);

    const notReader = await teamPost('export', { commentId: '00000000-0000-4000-8000-000000000000' });
    expect(notReader.status).toBe(404);
  });

  it('erases through the CLI while the server holds the database', async () => {
    const written = await comment('/guides/overview', 'Please forget me', null);
    const result = runCli('reader', ['erase', written.user!.sub], server.env);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      `Erased reader ${written.user!.sub}: 1 comments, 0 threads kept as "[deleted]", 0 votes.`,
    );
    const exported = runCli('reader', ['export', written.user!.sub], server.env);
    expect(exported.status).toBe(1);
    expect(exported.stderr).toContain('Nothing is stored about that reader');
  });
});
