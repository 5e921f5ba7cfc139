import type { AddCommentResponse, Comment } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient, type ApiAnswer } from './helpers/widget-api';
import { addressLimitsRaisedTo } from './helpers/limits';

const RAISED_LIMITS = {
  TRUST_PROXY: '1',
  RATE_LIMIT_COMMENTS_PER_MINUTE: '100000',
  RATE_LIMIT_COMMENTS_PER_DAY: '100000',
  ...addressLimitsRaisedTo(100000),
};

describe.each(BACKENDS)('durability on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = await makeBackend();
    server = await startServer({ ...backend.env, ...RAISED_LIMITS });
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('20 concurrent clients × 50 comments: all present, none duplicated', async () => {
    const page = `${server.url}/guides/concurrency`;
    const clients = Array.from({ length: 20 }, (_, c) => c);
    const results = await Promise.all(
      clients.map(async (c) => {
        const client = widgetClient(server, { page });
        let user: AddCommentResponse['user'] = null;
        const ids: string[] = [];
        for (let i = 0; i < 50; i++) {
          const added: ApiAnswer<AddCommentResponse> = await client.post<AddCommentResponse>(
            'add-comment',
            { text: `client ${c} comment ${i}`, metadata: pointMetadata, user },
            {
              'x-forwarded-for': `10.1.0.${c}`,
            },
          );
          expect(added.status).toBe(200);
          user = added.body.user;
          ids.push(added.body.newCommentData.id);
        }
        return ids;
      }),
    );
    const listed = (await widgetClient(server, { page }).get<Comment[]>('get-comments-public')).body;
    expect(listed).toHaveLength(1000);
    expect(new Set(listed.map((c) => c.id)).size).toBe(1000);
    expect(new Set(listed.map((c) => c.text)).size).toBe(1000);
    expect(new Set(results.flat())).toEqual(new Set(listed.map((c) => c.id)));
  });

  it('every comment acknowledged before a SIGKILL is there after a restart', async () => {
    const page = `${server.url}/guides/crash`;
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_, w) => {
      const client = widgetClient(server, { page });
      for (let i = 0; !stop && i < 10_000; i++) {
        try {
          const added = await client.post<AddCommentResponse>(
            'add-comment',
            { text: `writer ${w} #${i}`, metadata: pointMetadata, user: null },
            {
              'x-forwarded-for': `10.2.0.${w}`,
            },
          );
          if (added.status === 200) acknowledged.push(added.body.newCommentData.id);
        } catch {
          return; // the server is gone
        }
      }
    });
    // Kill the server in the middle of the burst, once a good number of writes were answered.
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    await server.kill();
    stop = true;
    await Promise.all(writers);
    const answered = [...acknowledged];
    expect(answered.length).toBeGreaterThanOrEqual(150);

    server = await server.restart();
    const listed = (await widgetClient(server, { page }).get<Comment[]>('get-comments-public')).body;
    const stored = new Set(listed.map((c) => c.id));
    expect(answered.filter((id) => !stored.has(id))).toEqual([]);
  });
});
