import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { makeTestApp } from '../../helpers/app.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { NOTHING_OF_SUBMISSIONS, SEAL_ROUTES } from './seal-routes.ts';
import { answer, differences, normalise, reopen, type Answer } from './seal-snapshot.ts';
import { buildSealWorld, type ContestKind, type SealWorld } from './seal-world.ts';

/**
 * The access matrix during a seal: every route that can answer with anything derived from a
 * submission is called by every viewer (a visitor, a classmate who takes part, the submitter, a
 * plain user, a level-4 admin of the contests' group, the group's owner who made its contests, the
 * super admin) in four states: before, then after the submitter's accepted answer after the seal
 * in the ACM contest, in the OI contest and in the CT contest (judged as any answer is). Between
 * two states only the contest's admins may learn something new — and the submitter of the ACM
 * contest, whose rules show them their own results; OI and CT show nobody a result until the seal
 * lifts. The routes are read from the app: a route that is not in the table fails.
 */

setDefaultTimeout(300_000);

const ROUTES = (() => {
  using probe = makeTestApp();
  const keys = new Set(probe.app.routes.map((r) => `${r.method} ${r.path}`));
  return [...keys].filter((k) => !k.startsWith('ALL '));
})();

/**
 * The back office (/api/admin/…): only staff may call it (the access matrix checks that the others
 * are refused), so no viewer here reaches it but the super admin, who may learn everything.
 */
const staffOnly = (key: string) => key.split(' ')[1]!.startsWith('/api/admin/') && ROUTE_TABLE[key] !== undefined;
/**
 * The judge node protocol: it carries submissions, but only to a node's token; every session is
 * refused there (the access matrix checks that no role's session is answered).
 */
const nodeOnly = (key: string) => key.split(' ')[1]!.startsWith('/api/judge-node/') && ROUTE_TABLE[key] !== undefined;
const sessionless = (key: string) => staffOnly(key) || nodeOnly(key);

test("every route the app serves is in the seal table, known to carry nothing of submissions, or staff's or a judge node's only", () => {
  const unknown = ROUTES.filter((k) => !(k in SEAL_ROUTES) && !(k in NOTHING_OF_SUBMISSIONS) && !sessionless(k));
  const stale = [...Object.keys(SEAL_ROUTES), ...Object.keys(NOTHING_OF_SUBMISSIONS)].filter(
    (k) => !ROUTES.includes(k),
  );
  const twice = Object.keys(SEAL_ROUTES).filter((k) => k in NOTHING_OF_SUBMISSIONS || sessionless(k));
  expect({ unknown, stale, twice }).toEqual({ unknown: [], stale: [], twice: [] });
});

type ViewerName = keyof SealWorld['viewers'];
type Snapshot = Record<string, Answer>;
const STEPS: ContestKind[] = ['acm', 'oi', 'ct'];

let w: SealWorld;
/** states[0] before; states[i] after the answer in STEPS[i - 1]. Keyed "viewer route call". */
const states: Snapshot[] = [];
const newIds: Record<ContestKind, number> = { acm: 0, oi: 0, ct: 0 };
let calls = 0;
const asked: number[] = [];

async function snapshot(): Promise<Snapshot> {
  using fresh = reopen(w.t.dataDir);
  // The ids of the answers still to come are asked about in every state: before they exist, and after.
  if (asked.length === 0) {
    const ids = w.submitIds();
    asked.push(...ids, ...STEPS.map((_, i) => Math.max(...ids) + i + 1));
  }
  const out: Snapshot = {};
  for (const [viewer, headers] of Object.entries(w.viewers)) {
    for (const [key, calls_] of Object.entries(SEAL_ROUTES)) {
      const method = key.split(' ')[0]!;
      for (const c of calls_(w, asked)) {
        out[`${viewer} ${key} ${c.path} ${JSON.stringify(c.json ?? null)}`] = await answer(
          fresh.app,
          method,
          c,
          headers,
        );
        calls += 1;
      }
    }
  }
  return out;
}

beforeAll(async () => {
  w = await buildSealWorld();
  states.push(await snapshot());
  for (const kind of STEPS) {
    newIds[kind] = await w.acAfterSeal(w.contests[kind]);
    if (!asked.includes(newIds[kind]))
      throw new Error(`the answer in the ${kind} contest got an id nobody asked about: ${newIds[kind]}`);
    states.push(await snapshot());
  }
  console.log(
    `seal dimension: ${Object.keys(SEAL_ROUTES).length} routes × ${Object.keys(w.viewers).length} viewers × ${states.length} states (${STEPS.length} sealed contests) = ${calls} calls`,
  );
});
afterAll(async () => {
  await w?.[Symbol.asyncDispose]();
});

/** Who may learn of the answer in this contest: its admins, and the submitter where the rules show one's own result. */
function mayLearn(kind: ContestKind, viewer: ViewerName): boolean {
  const c = w.contests[kind];
  return viewer === 'root' || viewer === c.admin || (viewer === 'submitter' && c.ownResultShown);
}

describe('seal dimension', () => {
  STEPS.forEach((kind, i) => {
    for (const key of Object.keys(SEAL_ROUTES)) {
      test(`${kind}: ${key}`, () => {
        const before = states[i]!,
          after = states[i + 1]!;
        const fresh = new Set([newIds[kind]]);
        const failures: string[] = [];
        for (const name of Object.keys(after)) {
          const [viewer, route] = [name.split(' ')[0] as ViewerName, name.split(' ').slice(1, 3).join(' ')];
          if (route !== key) continue;
          if (after[name]!.code >= 500)
            failures.push(`${viewer} ${name.split(' ').slice(3).join(' ')}: answered ${after[name]!.code}`);
          if (mayLearn(kind, viewer)) continue;
          const b = normalise(before[name]!, fresh),
            a = normalise(after[name]!, fresh);
          if (a !== b)
            failures.push(
              `${name.split(' ').slice(0, 1).concat(name.split(' ').slice(3)).join(' ')}: ${differences(b, a)}`,
            );
        }
        expect(failures).toEqual([]);
      });
    }
  });

  test("the answers after the seal happened: each contest's admin sees them on the board and in the list", () => {
    STEPS.forEach((kind, i) => {
      const c = w.contests[kind];
      const seen = (s: Snapshot) =>
        normalise(
          s[`${c.admin} GET /api/contest-submissions /api/contest-submissions?contestID=${c.cid}&limit=100 null`]!,
          new Set(),
        );
      expect({ kind, changed: seen(states[i]!) !== seen(states[i + 1]!) }).toEqual({ kind, changed: true });
    });
  });
});
