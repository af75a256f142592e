import { describe, expect, test } from 'bun:test';
import { RankType } from '../../../src/contract/ranks.ts';
import { createSession } from '../../../src/domain/accounts/sessions.ts';
import { RANK_ACCESS } from '../../../src/domain/groups/rank-access.ts';
import { rankStatements } from '../../../src/domain/groups/rank.ts';
import { insertClassGroup } from '../../../scripts/bench/group-rank.ts';
import { call } from '../../helpers/app.ts';
import { analyzedApp, planOf } from '../../helpers/query-plan.ts';

/**
 * The group rank's statements as SQLite plans them on a site like the one bench:rank measures:
 * one class of 300 members (a site's first group), its lines kept, and the statistics of ANALYZE.
 * The access check finds the group by its key (a scan of a partial index of names, which the
 * statistics of a small groups table invite, costs many times a page); each page is a range of its
 * order's index, with no sort of its own.
 */
const seeded = () =>
  analyzedApp((sqlite, now) => {
    const user = sqlite.prepare(
      'insert into users (uid, username, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    for (let u = 0; u < 300; u++) user.run(`u${u}`, `student${u}`, 'x', now, now);
    insertClassGroup(sqlite, 300, now);
  });

describe('the group rank reads by its indexes', () => {
  test('the access check finds the group by its key and the viewer by the membership key', () => {
    using t = seeded();
    const plan = planOf(t.deps.db.$client, RANK_ACCESS, [1, 'u1']);
    expect(plan).toContain('SEARCH g USING INTEGER PRIMARY KEY');
    expect(plan).toContain('(gid=? AND uid=?)');
    expect(plan).not.toContain('SCAN');
  });

  test('a page of either order is a range of its index, joined to its users by key, with no sort', () => {
    using t = seeded();
    for (const [type, index] of [
      [RankType.ACM, 'group_ranks_acm_order'],
      [RankType.OI, 'group_ranks_oi_order'],
    ] as const) {
      for (const searchUser of [undefined, 'student1']) {
        const { page, params } = rankStatements(1, { type, searchUser, currentPage: 9, limit: 30 });
        const plan = planOf(t.deps.db.$client, page, params);
        expect(plan).toContain(`SEARCH r USING COVERING INDEX ${index} (gid=?)`);
        expect(plan).toContain('SEARCH u USING INDEX sqlite_autoindex_users_1 (uid=?)');
        expect(plan).not.toContain('TEMP B-TREE');
        expect(plan).not.toContain('SCAN');
      }
    }
  });
});

describe("the group rank's total", () => {
  test('is counted from the lines and the few disabled accounts, reading no member account', () => {
    using t = seeded();
    const { count, params } = rankStatements(1, { type: RankType.ACM, currentPage: 1, limit: 30 });
    const plan = planOf(t.deps.db.$client, count, params);
    expect(plan).not.toContain('sqlite_autoindex_users_1');
    expect(plan).not.toMatch(/SCAN (u|users)\b/);
  });

  test('leaves out disabled members, as the page does', async () => {
    using t = seeded();
    const sqlite = t.deps.db.$client;
    // Three members disabled (one on the first page) and an outsider disabled: the rank has 297 lines.
    sqlite.exec(`insert into users (uid, username, password_hash, status, created_at, updated_at) values ('x', 'outsider', 'x', 1, 0, 0);
      update users set status = 1 where uid in ('u2', 'u150', 'u299', 'x')`);
    const { token } = createSession(t.deps.db, 'u1', { ip: '127.0.0.1', userAgent: 'test' });
    const read = async (q: string) =>
      (await call(t.app, `/api/get-group-rank-list?gid=1&${q}`, { headers: { Authorization: token } })).env.data as {
        total: number;
        records: { uid: string }[];
      };
    for (const q of ['type=0', 'type=1', 'type=0&searchUser=student']) {
      const pages = await Promise.all([1, 2, 3].map((n) => read(`${q}&limit=100&currentPage=${n}`)));
      const shown = pages.flatMap((p) => p.records.map((r) => r.uid));
      expect({ q, total: pages[0]!.total, shown: shown.length }).toEqual({ q, total: 297, shown: 297 });
      expect(shown).not.toContain('u150');
    }
    // A search's pages, the last with room to spare and one past the end: the same total on each.
    // student29 and student290–student299 match; student299 is disabled.
    const totals = [];
    for (const n of [1, 2, 3, 4]) {
      const page = await read(`type=0&searchUser=student29&limit=4&currentPage=${n}`);
      totals.push([page.total, page.records.length]);
    }
    expect(totals).toEqual([
      [10, 4],
      [10, 4],
      [10, 2],
      [10, 0],
    ]);
    // Enabled again: counted again at once.
    sqlite.exec(`update users set status = 0 where uid = 'u150'`);
    expect((await read('type=0')).total).toBe(298);
  });
});
