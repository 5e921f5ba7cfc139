/**
 * Outgoing webhooks end to end on the production server: webhooks added through the dashboard's actions, events
 * caused through the real widget API, a receiver on 127.0.0.1 that checks every signature, fails the first
 * attempts and counts its acknowledgements; a crash (SIGKILL) and a shutdown (SIGTERM) with deliveries in
 * flight; two instances on one Postgres sharing the queue; and the actions' refusals.
 */
import type { AddCommentResponse } from '@/widget/contract';
import { webhookDeliveries, webhooks } from '@/lib/db/schema';
import { BACKENDS, type Backend } from './helpers/backends';
import { runCli, signIn } from './helpers/cli';
import { openServerDatabase } from './helpers/db';
import { startPostgres, type PostgresCluster } from './helpers/postgres';
import { startServer, type RunningServer } from './helpers/server';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from './helpers/webhook-receiver';
import { pointMetadata, widgetClient } from './helpers/widget-api';
import { REVIEWED_PRIVATE_TARGETS } from '../fixtures/private-webhook-targets';
import { unique } from '../helpers/unique';

const SITE = 'https://docs.example.test';
const FAST = {
  // The receiver is on 127.0.0.1, which webhooks may only reach with this setting.
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_POLL_MS: '200',
  WEBHOOK_RETRY_BASE_MS: '300',
  WEBHOOK_RETRY_MAX_MS: '1000',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_SITE_URL: SITE,
  RATE_LIMIT_COMMENTS_PER_MINUTE: '1000',
  RATE_LIMIT_COMMENTS_PER_DAY: '1000',
};
const PASSWORD = 'correct horse battery staple';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInMember(server: RunningServer, email: string): Promise<string> {
  const added = runCli('team', ['add', email, '--name', 'Hook Keeper'], server.env, PASSWORD);
  expect(added.stderr).toBe('');
  const session = await signIn(server.url, email, PASSWORD);
  expect(session.status).toBe(200);
  return session.cookie!;
}

