import { expect, test } from 'bun:test';
import { listedProblems, remoteContestImportCall } from '../../ui/components/remote-import-calls.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

test("a remote contest is imported through the contest's or the training's own call, its name trimmed", () => {
  const contest = remoteContestImportCall({ cid: 7 }, ' CF-1 ');
  expect(contest.entry.path).toBe('/api/admin/contest/import-remote-contest');
  expect(contest.entry.caller).toBe('contest_admin');
  expect(contest.input).toEqual({ cid: 7, contest: 'CF-1' });
  const training = remoteContestImportCall({ tid: 9 }, 'GYM-100001');
  expect(training.entry.path).toBe('/api/admin/training/import-remote-contest');
  expect(training.entry.caller).toBe('training_admin');
  expect(training.input).toEqual({ tid: 9, contest: 'GYM-100001' });
});

test('the outcome names each problem by its letter and its remote id, once when they are the same', () => {
  expect(
    listedProblems([
      { displayId: 'A', problemId: 'CF-1A' },
      { displayId: 'CF-1B', problemId: 'CF-1B' },
    ]),
  ).toBe('A (CF-1A), CF-1B');
  expect(listedProblems([])).toBe('');
});

test("the dialog's texts exist in both languages", () => {
  const keys = Object.keys(enUS.remote.contestImport).sort();
  expect(Object.keys(zhCN.remote.contestImport).sort()).toEqual(keys);
  expect(zhCN.remote.imagesFailed_other).toBeString();
  expect(enUS.remote.imagesFailed_one).toContain('{{count}}');
});
