/**
 * Counts the spec's calls and routes (/work/shared/spec/*.md, or SPEC_DIR) against Verdict:
 * calls against the server's endpoint tables and hand-mounted routes (the access matrix's route
 * table lists every mounted route), routes against the UI's route tables.
 *
 *   bun run scripts/spec-count.ts      prints "calls N of M present", "routes N of M present",
 *                                      the missing ones, and what it could not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints, routeKeysOf } from '../src/contract/endpoints/all.ts';
import { ROUTE_TABLE } from '../tests/api/access-matrix/route-table.ts';
import { patternOf, redirectFor, ROUTES } from '../ui/app/routes.ts';
import { type SpecCall, specCalls } from './spec-count/calls.ts';
import { missingNote, resolveCall } from './spec-count/resolve.ts';
import { type SpecRoute, specRoutes } from './spec-count/routes.ts';

export const SPEC_DIR = process.env.SPEC_DIR ?? '/work/shared/spec';

export interface SpecCount {
  calls: { total: number; present: number; missing: { call: SpecCall; note: string }[] };
  routes: { total: number; present: number; missing: SpecRoute[] };
  unparsed: string[];
}

/** The spec's documents in their order (1-…, 2-…, 3-…). */
export function readSpec(dir = SPEC_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** Whether the UI renders an address: a route of its own (not the 404 page), or a redirect to one other than the admin login's bounce. */
export function rendersRoute(specPath: string): boolean {
  const path = specPath.replace(/\{[^}]+\}/g, '1');
  if (ROUTES.some((r) => patternOf(r.path).test(path))) return true;
  const to = redirectFor(path);
  return to !== null && to !== '/admin/login';
}

export function specCount(docs = readSpec()): SpecCount {
  const keys = new Set([...allEndpoints().flatMap(routeKeysOf), ...Object.keys(ROUTE_TABLE)]);
  const calls = specCalls(docs);
  const missingCalls = calls.items
    .filter((c) => resolveCall(c, keys) === null)
    .map((call) => ({ call, note: missingNote(call, keys) }));
  const routes = specRoutes(docs);
  const missingRoutes = routes.items.filter((r) => !rendersRoute(r.path));
  return {
    calls: { total: calls.items.length, present: calls.items.length - missingCalls.length, missing: missingCalls },
    routes: { total: routes.items.length, present: routes.items.length - missingRoutes.length, missing: missingRoutes },
    unparsed: [...calls.unparsed, ...routes.unparsed],
  };
}

if (import.meta.main) {
  const r = specCount();
  console.log(`calls ${r.calls.present} of ${r.calls.total} present`);
  for (const { call, note } of r.calls.missing)
    console.log(`  missing call (doc ${call.doc}): ${call.method ? `${call.method} ` : ''}${call.name} — ${note}`);
  console.log(`routes ${r.routes.present} of ${r.routes.total} present`);
  for (const route of r.routes.missing) console.log(`  missing route (doc ${route.doc}): ${route.path}`);
  if (r.unparsed.length) console.log('could not read:');
  for (const u of r.unparsed) console.log(`  ${u}`);
  if (process.argv.includes('--list')) {
    for (const c of specCalls(readSpec()).items) console.log(`call doc ${c.doc} ${c.kind} ${c.method ?? ''} ${c.name}`);
    for (const route of specRoutes(readSpec()).items) console.log(`route doc ${route.doc} ${route.path}`);
  }
  process.exit(r.calls.missing.length + r.routes.missing.length > 0 ? 1 : 0);
}
