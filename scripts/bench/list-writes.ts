import type { Db } from '../../src/db/client.ts';
import { countStatusChange } from '../../src/domain/submissions/counters.ts';

/**
 * The writes bench:api makes during the measure, `perSecond` a second: `--writes` one row of a
 * table no list reads (as sessions and logins write), `--submissions` a new practice submission
 * of a student on a problem given its verdict at once, with the counters, as submitting and
 * judging write them. Returns what stops them and counts them.
 */
export function startWrites(
  db: Db,
  kind: 'rows' | 'submissions',
  perSecond: number,
  counts: { users: number; problems: number },
) {
  const sqlite = db.$client;
  let n = 0;
  let write: () => void;
  if (kind === 'rows') {
    sqlite.run('create table if not exists bench_writes (at real)');
    const insert = sqlite.prepare('insert into bench_writes (at) values (?)');
    write = () => insert.run(performance.now());
  } else {
    const insert =
      sqlite.prepare(`insert into submissions (pid, display_pid, uid, username, status, time, memory, length,
      language, code, submit_time, judger) values (?, ?, ?, ?, 5, 0, 0, 120, 'C', 'int main(){}', ?, 'bench') returning submit_id`);
    const judge = sqlite.prepare('update submissions set status = ?, time = 10, memory = 1024 where submit_id = ?');
    write = () =>
      sqlite.transaction(() => {
        const pid = 1 + ((n * 7919) % counts.problems);
        const u = (n * 104729 + 17) % counts.users;
        const now = new Date();
        const { submit_id: submitId } = insert.get(pid, `P${999 + pid}`, `u${u}`, `student${u}`, now.getTime()) as {
          submit_id: number;
        };
        const row = { submitId, pid, uid: `u${u}`, cid: null, tid: null, gid: null, submitTime: now };
        countStatusChange(db, row, null, 5);
        const verdict = n % 3 === 0 ? 0 : -1;
        judge.run(verdict, submitId);
        countStatusChange(db, row, 5, verdict);
      })();
  }
  const timer = setInterval(() => {
    write();
    n++;
  }, 1000 / perSecond);
  return {
    stop: () => {
      clearInterval(timer);
      return n;
    },
  };
}