interface ActionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls a dashboard action as the page's fetch would (same origin), or as the test says. */
async function action(
  server: RunningServer,
  path: string,
  body: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<ActionAnswer> {
  const response = await fetch(`${server.url}/api/team/webhooks${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'sec-fetch-site': 'same-origin',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function addWebhook(
  server: RunningServer,
  cookie: string,
  receiver: WebhookReceiver,
  path: string,
  events: string[],
  format: 'json' | 'slack' | 'discord' = 'json',
): Promise<number> {
  const added = await action(server, '', { url: `${receiver.url}${path}`, format, events }, { cookie });
  expect(added.status).toBe(200);
  const secret = added.body.secret as string;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  receiver.secrets.set(path, secret);
  return (added.body.webhook as { id: number }).id;
}

async function dashboard(server: RunningServer, cookie?: string) {
  const response = await fetch(`${server.url}/team/webhooks`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The visitor cookie the widget API sets on a first request, to vote again as the same browser. */
function visitorCookie(headers: Headers): string {
  const match = /docsly_visitor=([^;]+)/.exec(headers.get('set-cookie') ?? '');
  expect(match).not.toBeNull();
  return `docsly_visitor=${match![1]}`;
}

const acknowledged = (requests: ReceivedRequest[]) =>
  requests.filter((r) => r.answered !== null && r.answered >= 200 && r.answered < 300);

describe.each(BACKENDS)('webhooks on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let receiver: WebhookReceiver;
  let cookie: string;

  beforeAll(async () => {
    backend = await makeBackend();
    receiver = await startWebhookReceiver();
    server = await startServer({ ...backend.env, ...FAST });
    cookie = await signInMember(server, 'hooks@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await backend?.cleanup();
  });

  it('adding a webhook: validated, its secret answered once and never shown on the page', async () => {
    const refused = await action(
      server,
      '',
      { url: 'http://hooks.example.com/x', events: ['comment.created'] },
      { cookie },
    );
    expect(refused).toEqual({
      status: 400,
      body: { error: 'Use an https:// URL (plain http:// is only allowed for 127.0.0.1 or localhost)' },
    });
    const noEvents = await action(server, '', { url: `${receiver.url}/none`, events: [] }, { cookie });
    expect(noEvents).toEqual({ status: 400, body: { error: 'Choose at least one event' } });

    await addWebhook(server, cookie, receiver, '/json', [
      'comment.created',
      'reply.created',
      'feedback.unhelpful',
    ]);
    const page = await dashboard(server, cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`${receiver.url}/json`);
    expect(page.html).not.toContain(receiver.secrets.get('/json'));
    expect(page.html).not.toContain(`${receiver.url}/none`);
  });

  it('a comment, a reply and an unhelpful vote each arrive signed, after two 500s, acknowledged once', async () => {
    receiver.answer = (request) => (request.path === '/json' && request.attempt <= 2 ? 500 : 204);
    const pageUrl = `${server.url}/guides/webhooks-${Date.now()}`;
    const pathname = new URL(pageUrl).pathname;
    const visitor = widgetClient(server, { page: pageUrl });
    const text = unique('The diagram and the text disagree');
    const added = await visitor.post<AddCommentResponse>('add-comment', {
      text,
      metadata: pointMetadata,
      user: null,
    });
    expect(added.status).toBe(200);
    const root = added.body.newCommentData;
    const replyText = unique('Agreed, and the table too');
    const replied = await visitor.post<AddCommentResponse>('add-comment', {
      text: replyText,
      threadId: root.id,
      user: added.body.user,
    });
    expect(replied.status).toBe(200);
    const reply = replied.body.newCommentData.thread_replies.at(-1)!;

    // A helpful vote notifies nobody; changing it to not helpful does, once; repeating it does not.
    const helpful = await visitor.post('add-feedback', { helpful: true, user: null });
    expect(helpful.status).toBe(200);
    const sameBrowser = widgetClient(server, { page: pageUrl, cookie: visitorCookie(helpful.headers) });
    expect((await sameBrowser.post('add-feedback', { helpful: false, user: null })).status).toBe(200);
    expect((await sameBrowser.post('add-feedback', { helpful: false, user: null })).status).toBe(200);

    const ofPage = () =>
      receiver
        .of('/json')
        .filter((r) => (r.body as { page?: { pathname?: string } }).page?.pathname === pathname);
    await receiver.waitFor(() => acknowledged(ofPage()).length === 3);
    await sleep(1500); // several polls: nothing acknowledged comes again
    const requests = ofPage();
    const byEvent = new Map<string, ReceivedRequest[]>();
    for (const request of requests)
      byEvent.set(request.event, [...(byEvent.get(request.event) ?? []), request]);
    expect([...byEvent.keys()].sort()).toEqual(['comment.created', 'feedback.unhelpful', 'reply.created']);
    for (const [, attempts] of byEvent) {
      expect(attempts.map((r) => [r.attempt, r.answered])).toEqual([
        [1, 500],
        [2, 500],
        [3, 204],
      ]);
      expect(new Set(attempts.map((r) => r.deliveryId)).size).toBe(1);
      expect(receiver.acks.get(attempts[0]!.deliveryId)).toBe(1);
      // Retries send the same bytes; only the timestamp (and so the signature) changes.
      expect(new Set(attempts.map((r) => r.raw)).size).toBe(1);
    }
    expect(requests.every((r) => r.signatureValid)).toBe(true);
    expect(requests.every((r) => Math.abs(r.timestamp - Date.now() / 1000) < 120)).toBe(true);

    const url = `${SITE}${pathname}`;
    expect(byEvent.get('comment.created')![0]!.body).toEqual({
      id: byEvent.get('comment.created')![0]!.deliveryId,
      event: 'comment.created',
      project: 'intuition-docs',
      page: { pathname, url },
      text,
      author: { name: root.user.name, kind: 'anonymous' },
      link: `${url}?comment=${root.id}`,
      commentId: root.id,
      threadId: null,
      createdAt: root.createdAt,
    });
    expect(byEvent.get('reply.created')![0]!.body).toMatchObject({
      event: 'reply.created',
      text: replyText,
      link: `${url}?comment=${reply.id}`,
      commentId: reply.id,
      threadId: root.id,
    });
    expect(byEvent.get('feedback.unhelpful')![0]!.body).toMatchObject({
      event: 'feedback.unhelpful',
      page: { pathname, url },
      text: null,
      link: url,
    });

    // The dashboard's log shows them delivered, after 3 attempts, with the receiver's last answer.
    const log = (await dashboard(server, cookie)).html;
    expect(log).toMatch(/Delivery log/);
    expect((log.match(/>delivered</g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(log).toContain('HTTP 204');
  });

  it('Slack {text} and Discord {content} bodies, signed too', async () => {
    receiver.answer = () => 204;
    await addWebhook(server, cookie, receiver, '/slack', ['comment.created'], 'slack');
    await addWebhook(server, cookie, receiver, '/discord', ['comment.created'], 'discord');
    const pageUrl = `${server.url}/guides/chat-${Date.now()}`;
    const text = `Use <b>bold</b> & ping @everyone ${Date.now()}`;
    const added = await widgetClient(server, { page: pageUrl }).post<AddCommentResponse>('add-comment', {
      text,
      metadata: pointMetadata,
      user: null,
    });
    expect(added.status).toBe(200);
    const id = added.body.newCommentData.id;
    const link = `${SITE}${new URL(pageUrl).pathname}?comment=${id}`;
    const about = (path: string) => receiver.of(path).filter((r) => r.raw.includes(id));
    await receiver.waitFor(() => about('/slack').length === 1 && about('/discord').length === 1);
    const slack = about('/slack')[0]!;
    const discord = about('/discord')[0]!;
    expect([slack.signatureValid, discord.signatureValid]).toEqual([true, true]);
    expect(slack.event).toBe('comment.created');
    expect(Object.keys(slack.body as object)).toEqual(['text']);
    const slackText = (slack.body as { text: string }).text;
    expect(slackText).toContain('Use &lt;b&gt;bold&lt;/b&gt; &amp; ping @everyone');
    expect(slackText).toContain(`<${link}|Open the comment>`);
    const content = discord.body as { content: string; allowed_mentions: unknown };
    expect(content.allowed_mentions).toEqual({ parse: [] });
    expect(content.content).toContain('\\<b\\>bold\\</b\\> & ping \\@everyone');
    expect(content.content).toContain(`[Open the comment](<${link}>)`);
  });

  it('a test delivery on demand; a disabled webhook gets nothing; a deleted one is gone', async () => {
    receiver.answer = () => 204;
    const slackId = await addWebhook(server, cookie, receiver, '/slack-2', ['comment.created'], 'slack');
    const test = await action(server, '/test', { id: slackId }, { cookie });
    expect(test.status).toBe(200);
    await receiver.waitFor(() => receiver.of('/slack-2').some((r) => r.event === 'test'));
    expect(receiver.of('/slack-2')[0]!.signatureValid).toBe(true);
    expect((receiver.of('/slack-2')[0]!.body as { text: string }).text).toContain('Test notification');

    expect((await action(server, '/enabled', { id: slackId, enabled: false }, { cookie })).status).toBe(200);
    expect((await action(server, '/test', { id: slackId }, { cookie })).body).toEqual({
      error: 'This webhook is disabled: enable it before sending a test',
    });
    const added = await widgetClient(server, {
      page: `${server.url}/guides/disabled`,
    }).post<AddCommentResponse>('add-comment', {
      text: unique('while disabled'),
      metadata: pointMetadata,
      user: null,
    });
    const id = added.body.newCommentData.id;
    await receiver.waitFor(() => receiver.of('/slack').some((r) => r.raw.includes(id)));
    await sleep(1000);
    expect(receiver.of('/slack-2').filter((r) => r.raw.includes(id))).toEqual([]);

    expect((await action(server, '/delete', { id: slackId }, { cookie })).status).toBe(200);
    expect((await action(server, '/delete', { id: slackId }, { cookie })).status).toBe(404);
    expect((await dashboard(server, cookie)).html).not.toContain(`${receiver.url}/slack-2`);
  });

  it('a plain form (no JavaScript) adds a webhook too, and its secret is not put in the address', async () => {
    const response = await fetch(`${server.url}/api/team/webhooks`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.origin,
        'sec-fetch-site': 'same-origin',
        cookie,
      },
      // As the page's form sends it (with JavaScript off).
      body: new URLSearchParams({
        back: '/team/webhooks',
        url: `${receiver.url}/form`,
        format: 'discord',
        events: 'reply.created',
      }),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/team/webhooks');
    expect(location.searchParams.get('notice')).toMatch(
      /^Webhook added for http:\/\/127\.0\.0\.1:\d+\/form\./,
    );
    expect(location.search).not.toContain('whsec_');
    const page = await dashboard(server, cookie);
    expect(page.html).toMatch(/\/form<\/td><td>Discord \(\{content\}\)<\/td><td>New reply<\/td>/);
  });

  it('the actions refuse an anonymous request (401) and a cross-site one (403), and change nothing', async () => {
    const body = { url: `${receiver.url}/intruder`, events: ['comment.created'], id: 1, enabled: false };
    for (const path of ['', '/enabled', '/delete', '/test']) {
      expect((await action(server, path, body)).status).toBe(401);
      const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
      expect((await action(server, path, body, { cookie, headers: evil })).status).toBe(403);
      // A browser that sends no Sec-Fetch-Site: the Origin alone decides.
      const response = await fetch(`${server.url}/api/team/webhooks${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(403);
    }
    // A form from another site is refused too (no redirect that would act on it).
    const form = await fetch(`${server.url}/api/team/webhooks`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie,
      },
      body: new URLSearchParams({ url: `${receiver.url}/intruder`, events: 'comment.created' }),
    });
    expect(form.status).toBe(403);
    const page = await dashboard(server, cookie);
    expect(page.html).not.toContain(`${receiver.url}/intruder`);
    expect(page.html).toContain(`${receiver.url}/json`); // the id-1 webhook was neither disabled nor deleted
    expect(page.html).not.toMatch(/Enable [^"]*\/json/);

    const anonymous = await dashboard(server);
    expect(anonymous.status).toBe(307);
    expect(anonymous.location).toContain('/team/login');
  });
});

