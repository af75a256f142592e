import { expect, test } from 'bun:test';
import { contestBank, groupContestBank, groupContestOwn } from '../../ui/features/admin-contest/contest-bank.ts';
import { groupTrainingBank, groupTrainingOwn, trainingBank } from '../../ui/features/admin-training/training-bank.ts';
import { nextDisplayId } from '../../ui/components/problem-picker/next-display-id.ts';
import { withAdded } from '../../ui/components/problem-picker/types.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

const row = (pid: number) => ({ pid, problemId: `P${pid}`, title: `T${pid}` });

test('problems added while the picker is open stay on it, once, ahead of what the list still offers', () => {
  const listed = { total: 2, records: [row(3), row(4)] };
  expect(withAdded(listed, []).records.map((r) => r.pid)).toEqual([3, 4]);
  // Added 5 and 3: 3 is still offered (the list was not read again yet), 5 is not.
  expect(withAdded(listed, [row(5), row(3)]).records.map((r) => r.pid)).toEqual([5, 3, 4]);
  expect(withAdded(listed, [row(5)]).total).toBe(2);
});

test('a contest suggests the next free letter, past Z with a round number, whatever the case of the letters used', () => {
  expect(nextDisplayId([])).toBe('A');
  expect(nextDisplayId(['a', 'B', 'D'])).toBe('C');
  const all = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  expect(nextDisplayId(all)).toBe('A1');
  expect(contestBank(7, ['A']).askDisplayId?.()).toBe('B');
  expect(trainingBank(7).askDisplayId).toBeUndefined();
});

test('each source adds to its own contest or training, the back office and a group through their own calls', () => {
  expect(contestBank(7, []).addInput(12, 'C', 'P12')).toEqual({ cid: 7, pid: 12, displayId: 'C' });
  expect(trainingBank(9).addInput(12, '', 'P12')).toEqual({ tid: 9, pid: 12 });
  expect([contestBank(7, []).list.path, groupContestBank(7, []).list.path]).toEqual([
    '/api/admin/contest/get-public-problem-list',
    '/api/group/get-contest-problem-list',
  ]);
  expect([trainingBank(9).add.path, groupTrainingBank(9).add.path]).toEqual([
    '/api/admin/training/add-problem-from-public',
    '/api/group/add-training-problem-from-public',
  ]);
  // A group's list asks for the problems not in the contest or training yet.
  expect(groupContestBank(7, []).fixed).toEqual({ cid: 7, queryExisted: 'false' });
  expect(groupTrainingBank(9).fixed).toEqual({ tid: 9, queryExisted: 'false' });
  // The group's contest list answers a page of problems beside the contest's links: the page is what is picked.
  const page = {
    records: [{ id: 3, problemId: 'P3', title: 'Three', type: 0, auth: 1, author: 'x' }],
    total: 1,
    size: 10,
    current: 1,
    pages: 1,
  };
  expect(
    groupContestBank(7, [])
      .rows({ problemList: page, contestProblemMap: {} })
      .records.map((r) => r.pid),
  ).toEqual([3]);
});

test("a group's own problems: every one listed with those already in marked, added by problem id", () => {
  const page = {
    records: [
      { id: 3, problemId: 'g-3', title: 'Three' },
      { id: 4, problemId: 'g-4', title: 'Four' },
    ],
    total: 2,
  };
  const contest = groupContestOwn(5, 7, [{ pid: 3, displayId: 'A' }]);
  const training = groupTrainingOwn(5, 9, new Set([4]));
  for (const own of [contest, training]) {
    expect(own.list.path).toBe('/api/group/get-admin-problem-list');
    expect(own.fixed).toEqual({ gid: 5 });
    expect(own.byProblemId).toBe(true);
  }
  const marks = (own: typeof contest) =>
    // The rows of the admin table without its other columns.
    own.rows(page as never).records.map((r) => [r.problemId, r.added]);
  expect(marks(contest)).toEqual([
    ['g-3', true],
    ['g-4', false],
  ]);
  expect(marks(training)).toEqual([
    ['g-3', false],
    ['g-4', true],
  ]);
  expect(contest.askDisplayId?.()).toBe('B');
  expect(training.askDisplayId).toBeUndefined();
  expect(contest.addInput(0, 'B', 'g-4')).toEqual({ cid: 7, problemId: 'g-4', displayId: 'B' });
  expect(training.addInput(0, '', 'g-3')).toEqual({ tid: 9, problemId: 'g-3' });
  expect([contest.add.path, training.add.path]).toEqual([
    '/api/group/add-contest-problem-from-group',
    '/api/group/add-training-problem-from-group',
  ]);
});

test('the picker reads every text in both languages', () => {
  expect(Object.keys(zhCN.problemPicker).sort()).toEqual(Object.keys(enUS.problemPicker).sort());
  for (const text of Object.values(zhCN.problemPicker)) expect(text.length).toBeGreaterThan(0);
});
