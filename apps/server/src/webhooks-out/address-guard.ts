import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Outgoing webhooks go to URLs the merchant typed; without this guard they could reach the
// cloud metadata service or anything else inside our network (SSRF).

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

type AddressKind = 'public' | 'loopback' | 'internal';

/** What kind of place an already-resolved IP address is. IPv4-mapped IPv6 is judged as IPv4. */
export function classifyAddress(address: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  const family = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, family)) return 'loopback';
  if (internal.check(ip, family)) return 'internal';
  return 'public';
}

export class RefusedAddressError extends Error {}

function assertAllowed(address: string, allowLoopback: boolean): void {
  const kind = classifyAddress(address);
  if (kind === 'internal' || (kind === 'loopback' && !allowLoopback)) {
    throw new RefusedAddressError(`Refusing to send to ${address}: private, loopback or link-local address`);
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
