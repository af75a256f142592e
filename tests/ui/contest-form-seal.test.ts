import { expect, test } from 'bun:test';
import type { AdminContest } from '../../src/contract/contests.ts';
import { fromAdminContest, toContestPayload, withTimes } from '../../ui/features/admin-contest/form-state.ts';

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 27, 10, 0);

/** An ACM exam of two hours, sealed 30 minutes before its end. */
function stored(startTime: number, endTime: number, sealRankTime: number | null): AdminContest {
  return {
    id: 7,
    author: 'teacher',
    title: 'Lab exam',
    description: 'x',
    type: 0,
    auth: 1,
    startTime,
    endTime,
    duration: (endTime - startTime) / 1000,
    sealRank: sealRankTime !== null,
    sealRankTime,
    autoRealRank: true,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    gid: null,
    allowEndSubmit: false,
    pwd: 'pw',
    visible: true,
    starAccount: [],
    openAccountLimit: false,
    accountLimitRule: '',
    awardType: 0,
    awardConfigList: [],
    examMode: true,
    examAddresses: '',
  };
}

test('a seal that has begun stays where it is when the teacher ends the exam earlier', () => {
  const seal = NOW - 10 * MIN;
  const state = fromAdminContest(stored(NOW - 100 * MIN, NOW + 20 * MIN, seal), NOW);
  expect(state.sealedSince).toBe(seal);
  const earlier = withTimes(state, { endTime: NOW + 5 * MIN });
  expect(toContestPayload(earlier).sealRankTime).toBe(seal);
  // Switched off it sends no seal; switched on again it is the same seal.
  expect(toContestPayload({ ...earlier, sealRank: false }).sealRankTime).toBeNull();
  expect(toContestPayload({ ...earlier, sealRank: true }).sealRankTime).toBe(seal);
});

test('a seal still to come follows the chosen option and the new end', () => {
  const state = fromAdminContest(stored(NOW - 60 * MIN, NOW + 120 * MIN, NOW + 90 * MIN), NOW);
  expect(state.sealedSince).toBeNull();
  expect(state.sealChoice).toBe('thirty');
  expect(toContestPayload(withTimes(state, { endTime: NOW + 100 * MIN })).sealRankTime).toBe(NOW + 70 * MIN);
});

test('a contest without a seal has nothing sealed', () => {
  expect(fromAdminContest(stored(NOW - 60 * MIN, NOW + 60 * MIN, null), NOW).sealedSince).toBeNull();
});
