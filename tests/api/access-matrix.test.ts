import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { ROUTE_TABLE, type Call, type Entry } from './access-matrix/route-table.ts';
import { ROLES, TOKENS, buildWorld, maySee, type RoleName, type Token, type World } from './access-matrix/world.ts';

/**
 * Every route of the app, called by every role (a visitor, a user, each restricted role, a problem
 * admin, an admin, the super admin) about a public, a private and a contest-only problem and
 * their submissions. A route fails when it answers a role with a token of a resource that role
 * may not see (a leak), refuses a role that may see what it asks for (a wrong refusal), lets in a
 * role it is not for, or answers 5xx. The routes are read from the app itself.
 */

/** "METHOD path" of every route the app registers, but the app-wide middleware and the 404 catch-all. */
function routesOf(app: World['app']): string[] {
  const keys = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
  return [...keys].filter((k) => k !== 'ALL /*' && k !== 'ALL /api/*');
}

const ROUTES = (() => {
  using probe = makeTestApp();
  return routesOf(probe.app);
})();

test('every route of the app has an entry in the matrix table, and every entry a route', () => {
  const missing = ROUTES.filter((k) => !(k in ROUTE_TABLE));
  const stale = Object.keys(ROUTE_TABLE).filter((k) => !ROUTES.includes(k));
  expect({ missing, stale }).toEqual({ missing: [], stale: [] });
});

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w?.[Symbol.dispose]());

async function check(key: string, entry: Entry, role: RoleName, c: Call): Promise<string[]> {
  const method = key.split(' ')[0]!;
  const headers = entry.endsSession ? w.freshSession(role) : w.sessions[role];
  const { res, env } = await call(w.app, c.path, { method, headers, json: c.json });
  const raw = await res.text();
  const text = (entry.read ? entry.read(raw, w) : raw).toLowerCase();
  const succeeded = res.status === 200 && (env === null || env.status === 200);
  const where = `${role} ${method} ${c.path}`;
  const failures: string[] = [];
  if (res.status >= 500) failures.push(`${where}: answered ${res.status} ${env?.msg ?? ''}`);
  for (const token of Object.keys(TOKENS) as Token[]) {
    if (!maySee(role, token) && text.includes(TOKENS[token])) failures.push(`${where}: leaks ${token}`);
  }
  const allowed = entry.allowed ? entry.allowed(role) : true;
  if (!allowed && succeeded) failures.push(`${where}: lets in a role it is not for`);
  if (allowed && c.gate) {
    const expected = c.target ? maySee(role, c.target) : true;
    if (succeeded !== expected)
      failures.push(
        `${where}: ${expected ? `wrongly refused (${res.status} ${env?.msg ?? ''})` : 'answers a role that may not see it'}`,
      );
  }
  if (allowed && succeeded) {
    for (const token of c.shows ?? []) {
      if (maySee(role, token) && !text.includes(TOKENS[token])) failures.push(`${where}: does not show ${token}`);
    }
  }
  return failures;
}

describe('access matrix', () => {
  for (const key of ROUTES) {
    const entry = ROUTE_TABLE[key];
    if (!entry || entry.middleware) continue;
    test(key, async () => {
      const failures: string[] = [];
      for (const role of Object.keys(ROLES) as RoleName[]) {
        for (const c of entry.calls!(w)) failures.push(...(await check(key, entry, role, c)));
      }
      expect(failures).toEqual([]);
    });
  }
});

test('the submission list counts only what the caller may see', async () => {
  const filters = [
    '',
    '&username=owner',
    '&status=0',
    '&problemID=zq',
    '&username=owner&status=0',
    '&completeProblemID=true&problemID=ZQPPRIVZQ',
  ];
  const seen: Record<string, string[]> = {};
  for (const role of ['anonymous', 'user', 'problemAdmin'] as RoleName[]) {
    for (const filter of filters) {
      const { env } = await call(w.app, `/api/get-submission-list?limit=100${filter}`, { headers: w.sessions[role] });
      (seen[role] ??= []).push(`${filter}: ${env.data.total} of ${env.data.records.length}`);
    }
  }
  const expected = (role: RoleName) => seen[role]!.map((line) => line.replace(/: (\d+) of (\d+)$/, ': $2 of $2'));
  for (const role of Object.keys(seen) as RoleName[]) expect(seen[role]!).toEqual(expected(role));
});
