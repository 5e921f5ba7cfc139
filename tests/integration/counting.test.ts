/**
 * Issue 26 over HTTP against the production server (PGlite), with the site taking only its built pages
 * (WIDGET_ANY_PATH=0) and behind one trusted proxy: an IPv6 client rotating through its /64 is one client for the
 * limits (class 4), votes and comments on paths the site does not have are refused and stored nothing, and page
 * reads by agents and crawlers count GETs only, within a per-address limit, with phones named "…bot" left out
 * (class 11).
 */
import { runCli, signIn } from './helpers/cli';
import { parseCsv } from './helpers/csv';
import { startEarlyInWindow } from './helpers/limits';
import { startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

jest.setTimeout(180_000);

const PASSWORD = 'a long counting password';
const BUILT_PAGE = '/guides/overview/vision';
const READS_PER_MINUTE = 20;
const UA = {
  gptBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 11; Cubot X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
  curl: 'curl/8.11.1',
};

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: '1',
    WIDGET_ANY_PATH: '0',
    RATE_LIMIT_COMMENTS_PER_IP_MINUTE: '8',
    RATE_LIMIT_VIEWS_PER_IP_MINUTE: String(READS_PER_MINUTE),
  });
  runCli('team', ['add', 'count@example.com', '--name', 'Count'], server.env, PASSWORD);
  cookie = (await signIn(server.url, 'count@example.com', PASSWORD)).cookie!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const comment = (page: string, ip: string, text: string) =>
  widgetClient(server, { page: `${server.url}${page}` }).post(
    'add-comment',
    { text, metadata: pointMetadata, user: null },
    { 'x-forwarded-for': ip },
  );

async function feedbackRows(): Promise<Record<string, string>[]> {
  const day = new Date().toISOString().slice(0, 10);
  const csv = await (
    await fetch(`${server.url}/api/team/export/feedback.csv?from=${day}&to=${day}`, { headers: { cookie } })
  ).text();
  const [header, ...rows] = parseCsv(csv);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

it('limits 40 comments from 40 addresses of one IPv6 /64 like one address (the issue’s case), and ::ffff:a.b.c.d as a.b.c.d', async () => {
  await startEarlyInWindow(60, 40);
  const statuses: number[] = [];
  for (let i = 1; i <= 40; i++)
    statuses.push((await comment(BUILT_PAGE, `2001:db8:26:4::${i.toString(16)}`, `ipv6 ${i}`)).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(8);
  expect(statuses.slice(8).every((status) => status === 429)).toBe(true);
  // Another /64 is another client.
  expect((await comment(BUILT_PAGE, '2001:db8:26:5::1', 'next network')).status).toBe(200);
  const mapped: number[] = [];
  for (let i = 0; i < 8; i++)
    mapped.push((await comment(BUILT_PAGE, '::ffff:198.51.100.26', `v4 ${i}`)).status);
  expect(mapped.every((status) => status === 200)).toBe(true);
  expect((await comment(BUILT_PAGE, '198.51.100.26', 'the same client')).status).toBe(429);
});

it('refuses votes and comments on a path the site does not have, storing nothing', async () => {
  const junk = widgetClient(server, { page: `${server.url}/guides/junk-26` });
  const commented = await junk.post<{ error: string }>(
    'add-comment',
    { text: 'junk comment', metadata: pointMetadata, user: null },
    { 'x-forwarded-for': '192.0.2.60' },
  );
  expect(commented.status).toBe(404);
  expect(commented.body.error).toMatch(/no page at this address/);
  const voted = await junk.post(
    'add-feedback',
    { helpful: false, user: null },
    { 'x-forwarded-for': '192.0.2.61' },
  );
  expect(voted.status).toBe(404);
  // A page of the site takes both.
  const built = widgetClient(server, { page: `${server.url}${BUILT_PAGE}` });
  expect(
    (await built.post('add-feedback', { helpful: true, user: null }, { 'x-forwarded-for': '192.0.2.62' }))
      .status,
  ).toBe(200);
  const rows = await feedbackRows();
  expect(rows.some((row) => row.page === '/guides/junk-26')).toBe(false);
  expect(rows.find((row) => row.page === BUILT_PAGE)?.helpful).toBe('1');
});

it('counts page reads for GETs only, within the per-address limit, and never a phone named “…bot”', async () => {
  await startEarlyInWindow(60, 40);
  const read = (path: string, method: string, ip: string, userAgent: string) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
    }).then((answer) => answer.arrayBuffer().then(() => answer.status));
  const times = async (count: number, request: () => Promise<number>) => {
    for (let i = 0; i < count; i++) expect(await request()).toBe(200);
  };
  // 30 HEADs of a .md address: no read. 30 GETs of it from one address: the limit's worth.
  await times(30, () => read('/guides/primitives/atoms.md', 'HEAD', '192.0.2.70', UA.curl));
  await times(30, () => read('/guides/primitives/atoms.md', 'GET', '192.0.2.71', UA.curl));
  // A GPTBot User-Agent anyone can send: limited like anyone.
  await times(30, () => read('/guides/primitives/triples', 'GET', '192.0.2.72', UA.gptBot));
  // A phone whose model name holds "bot" reads HTML as a person: not a crawler read.
  await times(5, () => read(BUILT_PAGE, 'GET', '192.0.2.73', UA.cubotPhone));

  let rows: Record<string, string>[] = [];
  const deadline = Date.now() + 20_000;
  const settled = () =>
    rows.find((row) => row.page === '/guides/primitives/atoms')?.agent_views === String(READS_PER_MINUTE) &&
    rows.find((row) => row.page === '/guides/primitives/triples')?.crawler_views === String(READS_PER_MINUTE);
  while (Date.now() < deadline && !settled()) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rows = await feedbackRows();
  }
  expect(rows.find((row) => row.page === '/guides/primitives/atoms')).toMatchObject({
    agent_views: String(READS_PER_MINUTE),
  });
  expect(rows.find((row) => row.page === '/guides/primitives/triples')).toMatchObject({
    crawler_views: String(READS_PER_MINUTE),
  });
  expect(rows.find((row) => row.page === BUILT_PAGE)?.crawler_views ?? '0').toBe('0');
});

