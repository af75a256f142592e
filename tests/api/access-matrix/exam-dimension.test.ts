import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { makeTestApp } from '../../helpers/app.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { firstEvent, request } from './seal-snapshot.ts';
import { examCalls, expected, variants, type ExamCall } from './exam-calls.ts';
import { FORBIDDEN, HOME, INSIDE, LAB, buildExamWorld, type ExamWorld } from './exam-world.ts';

/**
 * The access matrix during an exam: every route of the app, with the access matrix's calls, the
 * variants that name the exam in one place and another contest (or none) in another, and the
 * exam's own pages, called by a student taking the exam. From the lab, only the exam's calls may
 * answer (the list in exam-calls.ts, written on its own), the exam's own pages must, and no answer
 * may carry anything from outside the exam: the bank's problems, the other contest, the group, the
 * training, other users' code, the student's earlier work. From home, only logout answers, and it
 * carries nothing. The routes are read from the app: a route without an entry fails.
 */

setDefaultTimeout(300_000);

const ROUTES = (() => {
  using probe = makeTestApp();
  const keys = new Set(probe.app.routes.map((r) => `${r.method} ${r.path}`));
  return [...keys].filter((k) => !k.startsWith('ALL '));
})();

test('every route of the app has an entry in the matrix table', () => {
  expect(ROUTES.filter((k) => !ROUTE_TABLE[k])).toEqual([]);
});

let w: ExamWorld;
let headers: Record<string, string>;
let size = 0;
beforeAll(async () => {
  w = await buildExamWorld();
  headers = await w.signIn();
});
afterAll(() => {
  console.log(
    `exam dimension: ${ROUTES.length} routes × 1 role (the exam taker) × 2 states (from the lab, from home) = ${size} calls`,
  );
  w?.[Symbol.dispose]();
});

/** The answer as text to search, with each submission it names by id turned into that submission's token. */
async function text(res: Response, c: ExamCall): Promise<string> {
  const type = res.headers.get('content-type') ?? '';
  let body: string;
  if (type.includes('event-stream')) body = c.firstEvent ? await firstEvent(res) : await res.text();
  else if (type.includes('zip'))
    body = Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer())))
      .map(([n, d]) => `${n} ${new TextDecoder().decode(d)}`)
      .join('\n');
  else body = await res.text();
  const ids = [...body.matchAll(/"submitId":(\d+)|"(\d+)":\{"submitId"/g)].map((m) => Number(m[1] ?? m[2]));
  return `${body} ${ids.map((id) => w.tokenOf.get(id) ?? '').join(' ')}`.toLowerCase();
}

async function run(
  key: string,
  c: ExamCall,
  ip: string,
): Promise<{ ok: boolean; code: number; msg: string; text: string }> {
  size += 1;
  const method = key.split(' ')[0]!;
  const res = await request(w.app, method, c, headers, ip);
  const raw = await text(res, c);
  let env: { status?: number; msg?: string } | null = null;
  try {
    env = JSON.parse(raw.slice(0, raw.lastIndexOf('}') + 1));
  } catch {
    /* not an envelope */
  }
  const ok = res.status === 200 && (env?.status === undefined || env.status === 200);
  if (ROUTE_TABLE[key]?.endsSession) headers = await w.signIn();
  return { ok, code: res.status, msg: env?.msg ?? '', text: raw };
}

function callsOf(key: string): ExamCall[] {
  const entry = ROUTE_TABLE[key]!;
  const own = examCalls(w)
    .filter(([k]) => k === key)
    .map(([, c]) => c);
  return [...(entry.calls ? entry.calls(w).flatMap((c) => variants(key, c, w)) : []), ...own];
}

/** Routes that end the session go last: the student signs in again after each. */
const ORDER = [
  ...ROUTES.filter((k) => !ROUTE_TABLE[k]?.endsSession),
  ...ROUTES.filter((k) => ROUTE_TABLE[k]?.endsSession),
];

describe('exam dimension: the exam taker in the lab', () => {
  for (const key of ORDER) {
    if (!ROUTE_TABLE[key] || ROUTE_TABLE[key]!.middleware) continue;
    test(key, async () => {
      const failures: string[] = [];
      for (const c of callsOf(key)) {
        const want = expected(key, c, w);
        const where = `${c.path}${c.json === undefined ? '' : ` ${JSON.stringify(c.json)}`}`;
        const got = await run(key, c, LAB);
        if (got.code >= 500) failures.push(`${where}: answered ${got.code} ${got.msg}`);
        if (got.ok && want === 'refuse') failures.push(`${where}: answers outside the exam`);
        if (!got.ok && want === 'answer')
          failures.push(`${where}: the exam's own call refused (${got.code} ${got.msg})`);
        if (got.ok && want === 'answer')
          for (const token of c.shows ?? [])
            if (!got.text.includes(token)) failures.push(`${where}: does not show ${token}`);
        for (const token of c.hides ?? []) if (got.text.includes(token)) failures.push(`${where}: carries ${token}`);
        for (const token of FORBIDDEN) if (got.text.includes(token)) failures.push(`${where}: leaks ${token}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('exam dimension: the exam taker from home', () => {
  for (const key of ORDER) {
    if (!ROUTE_TABLE[key] || ROUTE_TABLE[key]!.middleware) continue;
    test(key, async () => {
      const failures: string[] = [];
      for (const c of callsOf(key)) {
        const where = `${c.path}${c.json === undefined ? '' : ` ${JSON.stringify(c.json)}`}`;
        const got = await run(key, c, HOME);
        if (got.code >= 500) failures.push(`${where}: answered ${got.code} ${got.msg}`);
        if (got.ok && key !== 'GET /api/logout') failures.push(`${where}: answers away from the lab`);
        for (const token of [...FORBIDDEN, ...Object.values(INSIDE)])
          if (got.text.includes(token)) failures.push(`${where}: leaks ${token} away from the lab`);
      }
      expect(failures).toEqual([]);
    });
  }
});
