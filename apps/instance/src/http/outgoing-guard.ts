import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Every request the instance makes to a URL someone else chose (Web Push endpoints) goes through
 * here: https only, and never to loopback, private, link-local, unspecified, multicast or reserved
 * addresses, checked on the URL and again on every address its host resolves to, at connect time,
 * so a DNS answer cannot point the instance at itself or its network. Mastodon does the same
 * (PrivateAddressCheck, Request::Socket).
 */
export interface OutgoingPolicy {
  /** Loopback addresses and plain http allowed: for tests and local development only. */
  allowLoopback: boolean;
}

export const STRICT_OUTGOING: OutgoingPolicy = { allowLoopback: false };

/** Thrown (or passed to callbacks) when a destination is refused. */
export class OutgoingRefused extends Error {
  readonly code = 'ERR_OUTGOING_REFUSED';
}

const LOOPBACK: [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];

// Mastodon's PrivateAddressCheck list, plus the unspecified and site-local IPv6 blocks.
const NOT_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 32, 'ipv6'],
  ['2001:10::', 28, 'ipv6'],
  ['2001:20::', 28, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

function blockList(subnets: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

// A BlockList matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against its IPv4 subnets too.
const loopback = blockList(LOOPBACK);
const notPublic = blockList(NOT_PUBLIC);

/** Why the instance must not connect to this IP address, or null when it may. */
export function refusedAddress(address: string, policy: OutgoingPolicy): string | null {
  const bare = address.replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return `${address} is not an IP address`;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(bare, family)) return policy.allowLoopback ? null : `${address} is a loopback address`;
  if (notPublic.check(bare, family)) return `${address} is not a public address`;
  return null;
}

const isLocalhostName = (host: string): boolean => /(^|\.)localhost\.?$/i.test(host);

/**
 * Why a URL may not be requested, judging by the URL alone (scheme, literal address, `localhost`),
 * or null; host names are checked again on what they resolve to when connecting.
 */
export function refusedUrl(raw: string | URL, policy: OutgoingPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  const schemes = policy.allowLoopback ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return `${url.protocol} URLs are not allowed`;
  if (url.username !== '' || url.password !== '') return 'URLs with credentials are not allowed';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') return 'the URL has no host';
  if (isIP(host) !== 0) return refusedAddress(host, policy);
  if (isLocalhostName(host)) return policy.allowLoopback ? null : `${host} is a loopback host`;
  return null;
}

type Resolve = (hostname: string, options: dns.LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A `lookup` for sockets that resolves every address of the host and refuses the host if any of
 * them is refused, so the socket can only connect to an address that was checked.
 */
export function guardedLookup(policy: OutgoingPolicy, resolve: Resolve = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.map((entry) => refusedAddress(entry.address, policy)).find((reason) => reason !== null);
      if (refused !== undefined || addresses.length === 0) {
        return callback(new OutgoingRefused(`${hostname}: ${refused ?? 'no address'}`), '', 4);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(new OutgoingRefused(`${hostname}: no address`), '', 4);
    });
  };
}

export interface OutgoingResponse {
  status: number;
}

/**
 * POSTs `body` to `url` if the policy allows it: no redirects are followed, and the answer's body
 * is read and dropped. Rejects with OutgoingRefused for a refused destination.
 */
export function postOutgoing(
  url: string,
  request: { headers: Record<string, string>; body: Uint8Array | null; timeoutMs: number; policy: OutgoingPolicy },
): Promise<OutgoingResponse> {
  const refused = refusedUrl(url, request.policy);
  if (refused !== null) return Promise.reject(new OutgoingRefused(`${url}: ${refused}`));
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body?.byteLength ?? 0) },
        lookup: guardedLookup(request.policy),
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
