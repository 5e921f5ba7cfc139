/**
 * A local HTTP server that speaks the part of Algolia's REST API an index upload uses (batch, copy/move
 * operations, settings, task status), keeping indexes in memory. Stands in for the hosted service we cannot
 * reach from tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAlgolia {
  url: string;
  indexes: Map<string, { records: Map<string, Record<string, unknown>>; settings: Record<string, unknown> }>;
  /** Every call, as "METHOD path", in order. */
  calls: string[];
  /** Keys the calls were made with. */
  keys: Set<string>;
  close(): Promise<void>;
}

export async function startFakeAlgolia(): Promise<FakeAlgolia> {
  const indexes: FakeAlgolia['indexes'] = new Map();
  const calls: string[] = [];
  const keys = new Set<string>();
  let taskID = 0;
  const indexOf = (name: string) => {
    let index = indexes.get(name);
    if (!index) indexes.set(name, (index = { records: new Map(), settings: {} }));
    return index;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
      calls.push(`${req.method} ${path}`);
      keys.add(String(req.headers['x-algolia-api-key'] ?? ''));
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {};
      const reply = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() });
      let m: RegExpExecArray | null;
      if ((m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path)) && req.method === 'POST') {
        const index = indexOf(m[1]!);
        const requests = body.requests as { action: string; body: Record<string, unknown> }[];
        for (const request of requests) {
          if (request.action === 'addObject' || request.action === 'updateObject') {
            index.records.set(String(request.body.objectID), request.body);
          }
        }
        return reply(200, { ...task(), objectIDs: requests.map((r) => String(r.body.objectID)) });
      }
      if ((m = /^\/1\/indexes\/([^/]+)\/operation$/.exec(path)) && req.method === 'POST') {
        const source = indexOf(m[1]!);
        const destination = String(body.destination);
        if (body.operation === 'move') {
          indexes.set(destination, source);
          indexes.delete(m[1]!);
        } else {
          const scope = (body.scope as string[] | undefined) ?? ['settings', 'records'];
          const target = indexOf(destination);
          if (scope.includes('settings')) target.settings = { ...source.settings };
        }
        return reply(200, task());
      }
      if ((m = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path)) && req.method === 'PUT') {
        Object.assign(indexOf(m[1]!).settings, body);
        return reply(200, task());
      }
      if (/^\/1\/indexes\/[^/]+\/task\/\d+$/.test(path) && req.method === 'GET') {
        return reply(200, { status: 'published', pendingTask: false });
      }
      if ((m = /^\/1\/indexes\/([^/]+)$/.exec(path)) && req.method === 'DELETE') {
        indexes.delete(m[1]!);
        return reply(200, task());
      }
      return reply(404, { message: `Not implemented by the fake: ${req.method} ${path}`, status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    indexes,
    calls,
    keys,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
