import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/http/app.ts';
import { buildDeps } from '../../src/server.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { openDb } from '../../src/db/client.ts';
import { migrations } from '../../src/db/migrations.gen.ts';

/**
 * A database file made by the real migrations, once per schema (kept in the temporary folder, named by
 * the migrations' hash), copied into each new data directory: opening the copy applies no migration, as
 * a server restarted on its own data does, where migrating afresh cost every app tens of milliseconds.
 */
let migrated: string | undefined;
function migratedDb(): string {
  if (migrated) return migrated;
  const hash = new Bun.CryptoHasher('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const file = join(tmpdir(), 'verdict-test-migrated', `${hash}.db`);
  if (existsSync(file)) return (migrated = file);
  mkdirSync(dirname(file), { recursive: true });
  // Made aside and renamed in whole (checkpointed and closed: the file alone holds it), so a process
  // beside this one never copies half of it.
  const staging = `${file}.tmp-${process.pid}`;
  const db = openDb(staging);
  db.$client.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.$client.close();
  renameSync(staging, file);
  for (const side of ['-wal', '-shm']) rmSync(`${staging}${side}`, { force: true });
  return (migrated = file);
}

/**
 * A fresh data directory and app with the real migrations (applied once per schema: `migratedDb`),
 * removed again by `dispose`. Its site keeps no free-space reserve (tests upload on machines with little
 * free disk) unless `keepDiskReserve` leaves the site's default in place.
 */
export function makeTestApp(flags: Record<string, string> = {}, { keepDiskReserve = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-test-'));
  copyFileSync(migratedDb(), join(dataDir, 'verdict.db'));
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
