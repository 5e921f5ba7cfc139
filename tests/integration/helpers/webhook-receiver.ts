/**
 * A webhook receiver on 127.0.0.1 for the tests: it checks each request's signature on its own (HMAC-SHA256
 * of "<X-Docs-Timestamp>.<raw body>" with the secret registered for the path, as the README tells receivers
 * to), answers as the test decides (a status, or holding the request open), and counts the 2xx answers it
 * gave per delivery id — the acknowledgements the sender must not repeat.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  event: string;
  deliveryId: string;
  timestamp: number;
  raw: string;
  body: unknown;
  signatureValid: boolean;
  /** This request's number among those with the same delivery id (1 = first attempt). */
  attempt: number;
  /** The status answered, or null while held (or never answered). */
  answered: number | null;
}

/** What to answer a request: a status, or 'hold' to keep it open (until the sender gives up or dies). */
export type Answer = (request: ReceivedRequest) => number | 'hold';

export interface WebhookReceiver {
  /** Base URL; webhooks use `${url}/<path>`. */
  url: string;
  /** Signing secret of each path ("/json", …). */
  secrets: Map<string, string>;
  answer: Answer;
  /** Milliseconds to wait before answering (a slow receiver). @defaultValue 0 */
  delayMs: number;
  requests: ReceivedRequest[];
  /** 2xx answers given per delivery id. */
  acks: Map<string, number>;
  /** Resolves when `predicate` holds, or throws after `timeoutMs` with what was received. */
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  /** Requests of one path. */
  of(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

function verify(secret: string | undefined, timestamp: string, raw: string, header: string): boolean {
  if (!secret || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
  return timingSafeEqual(expected, Buffer.from(header.slice('sha256='.length), 'hex'));
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const held = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    secrets: new Map(),
    answer: () => 204,
    delayMs: 0,
    requests: [],
    acks: new Map(),
    async waitFor(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) {
          const seen = receiver.requests.map((r) => `${r.path} ${r.event} ${r.deliveryId} → ${r.answered}`);
          throw new Error(`The receiver did not see what was expected; it got:\n${seen.join('\n')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    of: (path) => receiver.requests.filter((r) => r.path === path),
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      const header = (name: string) => String(req.headers[name] ?? '');
      const deliveryId = header('x-docs-delivery');
      const timestamp = header('x-docs-timestamp');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text
      }
      const request: ReceivedRequest = {
        path,
        event: header('x-docs-event'),
        deliveryId,
        timestamp: Number(timestamp),
        raw,
        body,
        signatureValid:
          req.method === 'POST' &&
          header('content-type').startsWith('application/json') &&
          verify(receiver.secrets.get(path), timestamp, raw, header('x-docs-signature')),
        attempt: receiver.requests.filter((r) => r.deliveryId === deliveryId).length + 1,
        answered: null,
      };
      receiver.requests.push(request);
      const decision = receiver.answer(request);
      if (decision === 'hold') {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        request.answered = decision;
        if (decision >= 200 && decision < 300) {
          receiver.acks.set(deliveryId, (receiver.acks.get(deliveryId) ?? 0) + 1);
        }
        res.writeHead(decision, { 'content-type': 'text/plain' }).end(decision < 300 ? 'ok' : 'not now');
      };
      if (receiver.delayMs > 0) setTimeout(send, receiver.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
