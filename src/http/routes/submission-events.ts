import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { isFinalStatus, JudgeStatus } from '../../contract/judge-status.ts';

const SUBMITTED_NO_RESULT = JudgeStatus.SUBMITTED_NO_RESULT;
import { submissionEventsQuerySchema, type SubmissionState } from '../../contract/submissions.ts';
import { checkStatuses } from '../../domain/submissions/detail.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validate.ts';

/**
 * Without a report the database is read again this often (a judge in another process, a missed
 * event); it must stay below the server's idle timeout (Bun: 10 s), which a quiet stream would reach.
 */
const RECHECK_MS = 3_000;
/** A stream ends after this long; the page reconnects or falls back to polling. */
const MAX_STREAM_MS = 10 * 60_000;

/**
 * GET /api/submission-events?submitIds=1,2,3: Server-Sent Events (`event: status`, data
 * {submitId, status, score, time, memory}) whenever one of the submissions changes, starting with
 * their current state. Only submissions the caller may see are watched; the stream ends when all
 * of them are final.
 */
export const submissionEventRoutes = new Hono<AppEnv>()
  .get('/submission-events', (c) => {
    const { submitIds } = validate(submissionEventsQuerySchema, c.req.query());
    const { db, judge } = c.var.deps;
    const viewer = c.var.user;
    const ids = Object.keys(checkStatuses(db, viewer, submitIds)).map(Number);
    return streamSSE(c, async (stream) => {
      const sent = new Map<number, string>();
      const pending: SubmissionState[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = judge?.events.subscribe(ids, (state) => {
        pending.push(state);
        wake?.();
      }) ?? (() => {});
      stream.onAbort(() => wake?.());
      const stopClose = judge?.events.onClose(() => wake?.()) ?? (() => {});
      const started = Date.now();
      const send = async (s: SubmissionState) => {
        const data = JSON.stringify({ submitId: s.submitId, status: s.status, score: s.score, time: s.time, memory: s.memory });
        if (sent.get(s.submitId) === data) return;
        sent.set(s.submitId, data);
        await stream.writeSSE({ event: 'status', data });
      };
      const final = new Set<number>();
      const take = async (states: SubmissionState[]) => {
        for (const s of states) {
          await send(s);
          if (isFinalStatus(s.status)) final.add(s.submitId);
          else final.delete(s.submitId);
        }
      };
      try {
        await take(Object.values(checkStatuses(db, viewer, ids)));
        while (!stream.aborted && !stream.closed && !judge?.events.closed && final.size < ids.length && Date.now() - started < MAX_STREAM_MS) {
          const woke = await new Promise<boolean>((resolve) => {
            if (pending.length > 0) return resolve(true);
            const timer = setTimeout(() => resolve(false), RECHECK_MS);
            wake = () => { clearTimeout(timer); resolve(true); };
          });
          wake = null;
          if (woke) {
            // A pushed state passes the same check as a read one (a sealed contest may hide its result).
            const pushed = pending.splice(0);
            const seen = checkStatuses(db, viewer, [...new Set(pushed.map((p) => p.submitId))]);
            await take(pushed.map((p) => (seen[p.submitId]?.status === SUBMITTED_NO_RESULT ? seen[p.submitId]! : p)));
          }
          else {
            await take(Object.values(checkStatuses(db, viewer, ids)));
            // A comment line keeps a quiet stream (a long queue) from being closed as idle by the server.
            await stream.write(': waiting\n\n');
          }
        }
      } finally {
        unsubscribe();
        stopClose();
      }
    });
  });
