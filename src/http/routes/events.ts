import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  ADMIN_ONLY_CONTEST_EVENTS,
  type ContestEventKind,
  eventsQuerySchema,
  type ServerEvent,
} from '../../contract/events.ts';
import { isFinalStatus } from '../../contract/judge-status.ts';
import { assertCanSeeInside, assertOutsideBoardOpen, isContestAdmin } from '../../domain/access/contest-policy.ts';
import { assertInExam } from '../../domain/access/exam.ts';
import { contestFor } from '../../domain/contests/participation.ts';
import {
  type Channel,
  contestChannel,
  contestVersion,
  listen,
  submissionChannel,
  userChannel,
} from '../../domain/events/hub.ts';
import { PushPacer } from '../../domain/events/push-pacer.ts';
import { unreadCounts } from '../../domain/messages/inbox.ts';
import { checkStatuses } from '../../domain/submissions/detail.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { validate } from '../validate.ts';

/**
 * A quiet stream rereads its unfinished submissions (a judge in another process, a missed change)
 * and writes a comment this often, below the server's idle timeout (Bun: 10 s).
 */
const RECHECK_MS = 3_000;
/** A stream ends after this long; the tab reconnects (the polls cover the gap). */
const MAX_STREAM_MS = 30 * 60_000;

/**
 * GET /api/events?submitIds=1,2&cid=3&messages=1: the one Server-Sent Events stream of a browser
 * tab (event kinds in src/contract/events.ts). `status` for each submission the caller may see, at
 * once and after each change, until it is final; for a contest its viewer may see (inside, or its
 * open outside board) `board` at once and `board`/`announcement` after changes, and `print`/`ac`
 * for its admins; `unread` with the signed-in user's own counts, at once and after each change.
 * Asking for a contest the caller may not see refuses the stream; while an exam holds the caller,
 * their messages are left out (the tab's one stream still carries the exam's board);
 * submissions they may not see are left out. A stream of submissions alone ends when all are final.
 * A submission's change is sent at once; a contest's or the counts' changes are paced (PushPacer):
 * at once after a quiet moment, and in a burst together at most once a gap.
 */
export const eventRoutes = new Hono<AppEnv>().get('/events', (c) => {
  const q = validate(eventsQuerySchema, c.req.query());
  const { db } = c.var.deps;
  const viewer = c.var.user;
  // A user's messages are not of an exam: while one holds them, the stream does not carry them.
  const messages = q.messages && !currentUser(c).exam;
  let admin = false;
  if (q.cid) {
    const { contest, participant } = contestFor(db, viewer, q.cid);
    assertInExam(viewer, contest.id);
    const now = Date.now();
    if (contest.openRank) assertOutsideBoardOpen(contest, now);
    else assertCanSeeInside(participant, contest, now);
    admin = isContestAdmin(viewer, contest);
  }
  const ids = Object.keys(checkStatuses(db, viewer, q.submitIds ?? [])).map(Number);
  const cid = q.cid ?? 0;
  const uid = messages ? viewer!.uid : '';
  return streamSSE(c, async (stream) => {
    const send = <K extends 'status' | ContestEventKind | 'unread'>(event: K, data: ServerEvent<K>) =>
      stream.writeSSE({ event, data: JSON.stringify(data) });
    const sent = new Map<number, string>();
    const open = new Set(ids);
    const dueSubs = new Set<number>(ids);
    const dueContest = new Set<ContestEventKind>(cid ? ['board'] : []);
    let dueUnread = messages;
    let wake: (() => void) | null = null;
    const pacer = new PushPacer();
    // One timer at a time, for the earliest moment something is due.
    let timer: ReturnType<typeof setTimeout> | null = null;
    let timerAt = Number.POSITIVE_INFINITY;
    const soon = (ms: number) => {
      const at = Date.now() + ms;
      if (timer && timerAt <= at) return;
      if (timer) clearTimeout(timer);
      timerAt = at;
      timer = setTimeout(() => {
        timer = null;
        timerAt = Number.POSITIVE_INFINITY;
        wake?.();
      }, ms);
    };
    const paced = () => dueContest.size > 0 || dueUnread;
    const channels: Channel[] = [
      ...ids.map(submissionChannel),
      ...(cid ? [contestChannel(cid)] : []),
      ...(uid ? [userChannel(uid)] : []),
    ];
    const stop = listen(channels, ({ channel, kind }) => {
      if (channel.startsWith('submission:')) {
        dueSubs.add(Number(channel.slice('submission:'.length)));
        soon(0);
      } else if (kind) {
        if (ADMIN_ONLY_CONTEST_EVENTS.includes(kind) && !admin) return;
        dueContest.add(kind);
        soon(pacer.delay(Date.now()));
      } else {
        dueUnread = true;
        soon(pacer.delay(Date.now()));
      }
    });
    stream.onAbort(() => wake?.());
    const onlySubmissions = !cid && !uid;
    const started = Date.now();
    const pending = () => dueSubs.size > 0 || (paced() && pacer.delay(Date.now()) === 0);
    let quiet = false;
    try {
      while (
        !stream.aborted &&
        !stream.closed &&
        Date.now() - started < MAX_STREAM_MS &&
        !(onlySubmissions && open.size === 0)
      ) {
        // A pushed change is read again as the viewer may see it (a sealed contest hides its results).
        const subs = [...dueSubs].filter((id) => open.has(id));
        dueSubs.clear();
        for (const s of Object.values(checkStatuses(db, viewer, subs))) {
          const data = { submitId: s.submitId, status: s.status, score: s.score, time: s.time, memory: s.memory };
          if (isFinalStatus(s.status)) open.delete(s.submitId);
          if (sent.get(s.submitId) === JSON.stringify(data)) continue;
          sent.set(s.submitId, JSON.stringify(data));
          await send('status', data);
        }
        if (paced() && pacer.delay(Date.now()) === 0) {
          pacer.pushed(Date.now());
          const kinds = [...dueContest];
          dueContest.clear();
          for (const kind of kinds) await send(kind, { cid, version: contestVersion(cid) });
          if (dueUnread) {
            dueUnread = false;
            await send('unread', unreadCounts(db, uid));
          }
        }
        // A comment line keeps a quiet stream (a long queue) from being closed as idle by the server.
        if (quiet) await stream.write(': waiting\n\n');
        if (onlySubmissions && open.size === 0) break;
        const woke = await new Promise<boolean>((resolve) => {
          if (pending() || stream.aborted) return resolve(true);
          if (paced()) soon(pacer.delay(Date.now()));
          const recheck = setTimeout(() => resolve(false), RECHECK_MS);
          wake = () => {
            clearTimeout(recheck);
            resolve(true);
          };
        });
        wake = null;
        quiet = !woke;
        if (quiet) for (const id of open) dueSubs.add(id);
      }
    } finally {
      if (timer) clearTimeout(timer);
      stop();
    }
  });
});
