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
