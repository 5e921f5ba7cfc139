/**
 * Issue 19's quality loop over HTTP against the real server (PGlite): answers are classified, a 👎 carries a
 * reason and a note (bad ones are 400s), /team/questions groups the unanswered and 👎 questions into topics
 * with the pages retrieved, and questions.csv exports the same to team members only. And the model path: a
 * citation of a section that was not given, or a link to an address that was not, never reaches the reader.
 */
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { runCli, signIn } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';
import { answerText, askOverHttp } from './helpers/sse';

const PASSWORD = 'correct horse battery staple';
let local: RunningServer;
let withModel: RunningServer;
let model: FakeOpenAi;
let cookie: string;

beforeAll(async () => {
  model = await startFakeOpenAi();
  [local, withModel] = await Promise.all([
    startServer({ RATE_LIMIT_ASK_PER_IP_MINUTE: '1000' }),
    startServer({ AI_BASE_URL: model.url, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' }),
  ]);
  runCli('team', ['add', 'lead@example.com', '--name', 'Lead Lee'], local.env, PASSWORD);
  cookie = (await signIn(local.url, 'lead@example.com', PASSWORD)).cookie!;
});

afterAll(async () => {
  await Promise.all([local?.stop(), withModel?.stop(), model?.close()]);
});

async function ask(server: RunningServer, question: string) {
  const events = await askOverHttp(server.url, question);
  const id = (events.find((e) => e.event === 'start')!.data as { id: string }).id;
  const sources = events.find((e) => e.event === 'sources')!.data as { url: string }[];
  return { id, text: answerText(events), sources, events };
}

const feedback = (body: unknown) =>
  fetch(`${local.url}/api/ask/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the answer quality loop', () => {
  let rated: string;

  beforeAll(async () => {
    await ask(local, 'How do I bake sourdough bread?');
    await ask(local, 'how do I bake sourdough bread');
    rated = (await ask(local, 'How do I redeem shares?')).id;
  });

  it.each([
    [{ helpful: false, reason: 'rude' }, /reason must be one of/],
    [{ helpful: false, note: 'x'.repeat(1_001) }, /at most 1000 characters/],
    [{ helpful: true, reason: 'incorrect' }, /with a 👎 only/],
  ])('refuses feedback %j with a 400 and a message', async (extra, message) => {
    const response = await feedback({ answerId: rated, ...extra });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('takes a 👎 with a reason and a note, and shows the topics on /team/questions', async () => {
    const response = await feedback({
      answerId: rated,
      helpful: false,
      reason: 'incomplete',
      note: 'Nothing about the exit fee <script>',
    });
    expect(response.status).toBe(200);

    const page = await fetch(`${local.url}/team/questions`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const topics = html.slice(html.indexOf('data-table="topics"'));
    expect(topics).toMatch(/how do I bake sourdough bread/i);
    expect(topics).toContain('(×2)');
    expect(topics).toContain('Incomplete: 1');
    expect(topics).toContain('Nothing about the exit fee &lt;script&gt;');
    expect(topics).toMatch(/href="\/guides\/primitives\/signals"/);
  });

  it('exports the topics as CSV to team members only', async () => {
    expect((await fetch(`${local.url}/api/team/export/questions.csv`)).status).toBe(401);
    const response = await fetch(`${local.url}/api/team/export/questions.csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'topic,answers,unanswered,partial,rated_unhelpful,reasons,questions,pages_retrieved,notes,last_asked',
    );
    const bread = rows.find((row) => row.includes('bake sourdough bread'))!;
    expect(bread).toMatch(/^\w+,2,2,0,0,/);
    const redeem = rows.find((row) => row.includes('How do I redeem shares? (1)'))!;
    expect(redeem).toContain('Incomplete (1)');
    expect(redeem).toContain('/guides/primitives/signals');
  });
});

describe('model answers keep to the sections they were given', () => {
  it('drops citations of sections not given and links to other addresses, keeps the rest', async () => {
    model.reply = [
      'Redeem your shares [1',
      '] or ask [',
      '9]. See [the spec](https://evil.example/',
      'x) and [2].',
    ];
    const { text, sources, events } = await ask(withModel, 'How do I redeem shares?');
    expect(sources.length).toBeGreaterThanOrEqual(2);
    expect(text).toBe('Redeem your shares [1] or ask . See the spec and [2].');
    const prompt = model.requests.at(-1)!.body.messages.at(-1)!.content;
    for (const source of sources) expect(prompt).toContain(`(${source.url})`);
    expect(events.find((e) => e.event === 'done')!.data).toEqual({ found: true, extract: false });
  });
});
