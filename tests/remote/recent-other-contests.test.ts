import { describe, expect, test } from 'bun:test';
import { setRemoteAccounts } from '../../src/domain/remote/accounts.ts';
import { upcomingRefreshed } from '../../src/remote/upcoming.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { CF_HANDLE, remoteSetup } from './remote-helpers.ts';
import { CodeforcesStandIn } from './stand-ins/codeforces.ts';

const RECENT = '/api/get-recent-other-contest';

describe("the home page's recent contests of other judges", () => {
  test("lists Codeforces' upcoming rounds from a cache refreshed in the background, only while CF is on", async () => {
    using t = await remoteSetup();
    // Saving CF's accounts started a refresh.
    await upcomingRefreshed(t.deps.db);

    const listed = await call(t.app, RECENT);
    expect(listed.env.data).toHaveLength(1); // the finished round is left out
    const [c] = listed.env.data;
    expect(c).toMatchObject({
      oj: 'CF',
      ojName: 'Codeforces',
      title: 'Codeforces Round (Div. 2)',
      url: `${t.site.url}/contest/2001`,
    });
    expect(c.beginTime).toBeGreaterThan(Date.now());
    expect(c.endTime - c.beginTime).toBe(7_200_000);
    // Within the hour the cache answers: the site is asked once.
    await call(t.app, RECENT);
    await upcomingRefreshed(t.deps.db);
    expect(t.site.apiCalls.filter((p) => p === '/api/contest.list')).toHaveLength(1);

    // Switched off (no enabled account): nothing is listed, though the cache holds the round.
    await call(t.app, '/api/admin/config/remote-judge', {
      method: 'PUT',
      headers: t.admin.headers,
      json: { source: 'CF', accounts: [{ username: CF_HANDLE, enabled: false }] },
    });
    expect((await call(t.app, RECENT)).env.data).toEqual([]);
  }, 120_000);

  test('a site that cannot be reached gives an empty list, never an error', async () => {
    const site = new CodeforcesStandIn({});
    site.apiDown = true;
    using t = makeTestApp({ 'remote-codeforces-url': site.url });
    try {
      setRemoteAccounts(t.deps.db, t.dataDir, {
        source: 'CF',
        accounts: [{ username: 'bot', password: 'x', enabled: true }],
      });
      expect((await call(t.app, RECENT)).env.data).toEqual([]);
      await upcomingRefreshed(t.deps.db);
      const after = await call(t.app, RECENT);
      expect(after.env.status).toBe(200);
      expect(after.env.data).toEqual([]);
      expect(site.apiCalls).toContain('/api/contest.list');
    } finally {
      site.stop();
    }
  }, 120_000);

  test('without remote judging the site is not asked; switched on, a request never waits on it', async () => {
    const site = new CodeforcesStandIn({});
    using t = makeTestApp({ 'remote-codeforces-url': site.url });
    try {
      const student = await createUserAndLogin(t.deps, t.app);
      const r = await call(t.app, RECENT, { headers: student.headers });
      expect(r.env.status).toBe(200);
      expect(r.env.data).toEqual([]);
      await upcomingRefreshed(t.deps.db);
      expect((await call(t.app, RECENT)).env.data).toEqual([]);
      expect(site.apiCalls).toEqual([]);

      // Switched on behind the cache's back: the request does not wait on the site, it answers what
      // the cache holds and starts a refresh; the next one lists the round.
      setRemoteAccounts(t.deps.db, t.dataDir, {
        source: 'CF',
        accounts: [{ username: 'bot', password: 'x', enabled: true }],
      });
      expect((await call(t.app, RECENT)).env.data).toEqual([]);
      await upcomingRefreshed(t.deps.db);
      expect((await call(t.app, RECENT)).env.data.map((c: { title: string }) => c.title)).toEqual([
        'Codeforces Round (Div. 2)',
      ]);
    } finally {
      site.stop();
    }
  }, 120_000);
});
