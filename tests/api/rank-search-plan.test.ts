import { describe, expect, test } from 'bun:test';
import { RankType, type RankPage } from '../../src/contract/ranks.ts';
import { directStatements } from '../../src/domain/ranks/rank-search-direct.ts';
import { RANK_ORDER, searchStatements } from '../../src/domain/ranks/rank-search.ts';
import { call, type makeTestApp } from '../helpers/app.ts';
import { analyzedApp, planOf } from '../helpers/query-plan.ts';

/**
 * The public rank's search on a site like the one bench:rank measures (300 accounts with lines,
 * ANALYZE's statistics): its statements read by the indexes, no account is read to count the
 * matches, and the match keeps LIKE's meaning.
 */
const seeded = () =>
  analyzedApp((sqlite, now) => {
    const user = sqlite.prepare(
      `insert into users (uid, username, nickname, realname, status, password_hash, created_at, updated_at)
        values (?, ?, ?, ?, ?, 'x', ?, ?)`,
    );
    const line = sqlite.prepare('insert into user_ranks (uid, ac, total, score) values (?, ?, ?, ?)');
    for (let u = 0; u < 300; u++) {
      user.run(`u${u}`, `student${u}`, `Nick ${u}`, `Real ${u}`, u % 100 === 7 ? 1 : 0, now, now);
      line.run(`u${u}`, u % 17, 100 + (u % 5), (u * 7) % 23);
    }
  });

/** Each rank type with the index that orders its lines. */
const ORDERS = [
  [RankType.ACM, 'user_ranks_acm_order'],
  [RankType.OI, 'user_ranks_oi_order'],
] as const;

describe("the public rank's search reads by its indexes", () => {
  test("the rank's order is its covering index alone; the names one read of the active accounts", () => {
    using t = seeded();
    for (const [type, index] of ORDERS) {
      const s = searchStatements(type);
      expect(planOf(t.deps.db.$client, s.order, [])).toBe(`SCAN r USING COVERING INDEX ${index}`);
      for (const names of [s.names, s.realnames]) expect(planOf(t.deps.db.$client, names, [])).toBe('SCAN users');
    }
  });

  test('once the names are read, a full page of a search and its total read no account but the page', async () => {
    using t = seeded();
    const sqlite = t.deps.db.$client;
    // The first search since a write reads straight from the database, the second reads the names
    // (each matching one account: its page tells its own total).
    for (const searchUser of ['student299', 'student298'])
      expect((await call(t.app, `/api/get-rank-list?type=0&searchUser=${searchUser}&limit=5`)).env.status).toBe(200);
    // Every statement text the server prepares while it answers the search, planned afterwards.
    const texts: string[] = [];
    const { prepare, query } = sqlite;
    sqlite.prepare = ((text: string) => {
      texts.push(text);
      return prepare.call(sqlite, text);
    }) as typeof sqlite.prepare;
    sqlite.query = ((text: string) => {
      texts.push(text);
      return query.call(sqlite, text);
    }) as typeof sqlite.query;
    const { env } = await call(t.app, '/api/get-rank-list?type=0&searchUser=student2&limit=5');
    sqlite.prepare = prepare;
    sqlite.query = query;
    expect([env.status, (env.data as RankPage).records.length, (env.data as RankPage).total]).toEqual([200, 5, 110]);
    // Only statements not yet compiled are seen: none that scans the accounts.
    for (const text of texts) {
      const numbered = [...text.matchAll(/\?(\d)/g)].map((m) => Number(m[1]));
      const params = Array(Math.max(0, ...numbered, (text.match(/\?(?!\d)/g) ?? []).length)).fill('[]');
      expect({ text, plan: planOf(t.deps.db.$client, text, params) }).not.toMatchObject({
        plan: expect.stringMatching(/SCAN u\b/),
      });
    }
  });

  test("the first search since a write walks the order's index, each account by its key, with no sort", () => {
    using t = seeded();
    for (const [type, index] of ORDERS) {
      for (const byRealname of [false, true]) {
        const plan = planOf(t.deps.db.$client, directStatements(RANK_ORDER[type], 30, byRealname).page, [
          '%student1%',
          60,
        ]);
        expect(plan).toContain(`SCAN r USING COVERING INDEX ${index}`);
        expect(plan).toContain('SEARCH u USING INDEX sqlite_autoindex_users_1 (uid=?)');
        expect(plan).not.toContain('TEMP B-TREE');
      }
    }
  });

  test("a page's rows are read by key: no scan of the lines or the accounts", () => {
    using t = seeded();
    for (const type of [RankType.ACM, RankType.OI]) {
      const plan = planOf(t.deps.db.$client, searchStatements(type).page, ['["u1","u2"]']);
      expect(plan).toContain('SEARCH r USING INDEX sqlite_autoindex_user_ranks_1 (uid=?)');
      expect(plan).toContain('SEARCH u USING INDEX sqlite_autoindex_users_1 (uid=?)');
      expect(plan).not.toMatch(/SCAN (r|u)\b/);
    }
  });
});

