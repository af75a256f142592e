import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { cidQuerySchema } from '../../contract/contests.ts';
import { boardVersion, onBoardChange } from '../../domain/contests/cells.ts';
import { contestFor } from '../../domain/contests/participation.ts';
import { assertCanSeeInside, assertOutsideBoardOpen } from '../../domain/contests/policy.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validate.ts';

/** A quiet stream writes a comment this often, below the server's idle timeout (Bun: 10 s). */
const KEEPALIVE_MS = 5_000;
/** Changes closer together than this are sent as one: a burst of judgements refreshes a board once. */
const GATHER_MS = 300;
/** A stream ends after this long; the page reconnects (the 30 s refresh covers the gap). */
const MAX_STREAM_MS = 30 * 60_000;

/**
 * GET /api/contest-events?cid=: Server-Sent Events (`event: board`, data {cid, version}) each time
 * the contest's board may have changed (a judgement, a rejudge, a changed rule); open boards read
 * their page again. For those who may see the board: participants inside the contest, or anyone
 * while the outside board is open.
 */
export const contestEventRoutes = new Hono<AppEnv>()
  .get('/contest-events', (c) => {
    const { cid } = validate(cidQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    const now = Date.now();
    if (contest.openRank) assertOutsideBoardOpen(contest, now);
    else assertCanSeeInside(participant, contest, now);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      let changed = false;
      const stop = onBoardChange((changedCid) => {
        if (changedCid !== cid) return;
        changed = true;
        setTimeout(() => wake?.(), GATHER_MS);
      });
      stream.onAbort(() => wake?.());
      const started = Date.now();
      try {
        await stream.writeSSE({ event: 'board', data: JSON.stringify({ cid, version: boardVersion(cid) }) });
        while (!stream.aborted && !stream.closed && Date.now() - started < MAX_STREAM_MS) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, KEEPALIVE_MS);
            wake = () => { clearTimeout(timer); resolve(); };
          });
          wake = null;
          if (changed) {
            changed = false;
            await stream.writeSSE({ event: 'board', data: JSON.stringify({ cid, version: boardVersion(cid) }) });
          } else await stream.write(': waiting\n\n');
        }
      } finally {
        stop();
      }
    });
  });
