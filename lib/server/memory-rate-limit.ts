/**
 * The fixed windows every rate limit counts in, and the limits kept in this process's memory, for requests too
 * hot for a database write each (search, page views, page reads by agents and crawlers). No database and no
 * `server-only` here: the Proxy (proxy.ts) counts page reads with it too.
 */
import { LRUCache } from 'lru-cache';
import { ApiError } from './errors';
import { processSingleton } from './singleton';

export interface RateLimit {
  /** What is limited, e.g. `comment:visitor:minute:<sub>`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /** Message of the 429 answer. */
  message: string;
}

export const windowStartOf = (rule: RateLimit, now: number) => {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
};

/** The 429 of a limit reached, with the seconds until its window ends. */
export function tooMany(rule: RateLimit, now: number): ApiError {
  const windowEnd = windowStartOf(rule, now).getTime() + rule.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  return new ApiError(429, rule.message, { 'Retry-After': String(retryAfter) });
}

/**
 * Fixed-window limits kept in this process's memory. Bounded: at most `maxKeys` keys are tracked, the least
 * recently seen forgotten first.
 */
export class MemoryRateLimiter {
  private readonly windows: LRUCache<string, { start: number; hits: number }>;

  constructor(maxKeys = 50_000) {
    this.windows = new LRUCache({ max: maxKeys });
  }

  /** Counts a hit, or throws the limit's 429 when it is reached (counting nothing). */
  consume(rule: RateLimit, now = Date.now()): void {
    if (!this.tryConsume(rule, now)) throw tooMany(rule, now);
  }

  /** Counts a hit and says so, or says false when the limit is reached (counting nothing). */
  tryConsume(rule: RateLimit, now = Date.now()): boolean {
    const start = windowStartOf(rule, now).getTime();
    const current = this.windows.get(rule.key);
    const window = current && current.start === start ? current : { start, hits: 0 };
    if (window.hits >= rule.limit) return false;
    window.hits += 1;
    this.windows.set(rule.key, window);
    return true;
  }
}

/** The process's memory limits, one for every bundle (the routes', the fast path's and the Proxy's). */
export const memoryRateLimits = () => processSingleton('memory-rate-limits', () => new MemoryRateLimiter());
