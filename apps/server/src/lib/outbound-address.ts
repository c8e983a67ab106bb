import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a request made on a user's behalf (push endpoints, later webhooks) must never reach: this
 * machine, the private network around it, link-local (cloud metadata at 169.254.169.254) and the reserved
 * ranges. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 rules by BlockList.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

export class OutboundAddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

/** True for an address on the public internet; false for loopback, private, link-local and reserved ones. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export type HostLookup = (host: string) => Promise<string[]>;

const systemLookup: HostLookup = async (host) => (await dnsLookup(host, { all: true })).map((entry) => entry.address);

/**
 * Resolves a host and checks every address it answers, so a name with one public and one private address
 * is refused as a whole; answers the first address, which the caller connects to (see `pinnedLookup`) so a
 * second resolution cannot swap in another one.
 */
export async function resolvePublicAddress(
  host: string,
  opts: { lookup?: HostLookup; allowPrivate?: boolean } = {},
): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await (opts.lookup ?? systemLookup)(bare);
  if (addresses.length === 0) throw new OutboundAddressRefused(host, 'no address');
  if (!opts.allowPrivate) {
    const refused = addresses.find((address) => !isPublicAddress(address));
    if (refused) throw new OutboundAddressRefused(host, refused);
  }
  return addresses[0];
}

/** A `lookup` for http(s).request that answers only the address already checked. */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address) === 6 ? 6 : 4;
  return (_hostname, options, callback) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
