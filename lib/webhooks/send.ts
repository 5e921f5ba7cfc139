/**
 * One POST of a webhook delivery, to the address checked by ./target-address: the host is resolved once,
 * and the socket connects to that address (a `lookup` that returns it, never asking DNS again), while the
 * request keeps the URL's host name for the Host header and TLS (SNI and certificate check). Redirects are
 * not followed. Failures come back as short generic texts for the delivery log: no socket error codes, TLS
 * details or answer texts from the receiver, which would describe a network to whoever reads the log.
 *
 * No `import 'server-only'`: the delivery worker uses this module (see payload.ts).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveWebhookTarget, WebhookTargetError, type ResolvedTarget } from './target-address';

export interface SendOptions {
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  allowPrivate: boolean;
}

export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The answer's body is not used; at most this much is read (and dropped) before the connection closes. */
const MAX_ANSWER_BYTES = 64 * 1024;

function fixedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else callback(null, target.address, target.family);
  };
}

function statusText(status: number): string {
  return status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`;
}

export async function sendWebhook(url: string, options: SendOptions): Promise<SendResult> {
  const target = new URL(url);
  let resolved: ResolvedTarget;
  try {
    resolved = await resolveWebhookTarget(target, options.allowPrivate);
  } catch (error) {
    if (error instanceof WebhookTargetError) return { ok: false, status: null, error: error.message };
    throw error;
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'Content-Length': String(Buffer.byteLength(options.body)) },
        lookup: fixedLookup(resolved),
        signal: options.signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, status, error: statusText(status) },
          );
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error) => {
      if (options.signal.aborted) reject(error);
      else resolve({ ok: false, status: null, error: 'The receiver could not be reached' });
    });
    request.end(options.body);
  });
}
