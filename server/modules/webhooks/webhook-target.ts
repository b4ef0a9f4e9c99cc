// Where a webhook may call: never into the server's own networks (cloud metadata, loopback services, the LAN) unless
// WEBHOOK_ALLOWED_HOSTS names the host. Checked on the addresses the name resolves to, and the call then connects to
// the address checked, so a name that resolves differently a moment later (DNS rebinding) cannot swap it.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { MAX_WEBHOOK_URL_LENGTH } from '../../shared/webhook-events.js';

/** Reasons a target is refused, as the API names them (BAD_USER_INPUT on `url`) and the delivery log records them. */
export type TargetProblem = 'INVALID_URL' | 'URL_CREDENTIALS' | 'ADDRESS_REFUSED' | 'UNKNOWN_HOST';

export type CheckedTarget = { url: URL; address: string; family: 4 | 6 } | { problem: TargetProblem; detail?: string };

/** Special-purpose ranges (RFC 6890 and successors): nothing an integrator's public endpoint lives in. */
const refused = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  // Unspecified, loopback and the IPv4-compatible block; IPv4-translated (SIIT: ::ffff:0:a.b.c.d, which BlockList does not
  // read as the IPv4 address it carries, as it does an IPv4-mapped one); NAT64 (IPv4 through a gateway); 6to4.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  // Unique-local, link-local, site-local (deprecated), multicast.
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, bits, 'ipv6');

/**
 * Whether an address is in a refused range. BlockList itself checks an IPv4-mapped IPv6 address (::ffff:a.b.c.d in
 * either notation) against the IPv4 ranges; a zone index (fe80::1%eth0) says nothing about the range and is dropped.
 */
export function isRefusedAddress(address: string): boolean {
  const plain = address.replace(/%.*$/, '');
  const family = isIP(plain);
  return family === 0 || refused.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host as WEBHOOK_ALLOWED_HOSTS entries are written: lower case, IPv6 without brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** Parses an address an administrator gave: http(s), a host, no user name or password. */
export function parseTargetUrl(text: string): URL | { problem: TargetProblem } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: 'INVALID_URL' };
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || text.length > MAX_WEBHOOK_URL_LENGTH)
    return { problem: 'INVALID_URL' };
  // Credentials in the address would be shown in the admin's list and logs; the signature authenticates the call.
  if (url.username || url.password) return { problem: 'URL_CREDENTIALS' };
  return url;
}

/**
 * The address to connect to for `text`: its host resolved (every address it has must be allowed, so a name with a
 * public and a private address is refused), or the literal address itself. A host WEBHOOK_ALLOWED_HOSTS lists is
 * allowed whatever it resolves to; an entry allows that host as written in the URL, not other names of its addresses.
 */
export async function checkTarget(text: string, allowedHosts: readonly string[]): Promise<CheckedTarget> {
  const url = parseTargetUrl(text);
  if ('problem' in url) return url;
  const host = hostOf(url);
  const allowed = allowedHosts.includes(host);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      return { problem: 'UNKNOWN_HOST', detail: (error as NodeJS.ErrnoException).code };
    }
  }
  if (!addresses.length) return { problem: 'UNKNOWN_HOST' };
  const bad = allowed ? undefined : addresses.find((a) => isRefusedAddress(a.address));
  if (bad) return { problem: 'ADDRESS_REFUSED', detail: bad.address };
  const first = addresses[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
