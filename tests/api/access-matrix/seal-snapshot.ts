import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { loadConfig } from '../../../src/config.ts';
import { createApp } from '../../../src/http/app.ts';
import { buildDeps } from '../../../src/server.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { SealCall } from './seal-routes.ts';

/**
 * Snapshots of what a viewer is answered, and what of them may change while a contest is sealed.
 * Each snapshot is taken by an app opened afresh on the same data directory, so no answer kept in
 * memory (the home page's statistics are kept for minutes) can hide a change.
 */

export type Answer = { ok: boolean; code: number; body: unknown };

/** An app on the data directory of a running one, without the judge; closed by dispose. */
export function reopen(dataDir: string) {
  const deps = buildDeps(loadConfig({ 'check-responses': 'true', data: dataDir }, {}));
  return { app: createApp(deps), [Symbol.dispose]: () => deps.db.$client.close() };
}

export async function firstEvent(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!/event: .*\n(data: .*\n)?\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text.replace(/^: waiting\n\n/gm, '');
}

type App = ReturnType<typeof reopen>['app'];

/** A request as a browser at `ip` makes it; not through call(), which reads the whole body first (a board's stream never ends). */
export function request(
  app: App,
  method: string,
  c: SealCall,
  headers?: Record<string, string>,
  ip?: string,
): Promise<Response> {
  const sent = new Headers(headers);
  sent.set('Accept-Language', 'en-US');
  if (c.json !== undefined) sent.set('Content-Type', 'application/json');
  const server = ip ? { requestIP: () => ({ address: ip, family: 'IPv4', port: 50000 }) } : undefined;
  return Promise.resolve(
    app.request(
      c.path,
      { method, headers: sent, body: c.json === undefined ? undefined : JSON.stringify(c.json) },
      server,
    ),
  );
}

export async function answer(app: App, method: string, c: SealCall, headers?: Record<string, string>): Promise<Answer> {
  const res = await request(app, method, c, headers);
  const type = res.headers.get('content-type') ?? '';
  const code = res.status;
  if (type.includes('json')) {
    const env = (await res.json()) as { status: number; data: unknown };
    return { ok: code === 200 && env.status === 200, code, body: env.data };
  }
  if (type.includes('event-stream'))
    return { ok: code === 200, code, body: events(c.firstEvent ? await firstEvent(res) : await res.text()) };
  if (type.startsWith('text/')) return { ok: code === 200, code, body: await res.text() };
  const bytes = new Uint8Array(await res.arrayBuffer());
  // A zip's entries by name and content (the times stamped on them change by themselves).
  if (type.includes('zip'))
    return {
      ok: code === 200,
      code,
      body: Object.entries(unzipSync(bytes)).map(([name, data]) => ({ name, sha256: sha256(data) })),
    };
  return { ok: code === 200, code, body: `${type} sha256 ${sha256(bytes)}` };
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A stream's events as {event, data} (comments dropped). */
function events(text: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) => {
      const line = (name: string) =>
        block
          .split('\n')
          .find((l) => l.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      return { event: line('event'), data: JSON.parse(line('data') || 'null') };
    });
}

/** Statuses that say "submitted, result unknown" (or not judged yet): a row showing one carries no result. */
const NO_RESULT: readonly number[] = [JudgeStatus.SUBMITTED_NO_RESULT, JudgeStatus.PENDING];

/**
 * What of an answer may differ before and after a sealed answer, made comparable. Each rule says
 * why what it hides carries no result:
 * - a refusal is a refusal, whatever its words, and so is an answer that shows nothing (no data,
 *   or only empty lists: a new submission's cases while they are hidden);
 * - `now` is the server's clock;
 * - a new submission that shows no result ("submitted, result unknown", or pending) is taken out
 *   of lists, maps and streams (and a page's total with it), and a detail of one shows nothing:
 *   that someone submitted is no result;
 * - frozen tries: a board cell's `tryNum` and the `total` of a row that counts solved (`ac`)
 *   beside its tries (a board row, a contest problem row) count submissions, not their outcome,
 *   and so does the " +n?" of a sealed cell in the board's download (n frozen tries);
 * - a board stream's `version` counts changes of the board, not their outcome;
 * - `selection` is the viewer's own choice in a CT problem, not its verdict.
 */
export function normalise(a: Answer, newIds: ReadonlySet<number>): string {
  if (!a.ok || a.body === null || a.body === undefined) return NOTHING;
  if (typeof a.body === 'string') return a.body.replace(/ \+\d+\?/g, '');
  const body = walk(a.body, newIds);
  return body === NOTHING || showsNothing(body) ? NOTHING : JSON.stringify(body, null, 1);
}

const NOTHING = 'nothing shown';
const DROPPED = ['now', 'tryNum', 'version', 'selection'];

const showsNothing = (v: unknown) =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string' || (Array.isArray(x) && x.length === 0)) &&
  Object.values(v).some(Array.isArray);

const isNewWithoutResult = (v: unknown, newIds: ReadonlySet<number>) => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.submitId === 'number' &&
    newIds.has(o.submitId) &&
    typeof o.status === 'number' &&
    NO_RESULT.includes(o.status)
  );
};

function walk(v: unknown, newIds: ReadonlySet<number>): unknown {
  if (Array.isArray(v))
    return v
      .filter((x) => !isNewWithoutResult(x, newIds))
      .map((x) => walk(x, newIds))
      .filter((x) => x !== NOTHING);
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (isNewWithoutResult(o.submission, newIds) || isNewWithoutResult(o.data, newIds)) return NOTHING;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) {
    if (DROPPED.includes(k) || isNewWithoutResult(x, newIds)) continue;
    if (k === 'total' && 'ac' in o) continue;
    out[k] = walk(x, newIds);
  }
  if (Array.isArray(o.records) && typeof o.total === 'number') {
    const removed = o.records.length - (out.records as unknown[]).length;
    out.total = o.total - removed;
  }
  return out;
}

/** The lines of `after` that differ from `before`, a few of them. */
export function differences(before: string, after: string): string {
  const b = before.split('\n'),
    a = after.split('\n');
  const lines: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && lines.length < 6; i++) {
    if (a[i] !== b[i]) lines.push(`${(b[i] ?? '').trim()} → ${(a[i] ?? '').trim()}`);
  }
  return lines.join('; ');
}
