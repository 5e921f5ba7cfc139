/**
 * Load tests and benchmarks raise the per-address abuse limits out of their way; the list is read from the
 * environment's schema, so a limit added later cannot be missed (the search benchmark once measured 429s).
 */
import { parseServerEnv } from '@/lib/env';
import { addressLimitsRaisedTo, PER_ADDRESS_LIMITS } from '../integration/helpers/limits';

describe('the per-address limits raised for load tests', () => {
  it.each([
    'RATE_LIMIT_SEARCH_PER_IP_MINUTE',
    'RATE_LIMIT_ASK_PER_IP_MINUTE',
    'RATE_LIMIT_AGENT_FEEDBACK_PER_IP_HOUR',
    'RATE_LIMIT_COMMENTS_PER_IP_MINUTE',
    'RATE_LIMIT_VIEWS_PER_IP_MINUTE',
  ])('include %s', (name) => {
    expect(PER_ADDRESS_LIMITS).toContain(name);
  });

  it('are accepted by the server environment, each at the raised value', () => {
    const env = parseServerEnv(addressLimitsRaisedTo(1_000_000)) as unknown as Record<string, unknown>;
    for (const name of PER_ADDRESS_LIMITS) expect(env[name]).toBe(1_000_000);
  });

  it('leave the per-account and sign-in limits alone', () => {
    expect(PER_ADDRESS_LIMITS).not.toContain('RATE_LIMIT_COMMENTS_PER_MINUTE');
    expect(PER_ADDRESS_LIMITS).not.toContain('RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP');
  });
});
