/**
 * `npm run soak`: the production server (server.mjs, after `npm run build`) under a long mixed load, with its
 * resident memory sampled every 10 s and a verdict at the end: does memory reach a plateau, or keep growing?
 *
 * The load mixes what the site serves: pages and Markdown, widget reads and writes (comments, votes, views),
 * searches, AI answers (the local answerer), MCP calls and batches, and team actions (moderation, triage,
 * dashboard pages, CSV exports), from many client addresses (IPv4 and IPv6, through TRUST_PROXY=1) so that the
 * per-address state grows as it would in production. It is bounded (DURATION seconds, CONCURRENCY requests at a
 * time) and talks to 127.0.0.1 only; the npm script runs it under `nice -n 10`.
 *
 *   DURATION=300 CONCURRENCY=4 npm run soak
 *   ACTIONS=search,mcp DURATION=180 npm run soak    # one area of the mix, to find what grows
 *
 * Verdict: after a warm-up (the first fifth of the run, at least 60 s), the samples are split in thirds (the
 * bounded caches are still filling in the first); memory has reached a plateau when the lowest sample of the last
 * third exceeds the lowest of the middle one by less than PLATEAU_TOLERANCE_MB (default 24). The lowest samples are the memory left after collections, which is what a
 * leak raises; between collections RSS saws up and down by 100 MB and more, and the teeth grow with the data the
 * load writes (dashboard pages and CSV exports read every comment), so peaks and medians are printed, not judged.
 * Caches are bounded, so a server whose floor keeps rising holds something it should not. The exit code is 1
 * when memory grows or a request failed.
 */
import fs from 'node:fs';
import { startServer, type RunningServer } from '../tests/integration/helpers/server';
import { runCli } from '../tests/integration/helpers/cli';
import { API_BASE_PATH, WIDGET_PROTOCOL_VERSION } from '../widget/contract';

const DURATION_S = Number(process.env.DURATION ?? 300);
const CONCURRENCY = Math.max(1, Number(process.env.CONCURRENCY ?? 4));
const SAMPLE_EVERY_MS = 10_000;
const TOLERANCE_MB = Number(process.env.PLATEAU_TOLERANCE_MB ?? 24);
/** Only these actions of the mix (comma-separated names, as printed at the end), to find what grows. */
const ONLY = process.env.ACTIONS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const PASSWORD = 'a long soak password';
const MB = 1024 * 1024;

const PAGES = [
  '/guides/overview',
  '/guides/overview/vision',
  '/guides/primitives/triples',
  '/guides/primitives/atoms',
];
const WORDS = [
  'atom',
  'triple',
  'vault',
  'shares',
  'bonding curve',
  'signal',
  'deposit',
  'graphql',
  'sdk',
  'fees',
];

