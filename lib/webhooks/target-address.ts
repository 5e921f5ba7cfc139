/**
 * Where a webhook may deliver: only to public internet addresses, unless WEBHOOK_ALLOW_PRIVATE=1. A webhook
 * URL is checked when it is saved and again, by resolving its host, at every send; the delivery then connects
 * to the very address that was checked (see ./send), so a DNS answer that changes between the check and the
 * connection ("DNS rebinding") cannot reach an internal service.
 *
 * Refused: loopback, private (RFC 1918, carrier-grade NAT), link-local (and so cloud metadata services),
 * unique-local, multicast, unspecified, reserved and documentation ranges, IPv4-mapped and NAT64 IPv6 forms,
 * and the host names that always mean this machine or a metadata service (`localhost.`, `*.localhost`,
 * `metadata.google.internal`). IPv4 written in decimal, octal or hex (`2130706433`, `0177.0.0.1`,
 * `0x7f.1`) is turned into its dotted form by the URL parser before it is checked.
 *
 * No `import 'server-only'`: the delivery worker uses this module (see payload.ts).
 */
import dns from 'node:dns/promises';
import net from 'node:net';

/** A delivery target refused by policy (the message is safe to show in the dashboard and the log). */
export class WebhookTargetError extends Error {}

export const PRIVATE_TARGET_MESSAGE =
  'The webhook URL points to a private, loopback or link-local address, which is not allowed ' +
  '(WEBHOOK_ALLOW_PRIVATE=1 allows it)';

const IPV4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_BLOCKED: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

// Two lists: Node checks an IPv4 address against IPv6 rules too (as IPv4-mapped), which ::ffff:0:0/96 would catch.
const blockedV4 = new net.BlockList();
for (const [address, prefix] of IPV4_BLOCKED) blockedV4.addSubnet(address, prefix, 'ipv4');
const blockedV6 = new net.BlockList();
for (const [address, prefix] of IPV6_BLOCKED) blockedV6.addSubnet(address, prefix, 'ipv6');

/** Host names that stand for this machine or a metadata service whatever DNS says. */
const BLOCKED_NAME = /(^|\.)(localhost|metadata\.google\.internal|metadata|instance-data)$/i;

/** Whether an IP address (v4 or v6, without brackets) is one a webhook may not reach. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family === 6) return blockedV6.check(address.split('%')[0]!, 'ipv6');
  return true;
}

export interface ResolvedTarget {
  /** The address to connect to: the one that was checked. */
  address: string;
  family: 4 | 6;
}

/** The host of a URL as the resolver wants it: no brackets around IPv6, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Resolves the URL's host once and checks every address it has. With `allowPrivate`, any address goes.
 * Throws WebhookTargetError when the target is refused or its host cannot be resolved.
 */
export async function resolveWebhookTarget(
  url: URL,
  allowPrivate: boolean,
  lookup: typeof dns.lookup = dns.lookup,
): Promise<ResolvedTarget> {
  const host = hostOf(url);
  const literal = net.isIP(host);
  if (literal) {
    if (!allowPrivate && isPrivateAddress(host)) throw new WebhookTargetError(PRIVATE_TARGET_MESSAGE);
    return { address: host, family: literal as 4 | 6 };
  }
  const name = host.replace(/\.$/, '');
  if (!allowPrivate && BLOCKED_NAME.test(name)) throw new WebhookTargetError(PRIVATE_TARGET_MESSAGE);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(name, { all: true, verbatim: true });
  } catch {
    throw new WebhookTargetError('The webhook host could not be found');
  }
  if (addresses.length === 0) throw new WebhookTargetError('The webhook host could not be found');
  // One private address among several refuses the host: DNS may hand out any of them later.
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new WebhookTargetError(PRIVATE_TARGET_MESSAGE);
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * The check made when a webhook is saved: refuses private targets; a host that does not resolve right now
 * is accepted (DNS may be briefly down, or the name not yet published) and checked again at every send.
 */
export async function checkWebhookTargetOnSave(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await resolveWebhookTarget(new URL(url), allowPrivate);
  } catch (error) {
    if (error instanceof WebhookTargetError && error.message === PRIVATE_TARGET_MESSAGE) throw error;
  }
}
