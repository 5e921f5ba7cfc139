/**
 * Branch previews: a project whose allowed origins hold `https://*-myteam.vercel.app` accepts comments from any
 * preview URL of that pattern, and refuses a look-alike domain (CSRF check of the widget API).
 */
import type { AddCommentResponse } from '@/widget/contract';
import { runCli } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  const set = runCli(
    'project',
    ['set', 'intuition-docs', 'allowedOrigins=https://*-myteam.vercel.app'],
    server.env,
  );
  expect(set.status).toBe(0);
});
afterAll(() => server?.stop());

const commentFrom = (origin: string) =>
  widgetClient(server, { origin, page: `${origin}/guides/overview` }).post<
    AddCommentResponse | { error: string }
  >('add-comment', { text: `from ${origin}`, metadata: pointMetadata, user: null });

it.each([
  ['a preview URL', 'https://docs-git-fix-typo-myteam.vercel.app', 200],
  ['another preview URL', 'https://docs-abc123-myteam.vercel.app', 200],
  ['a look-alike domain', 'https://docs-myteam.vercel.app.evil.example', 403],
  ['another team on the same host', 'https://docs-otherteam.vercel.app', 403],
])('%s (%s) → %i', async (_name, origin, status) => {
  const answer = await commentFrom(origin);
  expect(answer.status).toBe(status);
  if (status === 200) {
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  }
});
