import { expect, test } from 'bun:test';
import type { Hono } from 'hono';
import { allEndpoints, ENDPOINT_TABLES, routeKeysOf } from '../../../src/contract/endpoints/all.ts';
import { PERMISSION_IDS } from '../../../src/contract/permissions.ts';
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
 * The app's routes that are no entry; every other route under /api is an entry of the table.
 * They answer a file or a stream rather than an envelope, or read a multipart upload (checked by
 * the upload's own validation, off the main thread).
 */
const FILES_AND_STREAMS = [
  'GET /api/events',
  'GET /api/public/avatars/:name',
  'GET /api/public/file/:name',
  'GET /api/video/file/:id',
  'GET /api/public/problem-files/:folder/:name',
  'GET /api/file/download-contest-print-text',
  'GET /api/file/download-contest-ac-submission',
  'GET /api/file/download-contest-rank',
  'GET /api/file/download-group-testcase',
  'GET /api/file/download-testcase',
  'GET /api/file/download-training-progress',
  'GET /api/file/export-problem',
  'GET /api/file/export-users',
  'GET /api/file/generate-user-excel',
  'GET /api/group/gradebook.csv',
  'GET /api/admin/similarity.csv',
  'GET /api/judge-node/file/:sha256',
];
const UPLOADS = [
  'POST /api/admin/user/preview-batch-user',
  'POST /api/file/import-fps-problem',
  'POST /api/file/import-hydro-problem',
  'POST /api/file/import-kattis-problem',
  'POST /api/file/import-polygon-problem',
  'POST /api/file/import-problem',
  'POST /api/file/import-qdoj-problem',
  'POST /api/file/upload-avatar',
  'POST /api/file/upload-carouse-img',
  'POST /api/file/upload-checker-include',
  'POST /api/file/upload-group-avatar',
  'POST /api/file/upload-group-testcase-zip',
  'POST /api/file/upload-md-file',
  'POST /api/file/upload-md-img',
  'POST /api/file/upload-testcase-zip',
  'POST /api/file/upload-video',
  'POST /api/group/roster-preview',
];
const NOT_ENTRIES = [...FILES_AND_STREAMS, ...UPLOADS];

test('every entry of the endpoint table is a route of the app with its method and path', () => {
  const entries = allEndpoints().flatMap(routeKeysOf);
  expect(entries.length).toBeGreaterThan(30);
  expect(entries.filter((k) => !APP_ROUTES.has(k))).toEqual([]);
  // The matrix calls every entry (the matrix itself fails a route it has no row for).
  expect(entries.filter((k) => !(k in ROUTE_TABLE))).toEqual([]);
});

test('every route of the app under /api has its entry in the table, once', () => {
  const entries = allEndpoints().flatMap(routeKeysOf);
  const apiRoutes = [...APP_ROUTES].filter((k) => k.split(' ')[1]!.startsWith('/api/') && !NOT_ENTRIES.includes(k));
  expect(apiRoutes.filter((k) => !entries.includes(k)).sort()).toEqual([]);
  expect(entries.filter((k, i) => entries.indexOf(k) !== i)).toEqual([]);
});

test("the matrix lets a visitor into a call exactly when the entry's caller rule is 'anyone'", () => {
  const wrong = allEndpoints()
    .flatMap(routeKeysOf)
    .filter((key) => {
      const e = allEndpoints().find((x) => routeKeysOf(x).includes(key))!;
      const visitorAllowed = ROUTE_TABLE[key]?.allowed?.('anonymous') ?? true;
      return visitorAllowed !== (e.caller === 'anyone');
    });
  expect(wrong).toEqual([]);
});

test('every entry names its answer and a caller rule', () => {
  for (const [area, table] of Object.entries(ENDPOINT_TABLES)) {
    for (const [name, e] of Object.entries(table)) {
      expect({
        entry: `${area}.${name}`,
        path: e.path.startsWith('/api/'),
        answer: typeof e.answer?.safeParse,
      }).toEqual({ entry: `${area}.${name}`, path: true, answer: 'function' });
      expect(
        ['anyone', 'signed-in', 'judge-node'].includes(e.caller) || (PERMISSION_IDS as string[]).includes(e.caller),
      ).toBe(true);
    }
  }
});
