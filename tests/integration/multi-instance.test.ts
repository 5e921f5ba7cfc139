import type { AddCommentResponse, Comment } from '@/widget/contract';
import { startPostgres, type PostgresCluster } from './helpers/postgres';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

describe('two server instances on one Postgres', () => {
  let cluster: PostgresCluster;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    cluster = await startPostgres();
    const env = { DATABASE_URL: cluster.url, TRUST_PROXY: '1', RATE_LIMIT_COMMENTS_PER_MINUTE: '5' };
    first = await startServer(env);
    second = await startServer(env);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await cluster?.stop();
  });

  it('shares rate limits, identities and comments between instances', async () => {
    const path = '/guides/multi-instance';
    const a = widgetClient(first, { page: `${first.url}${path}` });
    const b = widgetClient(second, { page: `${second.url}${path}` });
    const ip = { 'x-forwarded-for': '10.9.0.1' };
    const started = await a.post<AddCommentResponse>(
      'add-comment',
      { text: 'a1', metadata: pointMetadata, user: null },
      ip,
    );
    const user = started.body.user;
    const statuses: number[] = [];
    for (const [client, text] of [
      [b, 'b1'],
      [a, 'a2'],
      [b, 'b2'],
      [a, 'a3'],
      [b, 'b3'],
    ] as const) {
      statuses.push((await client.post('add-comment', { text, metadata: pointMetadata, user }, ip)).status);
    }
    // The identity issued by the first instance is accepted by the second; the fifth comment is the last allowed.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await a.get<Comment[]>('get-comments-public')).body.map((c) => c.text)).toEqual([
      'a1',
      'b1',
      'a2',
      'b2',
      'a3',
    ]);
    // B caches the page; a comment written through A shows on B within the cache's 1 s lifetime.
    expect((await b.get<Comment[]>('get-comments-public')).body).toHaveLength(5);
    await a.post(
      'add-comment',
      { text: 'late', metadata: pointMetadata, user: null },
      { 'x-forwarded-for': '10.9.0.2' },
    );
    await new Promise((r) => setTimeout(r, 1100));
    expect((await b.get<Comment[]>('get-comments-public')).body.map((c) => c.text)).toContain('late');
  });
});
