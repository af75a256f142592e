import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/http/app.ts';
import { buildDeps } from '../../src/server.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';

/**
 * A fresh data directory and app with the real migrations, removed again by `dispose`. Its site
 * keeps no free-space reserve (tests upload on machines with little free disk) unless
 * `keepDiskReserve` leaves the site's default in place.
 */
export function makeTestApp(flags: Record<string, string> = {}, { keepDiskReserve = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-test-'));
  // Every answer that declares its schema is checked against it.
  const config = loadConfig({ 'check-responses': 'true', ...flags, data: dataDir }, {});
  const deps = buildDeps(config);
  if (!keepDiskReserve) setWebsiteConfig(deps.db, { diskReserveMb: 0 });
  const app = createApp(deps);
  return {
    app,
    deps,
    dataDir,
    [Symbol.dispose]() {
      deps.db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls the API and returns the parsed envelope plus the response. With `ip`, the request comes
 * as Bun's server would deliver it for a client at that address.
 */
export async function call(
  app: ReturnType<typeof makeTestApp>['app'],
  path: string,
  init: RequestInit & { json?: unknown; ip?: string } = {},
) {
  const { json, ip, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', 'en-US');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const server = ip ? { requestIP: () => ({ address: ip, family: 'IPv4', port: 50000 }) } : undefined;
  const res = await app.request(path, { ...rest, headers, body }, server);
  const env = (await res
    .clone()
    .json()
    .catch(() => null)) as { status: number; msg: string; data: any } | null;
  return { res, env: env!, status: res.status };
}
