import type { Database } from 'bun:sqlite';

/** Fills a fresh database with `problems` public problems, 1,000 users and `submissions` final submissions. */
export function seedLists(sqlite: Database, counts: { problems: number; users: number; submissions: number }) {
  const now = Date.now();
  const statuses = [0, 0, 0, -1, -1, 1, 2, 3, -2, 8];
  const languages = ['C++ 17', 'C', 'Java', 'Python3'];
  sqlite.transaction(() => {
    const user = sqlite.prepare(
      'insert into users (uid, username, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < counts.users; i++) user.run(`u${i}`, `student${i}`, 'x', now, now);
    const problem = sqlite.prepare(
      'insert into problems (problem_id, title, difficulty, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < counts.problems; i++) problem.run(`P${1000 + i}`, `Problem number ${i}`, i % 3, now, now);
    const submission =
      sqlite.prepare(`insert into submissions (pid, display_pid, uid, username, status, time, memory, length,
      language, code, submit_time, judger) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < counts.submissions; i++) {
      const pid = 1 + ((i * 7919) % counts.problems);
      const u = (i * 104729) % counts.users;
      submission.run(
        pid,
        `P${999 + pid}`,
        `u${u}`,
        `student${u}`,
        statuses[i % statuses.length]!,
        i % 1000,
        1024 + (i % 4096),
        120 + (i % 300),
        languages[i % languages.length]!,
        'int main(){}',
        now - (counts.submissions - i) * 1000,
        'bench',
      );
    }
  })();
  sqlite.exec('ANALYZE');
}
