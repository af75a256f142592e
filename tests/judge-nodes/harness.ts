/**
 * Judge nodes as real processes: a `verdict serve` with no local worker (its own data directory,
 * a short claim lease) and `verdict judge-node` processes with their own caches (both given the
 * tests' precompiled headers, tests/helpers/shared-headers.ts), a problem and a
 * student made in the data directory before the server opens it, and waits on the database the
 * server writes (every wait is for a state, never for a time).
 */
import { Database } from 'bun:sqlite';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { saveProblem } from '../../src/domain/problems/save-problem.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { createJudgeNode } from '../../src/domain/judge-nodes/tokens.ts';
import { buildDeps } from '../../src/server.ts';
import { createUser } from '../helpers/factories.ts';
import { FROM_SOURCE, readStdoutUntil, type Served, serveBinary } from '../helpers/serve-binary.ts';
import { seedHeaders } from '../helpers/shared-headers.ts';

const ROOT = join(import.meta.dir, '../..');
const children: Bun.Subprocess[] = [];
const nodes: Bun.Subprocess[] = [];
const dirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** Kills the judge nodes these helpers started (SIGKILL, after a SIGCONT for a stopped one). */
export function stopNodes(): void {
  for (const p of nodes.splice(0))
    if (p.exitCode === null && p.signalCode === null) {
      p.kill('SIGCONT');
      p.kill('SIGKILL');
    }
}

/** Kills every process these helpers started and removes their directories. */
export function cleanUp(): void {
  for (const p of children.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Burns about `loops`×10⁷ iterations, then prints a+b (or a-b when wrong). */
export const program = (right: boolean, loops = 0) => `#include <stdio.h>
int main(void){long long a,b;volatile unsigned long i,x=0;for(i=0;i<${loops}0000000UL;i++)x+=i;
if(scanf("%lld%lld",&a,&b)!=2)return 1;printf("%lld\\n",${right ? 'a+b' : 'a-b'});return 0;}`;

export const CASES = [
  { input: '1 2\n', output: '3\n' },
  { input: '5 7\n', output: '12\n' },
  { input: '40 2\n', output: '42\n' },
];

export interface World {
  dataDir: string;
  user: { username: string; password: string };
  tokens: Record<string, string>;
  problemId: string;
}

/** A data directory with a student, an a+b problem and judge node tokens of these names. */
export async function makeWorld(nodes: string[], problemId = 'N1', languages = ['C']): Promise<World> {
  const dataDir = tempDir('verdict-nodes-');
  const deps = buildDeps(loadConfig({ data: dataDir }, {}));
  const user = await createUser(deps, { role: 1000 });
  await saveProblem(
    { db: deps.db, dataDir: deps.dataDir },
    { uid: user.uid, username: user.username, role: 1000 },
    {
      problem: { problemId, title: 'Nodes', description: 'a+b', timeLimit: 5000 },
      samples: CASES,
      isUploadTestCase: false,
      languages,
    },
  );
  setWebsiteConfig(deps.db, { submissionFrequency: 0 });
  const tokens = Object.fromEntries(nodes.map((name) => [name, createJudgeNode(deps.db, name).token]));
  deps.db.$client.close();
  await seedHeaders(join(dataDir, 'judge', 'cache'));
  Bun.gc(true);
  return { dataDir, user: { username: user.username, password: user.password }, tokens, problemId };
}

export interface Server {
  proc: Served['proc'];
  base: string;
}

/** `verdict serve` with `workers` local workers (0: only nodes judge) and a short lease. */
export async function startServer(dataDir: string, workers = 0, port = 0, leaseMs = 1500): Promise<Server> {
  const { proc, base } = await serveBinary({
    command: FROM_SOURCE,
    cwd: ROOT,
    dataDir,
    port,
    args: ['--workers', String(workers)],
    env: { VERDICT_LOG_LEVEL: 'error', VERDICT_JUDGE_LEASE_MS: String(leaseMs) },
    onSpawn: (p) => children.push(p),
  });
  return { proc, base };
}

/** `verdict judge-node` against the server, ready once it says it judges (its cache given the built headers). */
export async function startNode(base: string, token: string, cacheDir: string, workers = 1) {
  await seedHeaders(cacheDir);
  const proc = Bun.spawn(
    [
      'bun',
      'src/main.ts',
      'judge-node',
      '--server',
      base,
      '--token',
      token,
      '--workers',
      String(workers),
      '--cache',
      cacheDir,
    ],
    {
      cwd: ROOT,
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'inherit',
      env: { ...process.env, VERDICT_LOG_LEVEL: 'error' },
    },
  );
  children.push(proc);
  nodes.push(proc);
  await readStdoutUntil(proc, /judge node judging/, 'the judge node');
  return proc;
}

export async function login(base: string, user: World['user']): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  return res.headers.get('Authorization')!;
}

export async function submit(
  base: string,
  session: string,
  problemId: string,
  code: string,
  language = 'C',
): Promise<number> {
  const res = await fetch(`${base}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: session },
    body: JSON.stringify({ pid: problemId, language, code, cid: 0 }),
  });
  const body = (await res.json()) as { status: number; data: { submitId: number } };
  if (body.status !== 200) throw new Error(`submit refused: ${JSON.stringify(body)}`);
  return body.data.submitId;
}

export interface Row {
  submit_id: number;
  status: number;
  judge_attempt: number;
  judge_retries: number;
  judger: string | null;
}

export function openDb(dataDir: string): Database {
  return new Database(join(dataDir, 'verdict.db'), { readonly: true });
}

export function row(db: Database, submitId: number): Row {
  return db
    .query('select submit_id, status, judge_attempt, judge_retries, judger from submissions where submit_id = ?')
    .get(submitId) as Row;
}

export function cases(db: Database, submitId: number): { case_index: number; status: number }[] {
  return db
    .query('select case_index, status from judge_cases where submit_id = ? order by case_index')
    .all(submitId) as { case_index: number; status: number }[];
}

export function judgedBy(db: Database, name: string): number {
  return (db.query('select judged from judge_nodes where name = ?').get(name) as { judged: number }).judged;
}

/** Waits until the node's count of final verdicts reaches `n` (it is written just after the verdict). */
export async function untilJudged(db: Database, name: string, n: number): Promise<void> {
  while (judgedBy(db, name) < n) await Bun.sleep(50);
}

/** Polls the database the server writes until the row satisfies `done`. */
export async function until(db: Database, submitId: number, done: (r: Row) => boolean): Promise<Row> {
  for (;;) {
    const r = row(db, submitId);
    if (r && done(r)) return r;
    await Bun.sleep(50);
  }
}

export const finished = (r: Row) => ![5, 6, 7].includes(r.status);

/** A call of the protocol with a node token. */
export async function nodeCall(base: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api/judge-node/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Accept-Language': 'en-US' },
    body: JSON.stringify(body),
  });
  return { http: res.status, body: (await res.json()) as { status: number; msg: string; data: unknown } };
}
