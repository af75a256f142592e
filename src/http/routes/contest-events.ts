import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { cidQuerySchema } from '../../contract/contests.ts';
import { contestVersion, onContestEvent, type ContestEventKind } from '../../domain/contests/events.ts';
import { contestFor } from '../../domain/contests/participation.ts';
import { assertCanSeeInside, assertOutsideBoardOpen, isContestAdmin } from '../../domain/access/contest-policy.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validate.ts';

/** A quiet stream writes a comment this often, below the server's idle timeout (Bun: 10 s). */
const KEEPALIVE_MS = 5_000;
/** Changes closer together than this are sent as one: a burst of judgements refreshes a board once. */
const GATHER_MS = 300;
/** A stream ends after this long; the page reconnects (the polls cover the gap). */
const MAX_STREAM_MS = 30 * 60_000;
/** Events only the contest's admins hear (their queues); the others reach everyone who may see inside. */
const ADMIN_ONLY: readonly ContestEventKind[] = ['print', 'ac'];

/**
 * GET /api/contest-events?cid=: Server-Sent Events named by what changed — `board` (a judgement,
 * a rejudge, a changed rule), `announcement`, and for contest admins `print` and `ac` — with data
 * {cid, version}; open pages read again what the event names. For those who may see the board:
 * participants inside the contest, or anyone while the outside board is open.
 */
export const contestEventRoutes = new Hono<AppEnv>()
  .get('/contest-events', (c) => {
    const { cid } = validate(cidQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    const now = Date.now();
    if (contest.openRank) assertOutsideBoardOpen(contest, now);
    else assertCanSeeInside(participant, contest, now);
    const admin = isContestAdmin(c.var.user, contest);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      const due = new Set<ContestEventKind>(['board']);
      const stop = onContestEvent((changedCid, kind) => {
        if (changedCid !== cid || (ADMIN_ONLY.includes(kind) && !admin)) return;
        due.add(kind);
        setTimeout(() => wake?.(), GATHER_MS);
      });
      stream.onAbort(() => wake?.());
      const started = Date.now();
      try {
        while (!stream.aborted && !stream.closed && Date.now() - started < MAX_STREAM_MS) {
          if (due.size > 0) {
            for (const kind of [...due]) await stream.writeSSE({ event: kind, data: JSON.stringify({ cid, version: contestVersion(cid) }) });
            due.clear();
          } else await stream.write(': waiting\n\n');
          await new Promise<void>((resolve) => {
            if (due.size > 0) return resolve();
            const timer = setTimeout(resolve, KEEPALIVE_MS);
            wake = () => { clearTimeout(timer); resolve(); };
          });
          wake = null;
        }
      } finally {
        stop();
      }
    });
  });
