/**
 * Deployment safety: the health endpoint; a server stopped with SIGTERM under load finishes what it
 * acknowledged and closes PGlite cleanly (after a restart every acknowledged comment is there exactly once);
 * on a serverless platform without DATABASE_URL the APIs refuse with 503 and say what to set, and pages work.
 */
import type { Comment } from '@/widget/contract';
import { startServer, type RunningServer } from './helpers/server';
import { widgetClient } from './helpers/widget-api';
import { startWriters } from './helpers/writers';
import { addressLimitsRaisedTo } from './helpers/limits';

describe('GET /api/health', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('answers 200 with the database kind and the migrations applied', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      status: string;
      database: string;
      migrations: { applied: number; expected: number };
    };
    expect(body.status).toBe('ok');
    expect(body.database).toBe('pglite');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThanOrEqual(3);
  });
});

describe('graceful shutdown', () => {
  it('stops under load without losing an acknowledged comment or damaging PGlite', async () => {
    const server = await startServer({
      ...addressLimitsRaisedTo(100000),
    });
    const pathname = '/guides/shutdown-under-load';
    const writers = startWriters([server], 20, pathname);
    await new Promise((r) => setTimeout(r, 1_500));
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const { acknowledged } = await writers.stop();
    expect(acknowledged.length).toBeGreaterThan(10);

    const again = await server.restart();
    try {
      const health = await fetch(`${again.url}/api/health`);
      expect(health.status).toBe(200);
      const comments = (
        await widgetClient(again, { page: `${again.url}${pathname}` }).get<Comment[]>('get-comments-public')
      ).body;
      const ids = comments.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of acknowledged) expect(ids).toContain(id);
    } finally {
      await again.stop();
    }
  });
});

describe('on a serverless platform without DATABASE_URL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ VERCEL: '1' }, undefined, { readyPath: '/llms.txt' });
  });
  afterAll(() => server?.stop());

  it('refuses the APIs with 503 and says to set DATABASE_URL, while pages work', async () => {
    const settings = await widgetClient(server).get<{ error: string }>('get-project-settings');
    expect(settings.status).toBe(503);
    expect(settings.body.error).toMatch(/runs on Vercel.*set DATABASE_URL/);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { error: string }).error).toMatch(/set DATABASE_URL/);
    const ask = await fetch(`${server.url}/api/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'What is an atom?' }),
    });
    expect(ask.status).toBe(503);
    expect((await fetch(`${server.url}/guides/primitives/atoms`)).status).toBe(200);
  });
});