describe('agents’ feedback is moderated like readers’ comments (class 7)', () => {
  const feedback = (problem: string, client: string, ip: string) =>
    fetch(`${server.url}/api/agent-feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ page: '/guides/primitives/atoms', problem, client }),
    }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as { id: string } }));
  const action = (path: string, body: Record<string, unknown>) =>
    fetch(`${server.url}/api/team/comments/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify(body),
    });
  const inbox = async (query: string) =>
    (await fetch(`${server.url}/team?source=agent&${query}`, { headers: { cookie } })).text();

  it('takes every triage action, is labelled agent feedback, is held by the spam rules and by “mark as spam”', async () => {
    const members = await fetch(`${server.url}/team`, { headers: { cookie } }).then((r) => r.text());
    const memberId = /<option value="(\d+)">Count<\/option>/.exec(members)?.[1];
    const sent = await feedback('The deposit fee is missing from the table', 'triage-agent', '192.0.2.80');
    expect(sent.status).toBe(201);
    const commentId = sent.body.id;
    expect((await action('triage', { commentId, status: 'in_progress' })).status).toBe(200);
    expect((await action('assign', { commentId, assigneeId: memberId ?? '' })).status).toBe(200);
    expect((await action('note', { commentId, text: 'Checking the contract' })).status).toBe(200);
    expect(await inbox('q=deposit+fee')).toContain('Agent feedback');

    const result = runCli('project', ['set', 'intuition-docs', 'blockedWords=casino'], server.env);
    expect(result.status).toBe(0);
    // A blocked word written with a Cyrillic а.
    const held = await feedback('Best c\u0430sino bonus on this page', 'spam-agent', '192.0.2.81');
    expect(held.status).toBe(201);
    const heldPage = await inbox('status=held&q=bonus');
    expect(heldPage).toContain('Awaiting approval');
    expect(heldPage).toContain('(a blocked word)');
    expect((await action('spam', { commentId: held.body.id })).status).toBe(200);
    // That agent's next feedback, from another address, waits for approval.
    const next = await feedback('Another remark about fees', 'spam-agent', '192.0.2.82');
    expect(await inbox('status=held&q=remark+about+fees')).toContain(
      '(an earlier comment was marked as spam)',
    );
    expect(next.status).toBe(201);
  });
});
