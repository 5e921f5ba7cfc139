/**
 * Issue 26, class 4: an address is not a person on IPv6. Every limit and hold keys a client through addressKey
 * (lib/server/request.ts): generated addresses of one /64 share one key, of two /64s never do, and an
 * IPv4-mapped IPv6 address is its IPv4 address.
 */
import fc from 'fast-check';
import { addressKey, clientKey } from '@/lib/server/request';

const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const hextets = (count: number) => fc.array(hextet, { minLength: count, maxLength: count });
/** An IPv6 address written out in full (eight hextets), from its two halves. */
const ipv6 = (network: string[], host: string[]) => [...network, ...host].join(':');
/** The same address compressed as people write it (the longest run of zeros as `::`). */
const compressed = (address: string) => new URL(`http://[${address}]`).hostname.slice(1, -1);

describe('addressKey', () => {
  it('gives every address of one /64 the same key (the issue’s 40 addresses of one /64 among them)', () => {
    const network = ['2001', 'db8', 'abcd', '12'];
    const keys = new Set(
      Array.from({ length: 40 }, (_, i) => addressKey(ipv6(network, ['0', '0', '0', String(i + 1)]), 64)),
    );
    expect([...keys]).toEqual(['2001:db8:abcd:12::/64']);
    fc.assert(
      fc.property(hextets(4), hextets(4), hextets(4), (net, a, b) => {
        const one = addressKey(ipv6(net, a), 64);
        expect(addressKey(compressed(ipv6(net, b)), 64)).toBe(one);
        expect(addressKey(ipv6(net, b).toUpperCase(), 64)).toBe(one);
      }),
    );
  });

  it('keeps two /64s apart', () => {
    fc.assert(
      fc.property(hextets(4), hextets(4), hextets(4), (a, b, host) => {
        fc.pre(a.map((h) => parseInt(h, 16)).join() !== b.map((h) => parseInt(h, 16)).join());
        expect(addressKey(ipv6(a, host), 64)).not.toBe(addressKey(ipv6(b, host), 64));
      }),
    );
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address, in any spelling', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(addressKey(v4, 64)).toBe(v4);
        expect(addressKey(`::ffff:${v4}`, 64)).toBe(v4);
        expect(addressKey(compressed(`::ffff:${v4}`), 64)).toBe(v4);
      }),
    );
  });

  it('uses the configured prefix length', () => {
    const a = '2001:db8:1:2:3:4:5:6';
    const b = '2001:db8:1:ff:3:4:5:6';
    expect(addressKey(a, 48)).toBe('2001:db8:1::/48');
    expect(addressKey(b, 48)).toBe(addressKey(a, 48));
    expect(addressKey(b, 64)).not.toBe(addressKey(a, 64));
    expect(addressKey(a, 128)).toBe('2001:db8:1:2:3:4:5:6');
  });

  it('keeps what is not an address as it is, and drops a zone id', () => {
    for (const value of ['unknown', 'not-an-address', '']) expect(addressKey(value, 64)).toBe(value);
    expect(addressKey('fe80::1%eth0', 64)).toBe('fe80::/64');
  });

  it('is what clientKey gives for the forwarded client behind a trusted proxy', () => {
    const request = { headers: new Headers({ 'x-forwarded-for': '2001:db8:5:6:aaaa::1' }) };
    expect(clientKey(request, { TRUST_PROXY: 1, IPV6_PREFIX_LENGTH: 64 })).toBe('2001:db8:5:6::/64');
  });
});
