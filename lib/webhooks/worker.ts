/**
 * The webhook delivery worker: one per server process (started by instrumentation.ts), it polls the queue
 * every WEBHOOK_POLL_MS and is woken as soon as a request of this process queues a delivery. Each round claims
 * due deliveries (queue.ts), POSTs them in parallel with a timeout, and records 2xx as delivered, anything else
 * as a failed attempt retried with backoff. Redirects are not followed (a receiver must answer itself), and
 * private-network targets are refused unless WEBHOOK_ALLOW_PRIVATE=1 (./send, ./target-address).
 *
 * On SIGTERM / SIGINT it stops polling, lets attempts in flight finish for a short grace period, cuts off the
 * rest (they are released at once for the next worker rather than waiting for their lease to expire), and
 * then lets the signal end the process as it would have without it.
 *
 * No `import 'server-only'`: instrumentation.ts imports this module (see payload.ts).
 */
import type { Db } from '../db/client';
import { deliveryHeaders, renderBody } from './payload';
import { sendWebhook } from './send';
import {
  claimDueDeliveries,
  expireStaleDeliveries,
  markDelivered,
  registeredWebhookWorker,
  registerWebhookWorker,
  retryDelayMs,
  scheduleRetry,
  type ClaimedDelivery,
} from './queue';
import { webhookSettings, type WebhookSettings } from './settings';
import { onShutdown } from '../server/shutdown';

export interface WebhookWorkerOptions extends Omit<WebhookSettings, 'siteUrl'> {
  /** Deliveries claimed per round. @defaultValue 10 */
  batchSize?: number;
  /** How long `stop()` lets attempts in flight finish before cutting them off. @defaultValue min(timeoutMs, 3000) */
  shutdownGraceMs?: number;
}

interface Outcome {
  ok: boolean;
  httpStatus: number | null;
  error: string;
  /** Cut off by `stop()`: due again at once. */
  interrupted?: boolean;
}

export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastExpiry = 0;
  private readonly inFlight = new Set<AbortController>();
  private readonly batchSize: number;
  /** The lease of a claim: longer than an attempt (timeout) plus recording its outcome. */
  private readonly claimMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: WebhookWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.claimMs = options.timeoutMs * 2 + 5_000;
  }

  start(): void {
    this.schedule(0);
  }

  /** Look at the queue now (a delivery was just queued) rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and returns once the current round is over (attempts in flight are cut off after the grace). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const grace = setTimeout(
      () => {
        for (const controller of this.inFlight) controller.abort('shutdown');
      },
      this.options.shutdownGraceMs ?? Math.min(this.options.timeoutMs, 3_000),
    );
    try {
      await this.round;
    } finally {
      clearTimeout(grace);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.round = this.runRounds().finally(() => {
        this.round = undefined;
        this.schedule(this.again ? 0 : this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runRounds(): Promise<void> {
    try {
      if (Date.now() - this.lastExpiry >= Math.max(this.options.pollMs, 60_000)) {
        this.lastExpiry = Date.now();
        await expireStaleDeliveries(this.db, this.options.maxAgeMs);
      }
      for (;;) {
        this.again = false;
        const claimed = await this.runOnce();
        if (this.stopped || (claimed < this.batchSize && !this.again)) break;
      }
    } catch (error) {
      console.error('webhook deliveries: a round failed (retrying at the next poll)', error);
    }
  }

  /** One round: claims the due deliveries, sends them, records the outcomes. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(this.db, { limit: this.batchSize, claimMs: this.claimMs });
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    return claimed.length;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await this.attempt(delivery);
    if (outcome.ok) {
      await markDelivered(this.db, delivery.id, outcome.httpStatus ?? 0);
      return;
    }
    await scheduleRetry(this.db, delivery.id, {
      httpStatus: outcome.httpStatus,
      error: outcome.error,
      delayMs: outcome.interrupted ? 0 : retryDelayMs(delivery.attempts, this.options),
      // A payload that cannot be read will never be sent: give up at once.
      maxAgeMs: delivery.payload ? this.options.maxAgeMs : 0,
    });
  }

  private async attempt(delivery: ClaimedDelivery): Promise<Outcome> {
    if (!delivery.payload) return { ok: false, httpStatus: null, error: 'The stored payload is not valid' };
    const body = renderBody(delivery.format, delivery.id, delivery.payload);
    const headers = deliveryHeaders({
      secret: delivery.secret,
      deliveryId: delivery.id,
      event: delivery.event,
      body,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort('timeout'), this.options.timeoutMs);
    try {
      const result = await sendWebhook(delivery.url, {
        headers,
        body,
        signal: controller.signal,
        allowPrivate: this.options.allowPrivate,
      });
      return result.ok
        ? { ok: true, httpStatus: result.status, error: '' }
        : { ok: false, httpStatus: result.status, error: result.error };
    } catch (error) {
      if (controller.signal.aborted && controller.signal.reason === 'shutdown') {
        return { ok: false, httpStatus: null, error: 'Interrupted by a server shutdown', interrupted: true };
      }
      if (controller.signal.aborted) {
        return { ok: false, httpStatus: null, error: `No answer within ${this.options.timeoutMs} ms` };
      }
      console.error('webhook delivery: the attempt failed', error);
      return { ok: false, httpStatus: null, error: 'The delivery could not be sent' };
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
  }
}

/**
 * Starts this process's worker (once: later calls do nothing); it is stopped at shutdown (lib/server/shutdown:
 * server.mjs runs that on SIGTERM / SIGINT once the requests in flight have been answered).
 */
export function startWebhookWorker(db: Db, settings: WebhookSettings = webhookSettings()): void {
  if (registeredWebhookWorker()) return;
  const worker = new WebhookWorker(db, settings);
  registerWebhookWorker(worker);
  worker.start();
  onShutdown(async () => {
    try {
      await worker.stop();
    } finally {
      registerWebhookWorker(undefined);
    }
  });
}
