/**
 * The per-address abuse limits raised out of the way, for load tests and benchmarks that send every request from
 * one address (the limits themselves are tested in widget-limits and hardening).
 */
const PER_ADDRESS_LIMITS = [
  'RATE_LIMIT_COMMENTS_PER_IP_MINUTE',
  'RATE_LIMIT_COMMENTS_PER_IP_DAY',
  'RATE_LIMIT_ANONYMOUS_IDENTITIES_PER_IP_DAY',
  'RATE_LIMIT_VOTES_PER_IP_MINUTE',
  'RATE_LIMIT_VOTES_PER_IP_DAY',
  'RATE_LIMIT_VIEWS_PER_IP_MINUTE',
] as const;

export function addressLimitsRaisedTo(limit: number): Record<(typeof PER_ADDRESS_LIMITS)[number], string> {
  return Object.fromEntries(PER_ADDRESS_LIMITS.map((name) => [name, String(limit)])) as Record<
    (typeof PER_ADDRESS_LIMITS)[number],
    string
  >;
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
