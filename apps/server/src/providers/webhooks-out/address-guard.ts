import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

// Outgoing webhooks go to URLs the merchant typed; without this guard they could reach the
// cloud metadata service or anything else inside our network (SSRF). Addresses are classified by
// ipaddr.js's table of special-purpose ranges (RFC 6890 and later): only `unicast`, the rest of the
// address space, is public. Its table has no name for IPv4-compatible IPv6 (::/96, deprecated), so that
// range is refused here.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

type AddressKind = 'public' | 'loopback' | 'internal';

/** The addresses of this machine's own interfaces, normalized: a webhook must not call us back. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) {
      const address = entry.address.replace(/%.*$/, '');
      if (ipaddr.isValid(address)) own.add(ipaddr.process(address).toNormalizedString());
    }
  return own;
}

/**
 * What kind of place an already-resolved IP address is. IPv4-mapped IPv6 is judged as IPv4; anything
 * ipaddr.js does not call `unicast` (private, documentation, benchmarking, NAT64, 6to4, Teredo,
 * multicast, reserved...) and the host's own interface addresses are internal.
 */
export function classifyAddress(address: string): AddressKind {
  if (!ipaddr.isValid(address)) return 'internal';
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range === 'loopback') return 'loopback';
  if (range !== 'unicast') return 'internal';
  if (ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE)) return 'internal';
  if (ownAddresses().has(ip.toNormalizedString())) return 'internal';
  return 'public';
}

export class RefusedAddressError extends Error {}

function assertAllowed(address: string, allowLoopback: boolean): void {
  const kind = classifyAddress(address);
  if (kind === 'internal' || (kind === 'loopback' && !allowLoopback)) {
    throw new RefusedAddressError(
      `Refusing to send to ${address}: a private, reserved, loopback or this server's own address`,
    );
  }
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/** Resolves the URL's host and throws RefusedAddressError when any address it gives is refused. */
export async function assertUrlAllowed(url: URL, allowLoopback: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await resolveAll(host)).map((a) => a.address);
  for (const address of addresses) assertAllowed(address, allowLoopback);
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A socket `lookup` that checks the addresses it is about to connect to, so a host that resolved
 * to a public address at the check and to an internal one at connect time (DNS rebinding) is refused.
 */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolveAll(hostname).then(
      (addresses) => {
        try {
          for (const a of addresses) assertAllowed(a.address, allowLoopback);
        } catch (error) {
          callback(error as Error, '');
          return;
        }
        const first = addresses[0];
        if (options.all) callback(null, addresses);
        else if (first) callback(null, first.address, first.family);
        else callback(new Error(`No address for ${hostname}`), '');
      },
      (error: Error) => callback(error, ''),
    );
  };
}
