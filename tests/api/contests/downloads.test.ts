import { expect, test } from 'bun:test';
import { listZip, readEntryText } from '../../../src/domain/testcases/zip-reader.ts';
import { call } from '../../helpers/app.ts';
import { CODE, sealedContest } from './helpers.ts';

const AC = 0,
  WA = -1,
  CE = -2;

/**
 * An ACM contest started two hours ago, ending in an hour, sealed for its last 90 minutes (so
 * now), showing real names: alice's is Chinese, carol's school looks like a spreadsheet formula.
 */
async function contest() {
  const s = await sealedContest({ rankShowName: 'realname' });
  const { carol, A, B, sub } = s;
  s.t.deps.db.$client.run(`update users set realname = '张三', school = 'No. 1 School, Beijing' where uid = ?`, [
    s.alice.uid,
  ]);
  s.t.deps.db.$client.run(`update users set school = '=1+1' where uid = ?`, [carol.uid]);
  // Submissions in time order; each id kept is the last of its line.
  const rootA = sub(s.root, A, AC, 1).submitId;
  sub(s.alice, A, WA, 10);
  const aliceA = sub(s.alice, A, AC, 20, 'Python3').submitId;
  const bobA = sub(s.bob, A, AC, 20).submitId;
  sub(s.bob, B, CE, 5);
  const bobB = sub(s.bob, B, AC, 30, 'C++17').submitId;
  sub(carol, A, WA, 110);
  const aliceB = sub(s.alice, B, AC, 115).submitId;
  const ids = { rootA, aliceA, bobA, bobB, aliceB };
  const get = (path: string, headers: Record<string, string>) => call(s.t.app, path, { headers });
  return { ...s, ids, get };
}

const lines = async (res: Response) => {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.slice(3)).split('\r\n');
};

test('the board as CSV: the real board for a contest admin, the sealed one for a participant, in display-id order', async () => {
  using s = await contest();
  const real = await s.get(`/api/file/download-contest-rank?cid=${s.cid}&forceRefresh=true`, s.root.headers);
  expect(real.status).toBe(200);
  expect(real.res.headers.get('Content-Type')).toStartWith('text/csv');
  // The super admin is left out, as on the board; carol's wrong try is counted.
  expect(await lines(real.res)).toEqual([
    'Rank,Username,Name,School,AC,Total time,A,B',
    `1,${s.bob.username},${s.bob.username},,2,0:50:00,0:20:00,0:30:00`,
    `2,${s.alice.username},张三,"No. 1 School, Beijing",2,2:35:00,0:20:00 (-1),1:55:00`,
    `3,${s.carol.username},${s.carol.username},'=1+1,0,0:00:00,(-1),`,
    '',
  ]);
  // A participant's forceRefresh is not heard: tries after the seal are "+n?".
  const sealed = await s.get(`/api/file/download-contest-rank?cid=${s.cid}&forceRefresh=true`, {
    ...s.alice.headers,
    'Accept-Language': 'zh-CN',
  });
  expect(await lines(sealed.res)).toEqual([
    '排名,用户名,显示名,学校,通过数,总用时,A,B',
    `1,${s.bob.username},${s.bob.username},,2,0:50:00,0:20:00,0:30:00`,
    `2,${s.alice.username},张三,"No. 1 School, Beijing",1,0:40:00,0:20:00 (-1),+1?`,
    `3,${s.carol.username},${s.carol.username},'=1+1,0,0:00:00,+1?,`,
    '',
  ]);
});

test('the board download asks what the board asks: login, a visible contest, bad input refused', async () => {
  using s = await contest();
  expect((await s.get(`/api/file/download-contest-rank?cid=${s.cid}`, {})).status).toBe(401);
  expect((await s.get('/api/file/download-contest-rank?cid=999999', s.alice.headers)).env.msg).toBe(
    'The contest does not exist',
  );
  expect((await s.get('/api/file/download-contest-rank?cid=abc', s.alice.headers)).env.status).toBe(400);
});

test('accepted submissions as a zip, by user and by problem, with and without the admins', async () => {
  using s = await contest();
  const zipOf = async (query: string) => {
    const { res, status } = await s.get(
      `/api/file/download-contest-ac-submission?cid=${s.cid}${query}`,
      s.root.headers,
    );
    expect(status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    const bytes = new Uint8Array(await res.arrayBuffer());
    return Object.fromEntries(listZip(bytes).map((e) => [e.name, readEntryText(bytes, e)]));
  };
  const { root, alice, bob, ids } = s;
  const byUser = await zipOf('');
  expect(Object.keys(byUser).sort()).toEqual(
    [
      `${alice.username}/A_${ids.aliceA}.py`,
      `${alice.username}/B_${ids.aliceB}.c`,
      `${bob.username}/A_${ids.bobA}.c`,
      `${bob.username}/B_${ids.bobB}.cpp`,
      `${root.username}/A_${ids.rootA}.c`,
    ].sort(),
  );
  expect(Object.values(byUser).every((code) => code === CODE)).toBe(true);
  const byProblem = await zipOf('&splitType=problem&excludeAdmin=true');
  expect(Object.keys(byProblem).sort()).toEqual(
    [
      `A/${alice.username}_${ids.aliceA}.py`,
      `A/${bob.username}_${ids.bobA}.c`,
      `B/${alice.username}_${ids.aliceB}.c`,
      `B/${bob.username}_${ids.bobB}.cpp`,
    ].sort(),
  );
});

test('only the contest admins may download the accepted submissions', async () => {
  using s = await contest();
  const path = `/api/file/download-contest-ac-submission?cid=${s.cid}`;
  for (const who of [s.alice, s.admin]) {
    const { status, env } = await s.get(path, who.headers);
    expect([status, env.msg]).toEqual([403, "Only the contest's administrators may do this"]);
  }
  expect((await s.get(`${path}&splitType=folder`, s.root.headers)).env.status).toBe(400);
});
