/**
 * Outgoing webhooks without a server: URL and body validation, the three body formats, the signature, the
 * retry schedule, and the queue and worker against a fresh in-memory PGlite database per test (with a local
 * receiver for the worker).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { recordFeedback } from '@/lib/comments/feedback';
import type { DbHandle } from '@/lib/db/client';
import { freshTestDb, warmTestDbTemplate } from './helpers/test-db';
import { projects, webhookDeliveries, webhooks } from '@/lib/db/schema';
import {
  commentPayload,
  renderBody,
  signBody,
  unhelpfulVotePayload,
  type WebhookPayload,
} from '@/lib/webhooks/payload';
import {
  claimDueDeliveries,
  enqueueWebhookEvent,
  expireStaleDeliveries,
  markDelivered,
  retryDelayMs,
  scheduleRetry,
} from '@/lib/webhooks/queue';
import { WebhookWorker } from '@/lib/webhooks/worker';
import { createWebhookBody, webhookUrl } from '@/lib/webhooks/webhooks';

beforeAll(warmTestDbTemplate, 120_000);

const SITE = 'https://docs.example.test';

const comment = (overrides: Partial<Parameters<typeof commentPayload>[0]> = {}) =>
  commentPayload(
    {
      id: '0b6f7f9e-3c1a-4d55-9a40-1f2e3d4c5b6a',
      projectId: 'p1',
      pathname: '/guides/overview',
      parentId: null,
      text: 'The second paragraph contradicts the diagram.',
      authorName: 'Ada',
      authorKind: 'anonymous',
      createdAt: new Date('2025-03-01T10:00:00.000Z'),
      ...overrides,
    },
    SITE,
  );

describe('webhookUrl', () => {
  const accepted: [string, string][] = [
    ['https://hooks.example.com/docs', 'https://hooks.example.com/docs'],
    ['  https://hooks.slack.com/services/T0/B0/x  ', 'https://hooks.slack.com/services/T0/B0/x'],
    ['http://127.0.0.1:4000/hook', 'http://127.0.0.1:4000/hook'],
    ['http://localhost:8080/', 'http://localhost:8080/'],
  ];
  it.each(accepted)('accepts %j', (input, output) => {
    expect(webhookUrl.parse(input)).toBe(output);
  });

  const refused: [string, RegExp][] = [
    ['http://example.com/hook', /only allowed for 127\.0\.0\.1 or localhost/],
    ['http://10.0.0.5/hook', /only allowed for 127\.0\.0\.1 or localhost/],
    ['ftp://example.com/hook', /must start with https/],
    ['https://user:pass@example.com/hook', /user name or password/],
    ['not a url', /is not a URL/],
    ['', /Enter the URL/],
    [`https://example.com/${'a'.repeat(2000)}`, /at most 2000/],
  ];
  const named = refused.map(([input, message]) => {
    const name = input.length > 60 ? `${input.slice(0, 30)}… (${input.length} characters)` : input;
    return [name, input, message] as const;
  });
  it.each(named)('refuses %j', (_name, input, message) => {
    const result = webhookUrl.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});

describe('createWebhookBody', () => {
  it('takes one ticked box (a string) or several, in a fixed order without repeats', () => {
    expect(
      createWebhookBody.parse({ url: 'https://a.example/h', events: 'feedback.unhelpful' }).events,
    ).toEqual(['feedback.unhelpful']);
    expect(
      createWebhookBody.parse({
        url: 'https://a.example/h',
        format: 'slack',
        events: ['feedback.unhelpful', 'comment.created', 'comment.created'],
      }),
    ).toEqual({
      url: 'https://a.example/h',
      format: 'slack',
      events: ['comment.created', 'feedback.unhelpful'],
    });
  });

  it.each([
    [{ url: 'https://a.example/h' }, /Choose at least one event/],
    [{ url: 'https://a.example/h', events: [] }, /Choose at least one event/],
    [{ url: 'https://a.example/h', events: ['comment.deleted'] }, /Events must be among/],
    [{ url: 'https://a.example/h', events: ['comment.created'], format: 'teams' }, /json, slack or discord/],
  ])('refuses %j', (input, message) => {
    const result = createWebhookBody.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});

describe('payloads and bodies', () => {
  // Issue 16, item 4: the review's page path made a channel-wide ping and a masked link in Slack and Discord.
  const attack = comment({
    pathname: '/x> <!channel> <https://evil.example/login|Your session expired, sign in again>',
    text: 'Hi <!everyone> <https://evil.example/a|docs> [docs](https://evil.example/b) & @here',
    authorName: 'Team <!channel>|',
  });
  it('Slack: no control sequence from a page path, a text or a name', () => {
    const { text } = JSON.parse(renderBody('slack', 'd1', attack)) as { text: string };
    // The only <…> sequences are the two links the site makes, to its own pages.
    const links = [...text.matchAll(/<([^>]*)>/g)].map((m) => m[1]!);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.startsWith(`${SITE}/x%3E%20%3C!channel%3E`)).toBe(true);
    expect(links[0]!.split('|')).toHaveLength(2);
    expect(text).not.toMatch(/<!/);
    expect(text).not.toContain('|Your session');
    expect(text).toContain('&lt;!everyone&gt;');
    expect(text).toContain('&amp; @here');
    expect(text).toContain('Team &lt;!channel&gt;&#124;');
  });
  it('Discord: no masked link to another site and no mention', () => {
    const body = JSON.parse(renderBody('discord', 'd1', attack)) as {
      content: string;
      allowed_mentions: unknown;
    };
    const masked = [...body.content.matchAll(/(?<!\\)\[[^\]]*?(?<!\\)\]\(<?([^)>]*)>?\)/g)].map((m) => m[1]!);
    expect(masked.length).toBeGreaterThan(0);
    for (const target of masked) expect(target.startsWith(`${SITE}/`)).toBe(true);
    expect(body.content).toContain('\\[docs\\]\\(https://evil.example/b\\)');
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });
  it('page links stay on the site whatever the path', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '@evil.example', '/a?b#c']) {
      expect(new URL(comment({ pathname: path }).page.url).origin).toBe(SITE);
    }
  });

  it('a comment: page, absolute URL, text, author and a link that opens it', () => {
    expect(comment()).toEqual({
      event: 'comment.created',
      project: 'p1',
      page: { pathname: '/guides/overview', url: `${SITE}/guides/overview` },
      text: 'The second paragraph contradicts the diagram.',
      author: { name: 'Ada', kind: 'anonymous' },
      link: `${SITE}/guides/overview?comment=0b6f7f9e-3c1a-4d55-9a40-1f2e3d4c5b6a`,
      commentId: '0b6f7f9e-3c1a-4d55-9a40-1f2e3d4c5b6a',
      threadId: null,
      createdAt: '2025-03-01T10:00:00.000Z',
    });
    const reply = comment({ parentId: 'ffffffff-3c1a-4d55-9a40-1f2e3d4c5b6a' });
    expect(reply.event).toBe('reply.created');
    expect(reply.threadId).toBe('ffffffff-3c1a-4d55-9a40-1f2e3d4c5b6a');
  });

  it('JSON: the delivery id first, then the payload in a fixed order', () => {
    const body = renderBody('json', 'delivery-1', comment());
    expect(Object.keys(JSON.parse(body) as object)).toEqual([
      'id',
      'event',
      'project',
      'page',
      'text',
      'author',
      'link',
      'commentId',
      'threadId',
      'createdAt',
    ]);
    expect(JSON.parse(body)).toMatchObject({ id: 'delivery-1', text: comment().text });
  });

  it("Slack: {text} with the reader's text escaped and quoted", () => {
    const body = JSON.parse(
      renderBody('slack', 'd', comment({ text: 'a < b & <!channel>\nsecond line', authorName: 'Eve <x>' })),
    ) as { text: string };
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toBe(
      [
        `*New comment* on <${SITE}/guides/overview|/guides/overview> by Eve &lt;x&gt;`,
        '> a &lt; b &amp; &lt;!channel&gt;',
        '> second line',
        `<${SITE}/guides/overview?comment=0b6f7f9e-3c1a-4d55-9a40-1f2e3d4c5b6a|Open the comment>`,
      ].join('\n'),
    );
  });

  it('Discord: {content} without pings or markdown from the reader, at most 2000 characters', () => {
    const body = JSON.parse(
      renderBody('discord', 'd', comment({ text: '@everyone **bold** ' + 'x'.repeat(3000) })),
    ) as { content: string; allowed_mentions: { parse: string[] } };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content.startsWith(`**New comment** on [/guides/overview](<${SITE}/guides/overview>)`)).toBe(
      true,
    );
    expect(body.content).toContain('> \\@everyone \\*\\*bold\\*\\*');
    expect(body.content.length).toBeLessThanOrEqual(2000);
  });

  it('an unhelpful vote has no text and links to the page', () => {
    const vote = unhelpfulVotePayload(
      { projectId: 'p1', pathname: '/guides/x', createdAt: new Date('2025-01-01T00:00:00Z') },
      SITE,
    );
    expect(vote).toMatchObject({ event: 'feedback.unhelpful', text: null, link: `${SITE}/guides/x` });
    expect(JSON.parse(renderBody('slack', 'd', vote))).toEqual({
      text: `*A reader found a page not helpful* on <${SITE}/guides/x|/guides/x>`,
    });
  });
});

describe('signBody', () => {
  it('is HMAC-SHA256 of "<timestamp>.<body>" with the secret, hex (vector from openssl dgst)', () => {
    expect(signBody('whsec_test', 1700000000, '{"text":"hello"}')).toBe(
      'sha256=4de4482f0d79eb97df8f0e9ece4238de4e613a5ad29c846b70bc7dd6e1389e80',
    );
  });
});

describe('retryDelayMs', () => {
  const settings = { retryBaseMs: 10_000, retryMaxMs: 3_600_000 };
  it.each([
    [1, 10_000],
    [2, 30_000],
    [3, 90_000],
    [4, 270_000],
    [7, 3_600_000],
    [40, 3_600_000],
  ])('after %i failed attempts waits %i ms (without jitter)', (attempts, expected) => {
    expect(retryDelayMs(attempts, settings, () => 0.5)).toBe(expected);
  });
  it('jitters by at most 10 %', () => {
    expect(retryDelayMs(1, settings, () => 0)).toBe(9_000);
    expect(retryDelayMs(1, settings, () => 1)).toBe(11_000);
  });
});

describe('the queue on PGlite', () => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await freshTestDb();
    await handle.db.insert(projects).values([{ publicId: 'p1' }, { publicId: 'p2' }]);
  });
  afterEach(async () => {
    await handle.close();
  });

  async function addWebhook(values: Partial<typeof webhooks.$inferInsert> = {}) {
    const [row] = await handle.db
      .insert(webhooks)
      .values({
        projectId: 'p1',
        url: 'http://127.0.0.1:9/hook',
        secret: 'whsec_unit',
        events: ['comment.created', 'reply.created', 'feedback.unhelpful'],
        ...values,
      })
      .returning();
    return row!;
  }

  const deliveries = () => handle.db.select().from(webhookDeliveries);

  it('queues one delivery per enabled webhook of the project subscribed to the event', async () => {
    const subscribed = await addWebhook();
    await addWebhook({ events: ['feedback.unhelpful'] });
    await addWebhook({ enabled: false });
    await addWebhook({ projectId: 'p2' });
    expect(await enqueueWebhookEvent(handle.db, comment())).toBe(1);
    const rows = await deliveries();
    expect(rows).toEqual([
      expect.objectContaining({
        webhookId: subscribed.id,
        event: 'comment.created',
        status: 'pending',
        attempts: 0,
        payload: comment(),
      }),
    ]);
  });

  it('a claim is exclusive until its lease expires, and counts the attempt', async () => {
    await addWebhook();
    await enqueueWebhookEvent(handle.db, comment());
    const first = await claimDueDeliveries(handle.db, { limit: 10, claimMs: 300 });
    expect(first).toEqual([
      expect.objectContaining({ attempts: 1, format: 'json', secret: 'whsec_unit', payload: comment() }),
    ]);
    expect(await claimDueDeliveries(handle.db, { limit: 10, claimMs: 300 })).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await claimDueDeliveries(handle.db, { limit: 10, claimMs: 300 });
    expect(again.map((d) => [d.id, d.attempts])).toEqual([[first[0]!.id, 2]]);
  });

  it('claims nothing of a disabled webhook, and respects the batch size', async () => {
    const webhook = await addWebhook();
    for (let i = 0; i < 3; i++) await enqueueWebhookEvent(handle.db, comment());
    await handle.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, webhook.id));
    expect(await claimDueDeliveries(handle.db, { limit: 10, claimMs: 1000 })).toEqual([]);
    await handle.db.update(webhooks).set({ enabled: true }).where(eq(webhooks.id, webhook.id));
    expect(await claimDueDeliveries(handle.db, { limit: 2, claimMs: 1000 })).toHaveLength(2);
    expect(await claimDueDeliveries(handle.db, { limit: 2, claimMs: 1000 })).toHaveLength(1);
  });

  it('a failed attempt is retried later, and given up when the next one would be past the maximum age', async () => {
    await addWebhook();
    await enqueueWebhookEvent(handle.db, comment());
    const [claimed] = await claimDueDeliveries(handle.db, { limit: 1, claimMs: 1000 });
    await scheduleRetry(handle.db, claimed!.id, {
      httpStatus: 500,
      error: 'HTTP 500',
      delayMs: 60_000,
      maxAgeMs: 3_600_000,
    });
    let [row] = await deliveries();
    expect(row).toMatchObject({
      status: 'pending',
      lastStatus: 500,
      lastError: 'HTTP 500',
      lockedUntil: null,
    });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await claimDueDeliveries(handle.db, { limit: 1, claimMs: 1000 })).toEqual([]);

    await handle.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` });
    const [second] = await claimDueDeliveries(handle.db, { limit: 1, claimMs: 1000 });
    await scheduleRetry(handle.db, second!.id, {
      httpStatus: null,
      error: 'fetch failed: ECONNREFUSED',
      delayMs: 3_600_000,
      maxAgeMs: 3_600_000,
    });
    [row] = await deliveries();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'fetch failed: ECONNREFUSED' });
  });

  it('a delivered one is never claimed again', async () => {
    await addWebhook();
    await enqueueWebhookEvent(handle.db, comment());
    const [claimed] = await claimDueDeliveries(handle.db, { limit: 1, claimMs: 1 });
    await markDelivered(handle.db, claimed!.id, 204);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await claimDueDeliveries(handle.db, { limit: 1, claimMs: 1 })).toEqual([]);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'delivered', lastStatus: 204, lockedUntil: null });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
  });

  it('pending deliveries older than the maximum age that nobody holds are marked failed', async () => {
    const webhook = await addWebhook();
    await enqueueWebhookEvent(handle.db, comment());
    await enqueueWebhookEvent(handle.db, comment());
    const [old, fresh] = await deliveries();
    await handle.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '2 hours'`, lastError: 'HTTP 503' })
      .where(eq(webhookDeliveries.id, old!.id));
    await handle.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, webhook.id));
    expect(await expireStaleDeliveries(handle.db, 3_600_000)).toBe(1);
    const rows = new Map((await deliveries()).map((row) => [row.id, row]));
    expect(rows.get(old!.id)).toMatchObject({
      status: 'failed',
      lastError: 'Not delivered within 1 h; last error: HTTP 503',
    });
    expect(rows.get(fresh!.id)).toMatchObject({ status: 'pending' });
  });

  it('recordFeedback queues a new or changed "not helpful" vote, in its transaction, once', async () => {
    await addWebhook({ events: ['feedback.unhelpful'] });
    const vote = (visitorKey: string, helpful: boolean) =>
      recordFeedback(handle.db, { projectId: 'p1', pathname: '/guides/x', visitorKey, helpful });
    await vote('visitor:a', true);
    expect(await deliveries()).toHaveLength(0);
    await vote('visitor:a', false); // changed to not helpful
    await vote('visitor:a', false); // the same vote again
    await vote('visitor:b', false); // another reader
    const rows = await deliveries();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => (row.payload as WebhookPayload).event)).toEqual([
      'feedback.unhelpful',
      'feedback.unhelpful',
    ]);
  });
});

describe('WebhookWorker', () => {
  let handle: DbHandle;
  let receiver: http.Server;
  let url: string;
  let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const held: http.ServerResponse[] = [];

  beforeEach(async () => {
    handle = await freshTestDb();
    await handle.db.insert(projects).values({ publicId: 'p1' });
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => answer(req, res));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await handle.db
      .insert(webhooks)
      .values({ projectId: 'p1', url, secret: 'whsec_unit', events: ['comment.created'] });
    await enqueueWebhookEvent(handle.db, comment());
  });
  afterEach(async () => {
    for (const res of held.splice(0)) res.destroy();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await handle.close();
  });

  const worker = (overrides: Partial<ConstructorParameters<typeof WebhookWorker>[1]> = {}) =>
    new WebhookWorker(handle.db, {
      pollMs: 60_000,
      retryBaseMs: 10_000,
      retryMaxMs: 60_000,
      timeoutMs: 5_000,
      maxAgeMs: 86_400_000,
      // The receiver is on 127.0.0.1.
      allowPrivate: true,
      ...overrides,
    });
  const delivery = async () => (await handle.db.select().from(webhookDeliveries))[0]!;

  it('a 2xx answer marks the delivery delivered', async () => {
    answer = (_req, res) => res.writeHead(202).end();
    expect(await worker().runOnce()).toBe(1);
    expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 202 });
  });

  it('a redirect is not followed and counts as a failure', async () => {
    answer = (_req, res) => res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    await worker().runOnce();
    expect(await delivery()).toMatchObject({
      status: 'pending',
      lastStatus: 302,
      lastError: 'HTTP 302: redirects are not followed',
    });
  });

  it('a receiver that does not answer in time is a failed attempt, retried later', async () => {
    answer = (_req, res) => held.push(res);
    await worker({ timeoutMs: 200 }).runOnce();
    const row = await delivery();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'No answer within 200 ms' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
  });

  it('stopping cuts off an attempt after the grace period and releases it at once', async () => {
    answer = (_req, res) => held.push(res);
    const running = worker({ shutdownGraceMs: 100 });
    running.start();
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    await running.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    const row = await delivery();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lockedUntil: null,
      lastError: 'Interrupted by a server shutdown',
    });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});