/** A deterministic pseudo-random sequence (the run is the same run every time). */
let state = 26;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** One of 20,000 client addresses, a quarter of them IPv6. */
function address(): string {
  const n = Math.floor(random() * 20_000);
  return n % 4 === 0
    ? `2001:db8:${(n >> 8).toString(16)}::${(n & 0xff).toString(16)}`
    : `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

interface Counts {
  [action: string]: { sent: number; status: Record<number, number> };
}

function loadActions(server: RunningServer, cookie: () => string) {
  const url = server.url;
  const widgetHeaders = (page: string, extra: Record<string, string> = {}) => ({
    'x-sparkle-from': `${url}${page}`,
    'x-sparkle-version': WIDGET_PROTOCOL_VERSION,
    'x-sparkle-public-id': 'intuition-docs',
    'x-forwarded-for': address(),
    ...extra,
  });
  const widgetGet = (endpoint: string, page: string, extra: Record<string, string> = {}) =>
    fetch(
      `${url}${API_BASE_PATH}/${endpoint}?${new URLSearchParams({ publicId: 'intuition-docs', pathname: page })}`,
      { headers: widgetHeaders(page, extra) },
    );
  const widgetPost = (endpoint: string, page: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${url}${API_BASE_PATH}/${endpoint}`, {
      method: 'POST',
      headers: { ...widgetHeaders(page, extra), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const team = (path: string, body: unknown) =>
    fetch(`${url}/api/team/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: cookie() },
      body: JSON.stringify(body),
    });
  const commentIds: string[] = [];
  let n = 0;

  // Weights: reads dominate, as on the site.
  return {
    page: [6, () => fetch(`${url}${pick(PAGES)}`, { headers: { 'x-forwarded-for': address() } })],
    markdown: [2, () => fetch(`${url}${pick(PAGES)}.md`, { headers: { 'x-forwarded-for': address() } })],
    listing: [6, () => widgetGet('get-comments-public', pick(PAGES))],
    settings: [2, () => widgetGet('get-project-settings', pick(PAGES))],
    measure: [
      3,
      () => widgetGet('measure', pick(PAGES), { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' }),
    ],
    comment: [
      2,
      async () => {
        // New pages as well as the built ones: the listing cache sees many keys.
        const page = random() < 0.5 ? pick(PAGES) : `/guides/soak/${Math.floor(random() * 3000)}`;
        const answer = await widgetPost('add-comment', page, {
          text: `Soak comment ${n++}: ${pick(WORDS)} ${'é'.repeat(Math.floor(random() * 40))}`,
          metadata: { nodeId: 'main > article > p', x: 10, y: 20, pageTitle: 'Soak' },
          user: null,
        });
        const body = (await answer
          .clone()
          .json()
          .catch(() => ({}))) as { newCommentData?: { id: string } };
        if (body.newCommentData) commentIds.push(body.newCommentData.id);
        if (commentIds.length > 500) commentIds.splice(0, 250);
        return answer;
      },
    ],
    vote: [2, () => widgetPost('add-feedback', pick(PAGES), { helpful: random() < 0.7, user: null })],
    search: [
      6,
      () =>
        fetch(`${url}/api/search/1/indexes/*/queries`, {
          method: 'POST',
          headers: { 'x-forwarded-for': address() },
          body: JSON.stringify({
            requests: [
              {
                indexName: 'docs',
                // Mostly repeated queries, some unique ones (the answer cache fills and evicts).
                query: random() < 0.7 ? pick(WORDS) : `${pick(WORDS)} ${Math.floor(random() * 100_000)}`,
                hitsPerPage: 20,
                attributesToSnippet: ['content:20'],
              },
            ],
          }),
        }),
    ],
    ask: [
      1,
      () =>
        fetch(`${url}/api/ask`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
          body: JSON.stringify({ question: `What is a ${pick(WORDS)}?` }),
        }),
    ],
    mcp: [
      2,
      () =>
        fetch(`${url}/api/mcp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'x-forwarded-for': address(),
          },
          body: JSON.stringify(
            random() < 0.5
              ? {
                  jsonrpc: '2.0',
                  id: n++,
                  method: 'tools/call',
                  params: { name: 'search_docs', arguments: { query: pick(WORDS) } },
                }
              : [
                  { jsonrpc: '2.0', id: n++, method: 'tools/list', params: {} },
                  {
                    jsonrpc: '2.0',
                    id: n++,
                    method: 'tools/call',
                    params: { name: 'get_page', arguments: { path: pick(PAGES) } },
                  },
                ],
          ),
        }),
    ],
    moderate: [
      1,
      () =>
        commentIds.length
          ? team('comments/triage', {
              commentId: pick(commentIds),
              status: pick(['open', 'in_progress', 'resolved']),
            })
          : team('comments/triage', { commentId: '00000000-0000-4000-8000-000000000000', status: 'open' }),
    ],
    dashboard: [
      1,
      () =>
        fetch(`${url}${pick(['/team', '/team/feedback', '/team/questions'])}`, {
          headers: { cookie: cookie() },
        }),
    ],
    export: [
      1,
      () =>
        fetch(`${url}/api/team/export/${pick(['comments.csv', 'feedback.csv'])}`, {
          headers: { cookie: cookie() },
        }),
    ],
  } satisfies Record<string, [number, () => Promise<Response>]>;
}

async function main() {
  const server = await startServer({
    TRUST_PROXY: '1',
    RATE_LIMIT_ASK_PER_IP_MINUTE: '100000',
    RATE_LIMIT_SEARCH_PER_IP_MINUTE: '100000',
    RATE_LIMIT_AGENT_FEEDBACK_PER_IP_HOUR: '100000',
    WEBHOOK_POLL_MS: '60000',
  });
  const pid = server.child.pid!;
  try {
    const added = runCli('team', ['add', 'soak@example.com', '--name', 'Soak'], server.env, PASSWORD);
    if (added.status !== 0) throw new Error(`team add failed: ${added.stderr}`);
    const signIn = await fetch(`${server.url}/api/team/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'soak@example.com', password: PASSWORD }),
    });
    const cookie = /docs_team_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);

    const actions = Object.entries(loadActions(server, () => cookie)).filter(
      ([name]) => !ONLY || ONLY.includes(name),
    );
    if (actions.length === 0) throw new Error(`ACTIONS names none of the mix's actions`);
    const weighted = actions.flatMap(([name, [weight, run]]) =>
      Array.from({ length: weight }, () => ({ name, run })),
    );
    const counts: Counts = {};
    const started = Date.now();
    const deadline = started + DURATION_S * 1000;
    const samples: { s: number; rssMb: number; requests: number }[] = [];
    let requests = 0;
    let failures = 0;

    const sample = () => {
      const rssMb = rssOf(pid) / MB;
      samples.push({ s: Math.round((Date.now() - started) / 1000), rssMb, requests });
      console.log(
        `soak: ${String(samples.at(-1)!.s).padStart(5)} s  RSS ${rssMb.toFixed(1)} MB  ${requests} requests`,
      );
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);

    const worker = async () => {
      while (Date.now() < deadline) {
        const { name, run } = pick(weighted);
        const entry = (counts[name] ??= { sent: 0, status: {} });
        entry.sent++;
        try {
          const answer = await run();
          await answer.arrayBuffer();
          entry.status[answer.status] = (entry.status[answer.status] ?? 0) + 1;
          if (answer.status >= 500) failures++;
        } catch {
          entry.status[0] = (entry.status[0] ?? 0) + 1;
          failures++;
        }
        requests++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    clearInterval(sampler);
    sample();

    const seconds = (Date.now() - started) / 1000;
    console.log(
      `soak: ${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(1)}/s), ${failures} 5xx or failed`,
    );
    for (const [name, { sent, status }] of Object.entries(counts))
      console.log(`soak:   ${name.padEnd(10)} ${String(sent).padStart(6)}  ${JSON.stringify(status)}`);

    const warmUp = Math.max(60, DURATION_S / 5);
    const steady = samples.filter((s) => s.s >= warmUp);
    if (steady.length < 6) {
      console.log('soak: too few samples after the warm-up for a verdict (raise DURATION)');
      return;
    }
    const third = Math.floor(steady.length / 3);
    const parts = [steady.slice(0, third), steady.slice(third, 2 * third), steady.slice(2 * third)].map(
      (part) => {
        const values = part.map((s) => s.rssMb).sort((a, b) => a - b);
        return { floor: values[0]!, median: values[Math.floor(values.length / 2)]!, peak: values.at(-1)! };
      },
    );
    const growth = parts[2]!.floor - parts[1]!.floor;
    const plateau = growth < TOLERANCE_MB;
    const list = (key: 'floor' | 'median' | 'peak') => parts.map((part) => part[key].toFixed(0)).join(' / ');
    console.log(
      `soak: RSS in MB after warm-up, by thirds: floor ${list('floor')}, median ${list('median')}, peak ${list('peak')}`,
    );
    console.log(
      `soak: verdict ${plateau ? 'PLATEAU' : 'GROWING'}: the floor moved ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
        `from the middle third to the last (tolerance ${TOLERANCE_MB} MB)`,
    );
    if (!plateau || failures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