describe('webhooks to private networks (issue 16, item 5), without WEBHOOK_ALLOW_PRIVATE', () => {
  let server: RunningServer;
  let receiver: WebhookReceiver;
  let cookie: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startServer({ ...FAST, WEBHOOK_ALLOW_PRIVATE: '' });
    cookie = await signInMember(server, 'ssrf@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('refuses to save every private target of the review, and nothing is stored or sent', async () => {
    const targets = [...REVIEWED_PRIVATE_TARGETS, `${receiver.url}/json`];
    for (const url of targets) {
      const refused = await action(server, '', { url, events: ['comment.created'] }, { cookie });
      expect({ url, ...refused }).toEqual({
        url,
        status: 400,
        body: { error: expect.stringContaining('private, loopback or link-local') },
      });
    }
    expect(receiver.requests).toEqual([]);
    await server.stop();
    const db = await openServerDatabase(server);
    try {
      expect(await db.db.select().from(webhooks)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('webhooks across a crash and a shutdown (PGlite)', () => {
  let server: RunningServer;
  let receiver: WebhookReceiver;
  let cookie: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // A longer timeout than the shutdown grace (3 s), so that SIGTERM cuts the held attempt off.
    server = await startServer({ ...FAST, WEBHOOK_TIMEOUT_MS: '5000' });
    cookie = await signInMember(server, 'crash@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('deliveries pending or in flight when the server is SIGKILLed are delivered after a restart', async () => {
    await addWebhook(server, cookie, receiver, '/failing', ['comment.created']);
    await addWebhook(server, cookie, receiver, '/holding', ['comment.created']);
    receiver.answer = (request) => (request.path === '/failing' ? 500 : 'hold');
    const added = await widgetClient(server, { page: `${server.url}/guides/crash` }).post<AddCommentResponse>(
      'add-comment',
      { text: unique('written just before a crash'), metadata: pointMetadata, user: null },
    );
    expect(added.status).toBe(200);
    await receiver.waitFor(() => receiver.of('/failing').length >= 1 && receiver.of('/holding').length === 1);
    await server.kill();

    receiver.answer = () => 204;
    server = await server.restart();
    // The failed one is due again soon; the held one once its claim (2 × timeout + 5 s) has expired.
    await receiver.waitFor(
      () => receiver.of('/failing').some((r) => r.answered === 204) && receiver.of('/holding').length === 2,
      40_000,
    );
    await sleep(1000);
    for (const path of ['/failing', '/holding']) {
      const requests = receiver.of(path);
      expect(new Set(requests.map((r) => r.deliveryId)).size).toBe(1);
      expect(receiver.acks.get(requests[0]!.deliveryId)).toBe(1);
      expect(requests.every((r) => r.signatureValid)).toBe(true);
      expect(requests.at(-1)!.answered).toBe(204);
    }
    expect(receiver.of('/holding').map((r) => r.answered)).toEqual([null, 204]);
  });

  it('SIGTERM stops the worker cleanly: the attempt in flight is released and sent at once after a restart', async () => {
    receiver.answer = (request) => (request.path === '/holding' ? 'hold' : 204);
    const added = await widgetClient(server, {
      page: `${server.url}/guides/shutdown`,
    }).post<AddCommentResponse>('add-comment', {
      text: unique('written just before a shutdown'),
      metadata: pointMetadata,
      user: null,
    });
    const id = added.body.newCommentData.id;
    const held = () => receiver.of('/holding').filter((r) => r.raw.includes(id));
    await receiver.waitFor(() => held().length === 1);
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(4_500);
    // server.mjs drains, runs the shutdown steps (the worker, then the database) and exits 0.
    expect(server.child.exitCode).toBe(0);

    const handle = await openServerDatabase(server);
    try {
      const rows = await handle.db.select().from(webhookDeliveries);
      const released = rows.find((row) => row.id === held()[0]!.deliveryId);
      expect(released).toMatchObject({
        status: 'pending',
        lockedUntil: null,
        lastError: 'Interrupted by a server shutdown',
      });
    } finally {
      await handle.close();
    }

    receiver.answer = () => 204;
    server = await server.restart();
    const restarted = Date.now();
    await receiver.waitFor(() => held().length === 2, 10_000);
    // Released, not left to an expiring claim (which would take 15 s).
    expect(Date.now() - restarted).toBeLessThan(5_000);
    expect(receiver.acks.get(held()[0]!.deliveryId)).toBe(1);
  });
});

describe('two server instances on one Postgres share the queue', () => {
  let cluster: PostgresCluster;
  let first: RunningServer;
  let second: RunningServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    cluster = await startPostgres();
    receiver = await startWebhookReceiver();
    const env = { ...FAST, DATABASE_URL: cluster.url, TRUST_PROXY: '1' };
    first = await startServer(env);
    second = await startServer(env);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await receiver?.close();
    await cluster?.stop();
  });

  it('every delivery is sent by one instance only, once', async () => {
    const cookie = await signInMember(first, 'shared@example.com');
    await addWebhook(first, cookie, receiver, '/shared', ['comment.created']);
    // A slow receiver keeps claims open while both instances poll.
    receiver.answer = () => 204;
    receiver.delayMs = 150;
    const total = 40;
    const writes = Array.from({ length: total }, (_, i) => {
      const instance = i % 2 ? second : first;
      return widgetClient(instance, { page: `${instance.url}/guides/shared` }).post(
        'add-comment',
        { text: `shared ${i}`, metadata: pointMetadata, user: null },
        { 'x-forwarded-for': `10.7.0.${i}` },
      );
    });
    expect((await Promise.all(writes)).map((w) => w.status)).toEqual(Array(total).fill(200));
    await receiver.waitFor(() => receiver.acks.size === total);
    await sleep(1500);
    const requests = receiver.of('/shared');
    expect(requests).toHaveLength(total);
    expect(new Set(requests.map((r) => r.deliveryId)).size).toBe(total);
    expect(requests.every((r) => r.signatureValid && r.answered === 204)).toBe(true);
  });
});
