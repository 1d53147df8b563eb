import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { own } from '../../schema/own';

/**
 * Who sent a request and over which scheme. Behind a reverse proxy the socket's peer is the proxy, and
 * the visitor's address and scheme arrive in X-Forwarded-For and X-Forwarded-Proto. Anyone can send
 * those headers, so they are believed only when the peer is a proxy the operator named in TRUST_PROXY;
 * otherwise the login limit would count whatever address a client chose to claim.
 */
export interface TrustedProxies {
  /** The setting as given, for messages. */
  readonly description: string;
  trusts(address: string): boolean;
}

/** '::ffff:10.0.0.1' is 10.0.0.1: IPv4 peers on a dual-stack socket arrive in that form. */
function plainAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Parses TRUST_PROXY: a comma-separated list of addresses and CIDR ranges, IPv4 or IPv6, and the names
 * 'loopback' and 'private'. Throws with a readable message on anything else. Empty means trust none.
 */
export function parseTrustProxy(setting: string | undefined): TrustedProxies | null {
  const entries = (setting ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => own(NAMED_RANGES, e.toLowerCase()) ?? [e])) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (!family || rest.length || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32) || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR range (such as 10.0.0.0/8), 'loopback' or 'private'.`);
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    description: entries.join(', '),
    trusts(address: string) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Requests made in-process (app.request in a test) have no socket.
    return null;
  }
}

/**
 * The visitor's address: the socket peer, or, when that peer is a trusted proxy, the nearest address in
 * X-Forwarded-For that is not itself a trusted proxy (read from the right, since each proxy appends).
 */
export function clientIp(c: Context, proxies: TrustedProxies | null): string {
  const peer = socketAddress(c);
  if (!peer) return 'unknown';
  if (!proxies?.trusts(peer)) return plainAddress(peer);
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => plainAddress(a))
    .filter((a) => isIP(a) !== 0);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!proxies.trusts(chain[i]) || i === 0) return chain[i];
  }
  return plainAddress(peer);
}

/** 'https' or 'http' as the visitor used it: X-Forwarded-Proto from a trusted proxy, else the request's own. */
export function requestProtocol(c: Context, proxies: TrustedProxies | null): 'http' | 'https' {
  const own = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  const peer = socketAddress(c);
  if (!peer || !proxies?.trusts(peer)) return own;
  // The proxy facing the visitor writes the first value; later hops may append their own.
  const forwarded = (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase();
  return forwarded === 'https' || forwarded === 'http' ? forwarded : own;
}
