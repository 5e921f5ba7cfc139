/**
 * Concurrent comment writers for load and shutdown tests: each writer posts comments one after another (as a
 * new anonymous visitor from an address of its own) until told to stop, and keeps the ids the server
 * acknowledged with a 200. Failed requests (refused connections during a shutdown, 5xx) are counted, never kept.
 */
import type { AddCommentResponse } from '@/widget/contract';
import type { RunningServer } from './server';
import { pointMetadata, widgetClient } from './widget-api';

export interface WriteResult {
  acknowledged: string[];
  failed: number;
  /** What the failures were (HTTP status and message, or the network error), with their counts. */
  failures: Record<string, number>;
  latenciesMs: number[];
}

export function startWriters(servers: RunningServer[], count: number, pathname: string) {
  let running = true;
  const result: WriteResult = { acknowledged: [], failed: 0, failures: {}, latenciesMs: [] };
  const fail = (reason: string) => {
    result.failed++;
    result.failures[reason] = (result.failures[reason] ?? 0) + 1;
  };
  const writers = Array.from({ length: count }, async (_, i) => {
    const server = servers[i % servers.length]!;
    const client = widgetClient(server, { page: `${server.url}${pathname}` });
    let n = 0;
    while (running) {
      const started = performance.now();
      try {
        const answer = await client.post<AddCommentResponse>(
          'add-comment',
          { text: `load ${i}-${n++}`, metadata: pointMetadata, user: null },
          { 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${i % 250}` },
        );
        if (answer.status === 200) {
          result.acknowledged.push(answer.body.newCommentData.id);
          result.latenciesMs.push(performance.now() - started);
        } else fail(`${server.port} ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      } catch (error) {
        fail(`${server.port} ${(error as Error).cause ?? (error as Error).message}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    result,
    async stop(): Promise<WriteResult> {
      running = false;
      await Promise.all(writers);
      return result;
    },
  };
}
