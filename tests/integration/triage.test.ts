/**
 * Issue 21 over HTTP against the real server (PGlite and Postgres): the triage status machine and its refusals,
 * team-only notes that no widget answer carries, assignees and the inbox's filters and counts; pre-moderation
 * end to end with the unmodified Docsly v1.8 wire protocol; each spam rule, a burst of identical comments across
 * pages (one reader's, never holding another's), "mark as spam" holding the next comment; the webhook events and the CSV columns of all this.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { BACKENDS, type Backend } from './helpers/backends';
import { runCli, signIn } from './helpers/cli';
import { csvObjects } from './helpers/csv';
import { REPO, startServer, type RunningServer } from './helpers/server';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';
import { pointMetadata, widgetClient } from './helpers/widget-api';

const PASSWORD = 'correct horse battery staple';

describe.each(BACKENDS)('triage, pre-moderation and spam on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let receiver: WebhookReceiver;
  let cookie: string;
  let helperCookie: string;

  beforeAll(async () => {
    backend = await makeBackend();
    receiver = await startWebhookReceiver();
    server = await startServer({
      ...backend.env,
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_POLL_MS: '200',
      GITHUB_REPOSITORY: '0xIntuition/intuition-docs',
      RATE_LIMIT_COMMENTS_PER_MINUTE: '1000',
      RATE_LIMIT_COMMENTS_PER_IP_MINUTE: '1000',
      RATE_LIMIT_COMMENTS_PER_DAY: '1000',
      RATE_LIMIT_COMMENTS_PER_IP_DAY: '1000',
      RATE_LIMIT_ANONYMOUS_IDENTITIES_PER_IP_DAY: '1000',
    });
    runCli('team', ['add', 'lead@example.com', '--name', 'Lead Lee'], server.env, PASSWORD);
    runCli('team', ['add', 'helper@example.com', '--name', 'Helper Hu'], server.env, PASSWORD);
    cookie = (await signIn(server.url, 'lead@example.com', PASSWORD)).cookie!;
    helperCookie = (await signIn(server.url, 'helper@example.com', PASSWORD)).cookie!;
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await backend?.cleanup();
  });

  const action = (path: string, body: unknown, withCookie = cookie) =>
    fetch(`${server.url}/api/team/comments/${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: withCookie },
      body: JSON.stringify(body),
    });
  const page = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
  const reader = (path: string, ip?: string) =>
    widgetClient(server, { page: `${server.url}${path}`, ...(ip ? { ip } : {}) });
  const team = (path: string) => widgetClient(server, { page: `${server.url}${path}`, cookie });
  const post = (client: ReturnType<typeof widgetClient>, body: Record<string, unknown>) =>
    client.post<AddCommentResponse>('add-comment', { metadata: pointMetadata, user: null, ...body });
  const publicTexts = async (client: ReturnType<typeof widgetClient>) =>
    (await client.get<Comment[]>('get-comments-public')).body.map((c) => c.text);
  const setProject = (...pairs: string[]) => {
    const result = runCli('project', ['set', 'intuition-docs', ...pairs], server.env);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  };
  const unique = () => Math.random().toString(36).slice(2, 10);

  it('moves a reader comment through the status machine, refusing what it does not allow', async () => {
    const tag = unique();
    const pathname = `/guides/triage-${tag}`;
    const added = await post(reader(pathname), { text: `status ${tag}` });
    expect(added.status).toBe(200);
    expect(added.body.newCommentData.awaitingApproval).toBeUndefined();
    const id = added.body.newCommentData.id;

    // A visitor (no session) cannot change it, nor can another site.
    const anonymous = await action('triage', { commentId: id, status: 'resolved' }, '');
    expect(anonymous.status).toBe(401);
    expect(
      (await fetch(`${server.url}/team?q=${tag}`, { headers: { cookie } }).then((r) => r.text())).includes(
        'Set status',
      ),
    ).toBe(true);

    expect((await action('triage', { commentId: id, status: 'in_progress' })).status).toBe(200);
    const again = await action('triage', { commentId: id, status: 'in_progress' });
    expect(again.status).toBe(409);
    expect((await action('triage', { commentId: id, status: 'resolved' })).status).toBe(200);
    const skip = await action('triage', { commentId: id, status: 'dismissed' });
    expect(skip.status).toBe(409);
    expect(((await skip.json()) as { error: string }).error).toMatch(/reopen it first/);
    const bad = await action('triage', { commentId: id, status: 'done' });
    expect(bad.status).toBe(400);
    expect((await action('triage', { commentId: id, status: 'open' })).status).toBe(200);

    // The team's own comments have no triage status.
    const own = await post(team(pathname), { text: `team ${tag}` });
    expect(
      (await action('triage', { commentId: own.body.newCommentData.id, status: 'resolved' })).status,
    ).toBe(409);

    // Resolving in the widget (the wire protocol) resolves the team-side status too.
    const viaWidget = await team(pathname).post('update-comment-status', {
      commentId: id,
      visibility: 'resolved',
    });
    expect(viaWidget.status).toBe(200);
    const resolved = await page(`/team?q=${tag}&status=resolved`);
    expect(resolved).toContain(`status ${tag}`);
    expect(resolved).toMatch(/Status set \(open\) by Lead Lee|Resolved by Lead Lee/);
  });

  it('keeps notes team-only, assigns members, and filters and counts by status and assignee', async () => {
    const tag = unique();
    const pathname = `/guides/notes-${tag}`;
    const client = reader(pathname);
    const id = (await post(client, { text: `noted ${tag}` })).body.newCommentData.id;
    const note = `private note ${tag} <script>`;
    expect((await action('note', { commentId: id, text: note })).status).toBe(200);
    expect((await action('note', { commentId: id, text: '   ' })).status).toBe(400);

    const publicAnswer = await client.get<Comment[]>('get-comments-public');
    expect(JSON.stringify(publicAnswer.body)).not.toContain('private note');
    expect(JSON.stringify((await team(pathname).get('get-comments')).body)).not.toContain('private note');
    const inbox = await page(`/team?q=${tag}`);
    expect(inbox).toContain(`private note ${tag} &lt;script&gt;`);

    const assignee = 2; // Helper Hu, the second member of this fresh database
    expect((await action('assign', { commentId: id, assigneeId: assignee })).status).toBe(200);
    expect((await action('assign', { commentId: id, assigneeId: 999_999 })).status).toBe(400);
    expect(await page(`/team?q=${tag}&assignee=${assignee}`)).toContain(`noted ${tag}`);
    expect(await page(`/team?q=${tag}&assignee=none`)).toContain('No comments match');
    expect(await page(`/team?q=${tag}&status=in_progress`)).toContain('No comments match');
    expect(await page(`/team?q=${tag}&status=open`)).toContain(`noted ${tag}`);
    expect(await page('/team')).toMatch(
      /data-status-count="open"[^>]*>Open(<!-- -->)?: (<!-- -->)?<strong>\d+<\/strong>/,
    );

    // GitHub hand-off: a prefilled new-issue URL with the page, the comment and the link back.
    const issue = /href="(https:\/\/github\.com\/0xIntuition\/intuition-docs\/issues\/new\?[^"]+)"/.exec(
      await page(`/team?q=${tag}`),
    )?.[1];
    expect(issue).toBeDefined();
    const body = new URL(issue!.replace(/&amp;/g, '&')).searchParams.get('body')!;
    expect(body).toContain(`noted ${tag}`);
    expect(body).toContain(`${pathname}?comment=${id}`);

    // "Edit this page" opens the guide's source at the line with the quoted text (content/guides/primitives/atoms.mdx).
    const quoted = await post(reader('/guides/primitives/atoms'), {
      text: `edit ${tag}`,
      metadata: {
        ...pointMetadata,
        quote: { exact: 'An atom is the smallest unit of data in Intuition', prefix: '', suffix: '' },
      },
    });
    expect(quoted.status).toBe(200);
    const edit = /href="(https:\/\/github\.com\/[^"]+\/edit\/[^"]+)"/.exec(
      await page(`/team?q=edit%20${tag}`),
    )?.[1];
    // The line is the file's own, read here, so that editing the page does not break the test.
    const line =
      fs
        .readFileSync(path.join(REPO, 'content/guides/primitives/atoms.mdx'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('An atom is the smallest unit of data in Intuition')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(edit).toBe(
      `https://github.com/0xIntuition/intuition-docs/edit/main/content/guides/primitives/atoms.mdx#L${line}`,
    );
  });

  it('pre-moderation: a held comment reaches its author and the team, never the public, until approved', async () => {
    const tag = unique();
    const pathname = `/guides/premod-${tag}`;
    const client = reader(pathname);
    await addWebhook(['comment.held', 'comment.approved', 'comment.rejected', 'comment.status_changed']);
    setProject('moderation=before');
    try {
      // The unmodified wire protocol: no honeypot field, no new field required.
      const added = await post(client, { text: `held ${tag}` });
      expect(added.status).toBe(200);
      expect(added.body.newCommentData.awaitingApproval).toBe(true);
      const id = added.body.newCommentData.id;
      expect(await publicTexts(client)).not.toContain(`held ${tag}`);
      const forTeam = (await team(pathname).get<Comment[]>('get-comments')).body;
      expect(forTeam.find((c) => c.id === id)?.awaitingApproval).toBe(true);
      // Team members' own comments are not held.
      expect(
        (await post(team(pathname), { text: `team ${tag}` })).body.newCommentData.awaitingApproval,
      ).toBeUndefined();
      // A held comment cannot be triaged before the decision.
      expect((await action('triage', { commentId: id, status: 'in_progress' })).status).toBe(409);
      expect(await page(`/team?status=held&q=${tag}`)).toContain(`held ${tag}`);

      const rejected = (await post(client, { text: `rejected ${tag}` })).body.newCommentData.id;
      expect((await action('approval', { commentId: id, decision: 'approve' }, helperCookie)).status).toBe(
        200,
      );
      expect((await action('approval', { commentId: id, decision: 'approve' })).status).toBe(409);
      expect((await action('approval', { commentId: rejected, decision: 'reject' })).status).toBe(200);
      expect(await publicTexts(client)).toContain(`held ${tag}`);
      expect(await publicTexts(client)).not.toContain(`rejected ${tag}`);
      // Reopening a rejected comment (Reopen in the inbox) is a decision to show it.
      const reopen = await fetch(`${server.url}/api/team/comments/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body: JSON.stringify({ commentId: rejected, visibility: 'visible' }),
      });
      expect(reopen.status).toBe(200);
      expect(await publicTexts(client)).toContain(`rejected ${tag}`);

      await receiver.waitFor(() => eventsFor(id).includes('comment.approved'));
      expect(eventsFor(id)).toEqual(['comment.held', 'comment.approved']);
      const approved = receiver.requests.find((r) => r.raw.includes(id) && r.event === 'comment.approved')!;
      expect((approved.body as { state: unknown }).state).toEqual({
        approval: 'approved',
        reason: 'moderation',
        by: 'Helper Hu',
      });
      await receiver.waitFor(() => eventsFor(rejected).includes('comment.rejected'));

      const row = (await exported()).find((r) => r.id === id)!;
      expect(row.approval).toBe('approved');
      expect(row.held_reason).toBe('moderation');
      expect(row.last_event).toBe('approve:moderation');
      expect(row.last_event_by).toBe('Helper Hu');
    } finally {
      setProject('moderation=after');
    }
    expect(
      (await post(client, { text: `after ${tag}` })).body.newCommentData.awaitingApproval,
    ).toBeUndefined();
  });

  it.each([
    ['too many links', { text: 'see https://a.example/1 https://b.example/2 www.c.example' }, 'links'],
    ['a blocked word', { text: 'Buy CHEAPPILLS now' }, 'blocked-word'],
    ['a blocked domain', { text: 'details at sub.spam.example please' }, 'blocked-domain'],
    ['the honeypot field', { text: 'an innocent remark', website: 'http://bot.example' }, 'honeypot'],
  ])('holds a comment with %s', async (_rule, body, reason) => {
    setProject('blockedWords=cheappills', 'blockedDomains=spam.example');
    const tag = unique();
    const client = reader(`/guides/rule-${tag}`);
    const held = await post(client, { ...body, text: `${body.text} ${tag}` });
    expect(held.status).toBe(200);
    expect(held.body.newCommentData.awaitingApproval).toBe(true);
    expect(await publicTexts(client)).toEqual([]);
    expect(await page(`/team?status=held&q=${tag}`)).toContain(`Awaiting approval`);
    const row = (await exported()).find((r) => r.id === held.body.newCommentData.id)!;
    expect(row.held_reason).toBe(reason);
    // An empty honeypot (what our widget sends) and ordinary text are not held.
    const fine = await post(client, { text: `one link https://ok.example ${tag}`, website: '' });
    expect(fine.body.newCommentData.awaitingApproval).toBeUndefined();
  });

  it('holds a reader’s burst of identical comments across pages, their earlier copies too, never another reader’s', async () => {
    const tag = unique();
    const text = `Great docs, visit my site ${tag}`;
    // Another reader wrote it first: their comment counts towards the burst but is never held by it.
    const other = await post(reader(`/guides/burst-${tag}-0`), { text });
    const answers = [];
    let user: { sub: string; signature?: string } | null = null;
    // The comments have copies on a page before their own and on one after it (both sides of the index).
    for (const n of [3, 1, 2, 4]) {
      const answer = await post(reader(`/guides/burst-${tag}-${n}`), {
        text: n % 2 ? text : `${text.toUpperCase()}!`,
        user,
      });
      user ??= { sub: answer.body.user!.sub, signature: answer.body.user!.signature };
      answers.push(answer);
    }
    expect(other.body.newCommentData.awaitingApproval).toBeUndefined();
    expect(answers.map((a) => a.body.newCommentData.awaitingApproval ?? false)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    for (const n of [1, 2, 3, 4]) expect(await publicTexts(reader(`/guides/burst-${tag}-${n}`))).toEqual([]);
    expect(await publicTexts(reader(`/guides/burst-${tag}-0`))).toEqual([text]);
    // The same text twice on one page is not a burst across pages.
    const samePage = reader(`/guides/burst-single-${tag}`);
    expect(
      (await post(samePage, { text: `twice ${tag}` })).body.newCommentData.awaitingApproval,
    ).toBeUndefined();
    expect(
      (await post(samePage, { text: `twice ${tag}` })).body.newCommentData.awaitingApproval,
    ).toBeUndefined();
  });

  it('"mark as spam" hides the comment and holds the identity’s and the address’s next comments', async () => {
    const tag = unique();
    const client = reader(`/guides/spam-${tag}`);
    const first = await post(client, { text: `spam one ${tag}` });
    const user = first.body.user!;
    expect((await action('spam', { commentId: first.body.newCommentData.id })).status).toBe(200);
    expect(await publicTexts(client)).toEqual([]);
    const next = await post(client, {
      text: `spam two ${tag}`,
      user: { sub: user.sub, signature: user.signature },
    });
    expect(next.body.newCommentData.awaitingApproval).toBe(true);
    // A fresh identity from the same address is held as well.
    const fresh = await post(reader(`/guides/spam-other-${tag}`), { text: `spam three ${tag}` });
    expect(fresh.body.newCommentData.awaitingApproval).toBe(true);
    expect((await exported()).find((r) => r.id === fresh.body.newCommentData.id)?.held_reason).toBe(
      'spam-hold',
    );
  });

  async function exported() {
    const response = await fetch(`${server.url}/api/team/export/comments.csv`, { headers: { cookie } });
    return csvObjects((await response.text()).replace(/^\uFEFF/, ''));
  }

  function eventsFor(commentId: string): string[] {
    return receiver.requests
      .filter((r) => r.path === '/triage' && r.raw.includes(commentId))
      .map((r) => r.event)
      .filter((event, index, all) => all.indexOf(event) === index);
  }

  async function addWebhook(events: string[]) {
    if (receiver.secrets.has('/triage')) return;
    const response = await fetch(`${server.url}/api/team/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ url: `${receiver.url}/triage`, format: 'json', events }),
    });
    expect(response.status).toBe(200);
    receiver.secrets.set('/triage', ((await response.json()) as { secret: string }).secret);
  }
});