describe("the public rank's search keeps LIKE's meaning", () => {
  const read = async (t: ReturnType<typeof makeTestApp>, q: string) => {
    const { env } = await call(t.app, `/api/get-rank-list?${q}`);
    expect([q, env.status]).toEqual([q, 200]);
    return env.data as RankPage;
  };
  const names = (p: RankPage) => p.records.map((r) => r.username);

  test('pages in rank order with the exact total on each, disabled accounts left out', async () => {
    using t = seeded();
    // student1, student10–19, student100–199: 111 accounts, student107 disabled.
    const expected = (
      t.deps.db.$client
        .query(`select u.username from user_ranks r join users u on u.uid = r.uid
          where u.status = 0 and (u.username like '%student1%' or u.nickname like '%student1%')
          order by r.score desc, r.ac desc, r.uid`)
        .all() as { username: string }[]
    ).map((r) => r.username);
    expect(expected.length).toBe(110);
    const shown = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const page = await read(t, `type=1&searchUser=STUDENT1&limit=25&currentPage=${n}`);
      expect([n, page.total]).toEqual([n, 110]);
      shown.push(...names(page));
    }
    expect(shown).toEqual(expected);
    expect((await read(t, 'type=1&searchUser=STUDENT1&limit=25&currentPage=6')).total).toBe(110);
  });

  test('the text is taken literally; other letters than ASCII match only as written; writes show at once', async () => {
    using t = seeded();
    const sqlite = t.deps.db.$client;
    sqlite.exec(`update users set nickname = 'Élise_Ω' where uid = 'u3';
      update users set nickname = 'élise%x' where uid = 'u4'`);
    expect(names(await read(t, `type=0&searchUser=${encodeURIComponent('Élise')}`))).toEqual(['student3']);
    expect(names(await read(t, `type=0&searchUser=${encodeURIComponent('élise')}`))).toEqual(['student4']);
    expect(names(await read(t, `type=0&searchUser=${encodeURIComponent('l_')}`))).toEqual([]);
    expect(names(await read(t, `type=0&searchUser=${encodeURIComponent('ISE%')}`))).toEqual(['student4']);
    expect(names(await read(t, `type=0&searchUser=${encodeURIComponent('ω')}`))).toEqual([]);
    expect((await read(t, 'type=0&searchUser=real')).total).toBe(0);
    // A rename, a disabled account and a line gone are seen by the next search.
    sqlite.exec(`update users set username = 'renamed' where uid = 'u5';
      update users set status = 1 where uid = 'u3'; delete from user_ranks where uid = 'u4'`);
    expect(names(await read(t, 'type=0&searchUser=RENAMED'))).toEqual(['renamed']);
    expect((await read(t, `type=0&searchUser=${encodeURIComponent('lise')}`)).total).toBe(0);
  });
});
