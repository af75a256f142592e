import { expect, test } from 'bun:test';
import { createSession, SESSION_LOOKUPS } from '../../src/domain/accounts/sessions.ts';
import { makeTestApp } from '../helpers/app.ts';
import { planOf } from '../helpers/query-plan.ts';

/**
 * The session lookups as SQLite plans them under the statistics of ANALYZE taken when the
 * sessions table is small and no token was ever replaced (every previous_token_hash is null): the
 * planner then guesses that the replaced-token index selects the whole table and scans it. Each
 * lookup must find its row by its index whatever the statistics say.
 */
test('a token, current or replaced, is found by its index under any statistics', () => {
  using t = makeTestApp();
  const sqlite = t.deps.db.$client;
  const now = Date.now();
  const user = sqlite.prepare(
    'insert into users (uid, username, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)',
  );
  for (let u = 0; u < 50; u++) user.run(`u${u}`, `student${u}`, 'x', now, now);
  for (let s = 0; s < 20; s++) createSession(t.deps.db, `u${s}`, { ip: '127.0.0.1', userAgent: 'test' });
  sqlite.exec('ANALYZE');
  for (const text of SESSION_LOOKUPS) {
    const plan = planOf(sqlite, text, ['x']);
    expect(plan).toMatch(/^SEARCH s USING INDEX sessions_(previous_)?token_hash/);
    expect(plan).toContain('SEARCH u USING INDEX sqlite_autoindex_users_1 (uid=?)');
    expect(plan).not.toContain('SCAN');
  }
});
