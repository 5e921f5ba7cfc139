/**
 * Issue 16, item 2, replayed against the production server: the requests that made 9.5–23 MB answers, grew
 * the process by ~500 MB or took seconds of CPU are refused with a 400 and a message, and heavy answers that
 * stay inside the limits cannot grow the process past the answer cache's byte budget.
 */
import { SEARCH_LIMITS } from '@/lib/search/algolia-protocol';
import { startServer, type RunningServer } from './helpers/server';
import fs from 'node:fs';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SEARCH_CACHE_MB: '8' });
  // The index loads on the first search: load it before timing refusals.
  await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'docs', query: 'warm' }] }),
  });
});
afterAll(() => server?.stop());

async function search(requests: Record<string, unknown>[]) {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: requests.map((r) => ({ indexName: 'docs', ...r })) }),
  });
  return { status: response.status, text: await response.text() };
}

const residentMb = () => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

it.each([
  ['hitsPerPage 100 with snippets on *', [{ query: '*', hitsPerPage: 100, attributesToSnippet: ['*:100'] }]],
  ['a 60 KB highlightPreTag', [{ query: 'atom', highlightPreTag: 'x'.repeat(60_000) }]],
  [
    'a 2,000-term filters OR',
    [{ query: 'atom', filters: Array.from({ length: 2000 }, (_, i) => `language:l${i}`).join(' OR ') }],
  ],
  ['50 requests in one call', Array.from({ length: 50 }, () => ({ query: 'atom' }))],
])('refuses %s with a 400 and a message', async (_name, requests) => {
  const started = performance.now();
  const answer = await search(requests);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.text)).toEqual({ status: 400, message: expect.stringMatching(/at most/i) });
  expect(performance.now() - started).toBeLessThan(1_000);
});

it('heavy answers inside the limits stay small, and the cache keeps to its byte budget', async () => {
  const heavy = (i: number) => ({
    query: ['atom', 'triple', 'vault', 'deposit', 'curve'][i % 5]!,
    hitsPerPage: SEARCH_LIMITS.hitsPerPage,
    page: Math.floor(i / 5) % 4,
    attributesToSnippet: [`content:${SEARCH_LIMITS.snippetWords}`],
    highlightPreTag: `<${'x'.repeat(SEARCH_LIMITS.tagLength - 2)}>`,
    highlightPostTag: `</${'y'.repeat(SEARCH_LIMITS.tagLength - 3)}>`,
    // Distinct bodies, so that every answer is new to the cache.
    filters: `language:en AND NOT_A_FIELD_${i}:x OR language:en`,
  });
  await search([heavy(0), heavy(1)]);
  const before = residentMb();
  let largest = 0;
  for (let i = 0; i < 300; i += 2) {
    const answer = await search([heavy(i), heavy(i + 1)]);
    expect(answer.status).toBe(200);
    largest = Math.max(largest, answer.text.length);
  }
  const after = residentMb();
  console.log(
    `search limits: largest answer ${(largest / 1024).toFixed(0)} KB; resident ${before.toFixed(0)} → ${after.toFixed(0)} MB after 150 heavy calls`,
  );
  expect(largest).toBeLessThan(1024 * 1024);
  // 150 answers of this size held without a byte budget would be well over 100 MB.
  expect(after - before).toBeLessThan(100);
});
