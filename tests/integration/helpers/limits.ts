import { serverEnvSchema } from '@/lib/env';

/**
 * The per-address abuse limits (every `RATE_LIMIT_…_PER_IP_<window>` setting of the server's environment, so a
 * limit added later is raised too), raised out of the way for load tests and benchmarks that send every request
 * from one address (the limits themselves are tested in widget-limits and hardening).
 */
export const PER_ADDRESS_LIMITS = Object.keys(serverEnvSchema.shape).filter((name) =>
  /^RATE_LIMIT_\w+_PER_IP_(MINUTE|HOUR|DAY)$/.test(name),
);

export function addressLimitsRaisedTo(limit: number): Record<string, string> {
  return Object.fromEntries(PER_ADDRESS_LIMITS.map((name) => [name, String(limit)]));
}

/**
 * Waits for the next window when the current one has less than `neededSeconds` left. The server's limits count in
 * fixed windows aligned on the clock (a minute starts at :00), so a test that sends requests up to a limit and
 * expects the next one refused must send them all within one window.
 */
export async function startEarlyInWindow(windowSeconds = 60, neededSeconds = 20): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
