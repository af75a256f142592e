import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';
import type { AppEnv } from '../env.ts';

interface ServerLike {
  requestIP?: (request: Request) => { address: string } | null;
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is written as `10.0.0.1`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const matchers = new WeakMap<readonly string[], BlockList>();

/** The configured proxies as a matcher, built once per configuration. */
function proxyMatcher(proxies: readonly string[]): BlockList {
  let list = matchers.get(proxies);
  if (!list) {
    list = new BlockList();
    for (const entry of proxies) {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(plain(address), family);
      else list.addSubnet(address, Number(bits), family);
    }
    matchers.set(proxies, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address. The peer is the address Bun's server saw (the server is the `env` of
 * `app.fetch`). Only a peer among the configured trusted proxies may name the client in
 * X-Forwarded-For; the chain is read from the right, skipping trusted proxies, and the first
 * address that is not one is the client. Addresses a client made up sit left of it and are never
 * read.
 */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as (ServerLike & { server?: ServerLike }) | undefined;
  const server = env?.server ?? env;
  const peer = plain(server?.requestIP?.(c.req.raw)?.address ?? '');
  const proxies = c.get('deps').config.trustedProxies;
  if (proxies.length === 0) return peer;
  const list = proxyMatcher(proxies);
  if (!isTrusted(list, peer)) return peer;
  const chain = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  let client = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!isIP(hop)) break;
    client = hop;
    if (!isTrusted(list, hop)) break;
  }
  return client;
}
