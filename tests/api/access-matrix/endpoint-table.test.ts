import { expect, test } from 'bun:test';
import type { Hono } from 'hono';
import { allEndpoints, ENDPOINT_TABLES, routeKeysOf } from '../../../src/contract/endpoints/all.ts';
import { adminContestRoutes } from '../../../src/http/routes/admin-contest.ts';
import { contestRoutes } from '../../../src/http/routes/contest.ts';
import { contestExamRoutes } from '../../../src/http/routes/contest-exam.ts';
import { contestOpsRoutes } from '../../../src/http/routes/contest-ops.ts';
import { contestSealRoutes } from '../../../src/http/routes/contest-seal.ts';
import { makeTestApp } from '../../helpers/app.ts';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * The endpoint table (src/contract/endpoints) cannot drift from the app: each entry is a route the
 * app answers with the same method and path, each route of the areas on the table has its entry,
 * and the matrix calls each one (every role, every resource).
 */

const keysOf = (router: Pick<Hono, 'routes'>, prefix = '') =>
  [...new Set(router.routes.map((r) => `${r.method} ${prefix}${r.path}`))].filter((k) => !k.startsWith('ALL '));

const APP_ROUTES = (() => {
  using probe = makeTestApp();
  return new Set(keysOf(probe.app));
})();

/**
 * The contest areas on the table, and their routes that are no entry: a file rather than an
 * envelope, and an answer without a schema yet.
 */
const CONTEST_ROUTERS = [contestRoutes, contestOpsRoutes, contestExamRoutes, contestSealRoutes, adminContestRoutes];
const NOT_ENTRIES = ['GET /api/file/download-contest-print-text', 'GET /api/admin/contest/problem'];

test('every entry of the endpoint table is a route of the app with its method and path', () => {
  const entries = allEndpoints().flatMap(routeKeysOf);
  expect(entries.length).toBeGreaterThan(30);
  expect(entries.filter((k) => !APP_ROUTES.has(k))).toEqual([]);
  // The matrix calls every entry (the matrix itself fails a route it has no row for).
  expect(entries.filter((k) => !(k in ROUTE_TABLE))).toEqual([]);
});

test('every contest route of the app has its entry in the table, once', () => {
  const entries = allEndpoints().flatMap(routeKeysOf);
  const contestRoutesOfApp = CONTEST_ROUTERS.flatMap((r) => keysOf(r, '/api')).filter((k) => !NOT_ENTRIES.includes(k));
  expect(contestRoutesOfApp.filter((k) => !entries.includes(k))).toEqual([]);
  expect(entries.filter((k, i) => entries.indexOf(k) !== i)).toEqual([]);
});

test("the matrix lets a visitor into a call exactly when the entry's caller rule is 'anyone'", () => {
  const wrong = allEndpoints().flatMap(routeKeysOf).filter((key) => {
    const e = allEndpoints().find((x) => routeKeysOf(x).includes(key))!;
    const visitorAllowed = ROUTE_TABLE[key]?.allowed?.('anonymous') ?? true;
    return visitorAllowed !== (e.caller === 'anyone');
  });
  expect(wrong).toEqual([]);
});

test('every entry names its answer and a caller rule', () => {
  for (const [area, table] of Object.entries(ENDPOINT_TABLES)) {
    for (const [name, e] of Object.entries(table)) {
      expect({ entry: `${area}.${name}`, path: e.path.startsWith('/api/'), answer: typeof e.answer?.safeParse }).toEqual({ entry: `${area}.${name}`, path: true, answer: 'function' });
      expect(['anyone', 'signed-in'].includes(e.caller) || e.caller.endsWith('_admin')).toBe(true);
    }
  }
});
