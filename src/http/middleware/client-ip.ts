import type { Context } from 'hono';

interface ServerLike {
  requestIP?: (request: Request) => { address: string } | null;
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * The client's address as Bun's server saw it (the server is the `env` of `app.fetch`). Only a
 * reverse proxy on the same machine is trusted to name the real client in X-Forwarded-For.
 */
export function clientIp(c: Context): string {
  const env = c.env as (ServerLike & { server?: ServerLike }) | undefined;
  const server = env?.server ?? env;
  const remote = server?.requestIP?.(c.req.raw)?.address ?? '';
  if (isLoopback(remote)) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return remote;
}
