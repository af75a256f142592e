import type { Database } from 'bun:sqlite';

/**
 * Fills a fresh database for bench:scoreboard: `users` students (some with Chinese real names and
 * schools), a super admin who creates the contests, `problems` ACM and as many OI problems, and per
 * contest `submissions` judged submissions spread over the contest's first five hours, written in
 * bulk as an import would (the board's cells are then built as `verdict doctor` builds them).
 */

export interface ContestSeed {
  users: number;
  problems: number;
  submissions: number;
}

const HOUR = 3_600_000;
const ACM_STATUSES = [0, 0, -1, -1, -1, 1, 2, 3, -2, 4];
const surnames = ['张', '李', '王', '刘', '陈', '杨', '赵', '黄'];

/** A small seeded random number generator: the same data on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedUsers(sqlite: Database, n: number, now: number): void {
  sqlite.transaction(() => {
    const user =
      sqlite.prepare(`insert into users (uid, username, password_hash, realname, nickname, school, role, created_at, updated_at)
      values (?, ?, 'x', ?, ?, ?, ?, ?, ?)`);
    user.run('root', 'root', 'Root', 'root', '', 1000, now, now);
    for (let i = 0; i < n; i++) {
      user.run(
        `u${i}`,
        `student${i}`,
        `${surnames[i % surnames.length]}同学${i}`,
        `nick${i}`,
        `School ${i % 40}`,
        1002,
        now,
        now,
      );
    }
  })();
}

/** One contest (0 ACM, 1 OI) running since five hours ago, its problems A, B, … and its submissions; returns its id. */
export function seedContest(sqlite: Database, type: 0 | 1, counts: ContestSeed, now: number): number {
  const start = now - 5 * HOUR;
  let cid = 0;
  sqlite.transaction(() => {
    cid = Number(
      sqlite
        .prepare(`insert into contests (author_uid, author, title, type, auth, start_time, end_time, duration,
      created_at, updated_at) values ('root', 'root', ?, ?, 0, ?, ?, ?, ?, ?)`)
        .run(type === 0 ? 'Bench ACM' : 'Bench OI', type, start, now + HOUR, 6 * 3600, now, now).lastInsertRowid,
    );
    const problem = sqlite.prepare(
      'insert into problems (problem_id, title, type, auth, created_at, updated_at) values (?, ?, ?, 3, ?, ?)',
    );
    const link = sqlite.prepare(
      'insert into contest_problems (cid, pid, display_id, display_title) values (?, ?, ?, ?)',
    );
    const pids: number[] = [];
    for (let i = 0; i < counts.problems; i++) {
      const displayId = String.fromCharCode(65 + i);
      const pid = Number(problem.run(`C${cid}${displayId}`, `Problem ${displayId}`, type, now, now).lastInsertRowid);
      link.run(cid, pid, displayId, `Problem ${displayId}`);
      pids.push(pid);
    }
    const register = sqlite.prepare('insert into contest_registrations (cid, uid, created_at) values (?, ?, ?)');
    for (let u = 0; u < counts.users; u++) register.run(cid, `u${u}`, start);
    const submission =
      sqlite.prepare(`insert into submissions (pid, display_pid, uid, username, status, score, time, memory, length,
      language, code, submit_time, judger, cid) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const random = mulberry32(cid);
    for (let i = 0; i < counts.submissions; i++) {
      const p = Math.floor(random() * counts.problems);
      const u = Math.floor(random() * counts.users);
      const status = type === 0 ? ACM_STATUSES[i % ACM_STATUSES.length]! : i % 3 === 0 ? 0 : 8;
      const score = type === 0 ? null : status === 0 ? 100 : (i * 13) % 100;
      submission.run(
        pids[p]!,
        String.fromCharCode(65 + p),
        `u${u}`,
        `student${u}`,
        status,
        score,
        10 + (i % 990),
        1024,
        120,
        'C++17',
        'int main(){}',
        start + Math.floor((i / counts.submissions) * 5 * HOUR),
        'bench',
        cid,
      );
    }
  })();
  sqlite.exec('ANALYZE');
  return cid;
}
