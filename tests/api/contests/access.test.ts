import { describe, expect, test } from 'bun:test';
import { formatAccountRule } from '../../../src/contract/account-rule.ts';
import { Role } from '../../../src/contract/roles.ts';
import {
  assertCanRegister,
  assertCanSeeInside,
  assertCanSubmit,
  hasAccess,
  type ContestFacts,
} from '../../../src/domain/access/contest-policy.ts';

/**
 * The contest access rules (API-NEXT 9.5) over every combination of auth × registration ×
 * account rule × time window × role. The expected answers are written here from the rules, not
 * read from the policy.
 */
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);
const WINDOWS = {
  scheduled: [NOW + HOUR, NOW + 3 * HOUR],
  running: [NOW - HOUR, NOW + HOUR],
  ended: [NOW - 3 * HOUR, NOW - HOUR],
} as const;
const AUTHS = { public: 0, private: 1, protected: 2 } as const;
const ACTORS = {
  user: { uid: 'u1', username: 'team7', role: Role.USER },
  outsider: { uid: 'u2', username: 'guest', role: Role.USER },
  creator: { uid: 'c1', username: 'teacher', role: Role.ADMIN },
  root: { uid: 'r1', username: 'root', role: Role.ROOT },
} as const;
const RULE = formatAccountRule({ prefix: 'team', suffix: '', start: 1, end: 20, extra: ['teacher'] });

function contest(
  auth: number,
  window: keyof typeof WINDOWS,
  limit: boolean,
  allowEndSubmit: boolean,
): ContestFacts & { pwd: string } {
  const [start, end] = WINDOWS[window];
  return {
    id: 1,
    authorUid: 'c1',
    auth,
    pwd: 'pw',
    visible: true,
    deletedAt: null,
    startTime: new Date(start),
    endTime: new Date(end),
    openRank: false,
    openAccountLimit: limit,
    accountLimitRule: RULE,
    allowEndSubmit,
  };
}

const passes = (f: () => void) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('contest access: auth × registration × account rule × window × role', () => {
  for (const [authName, auth] of Object.entries(AUTHS)) {
    for (const window of Object.keys(WINDOWS) as (keyof typeof WINDOWS)[]) {
      for (const limit of [false, true]) {
        for (const registered of [false, true]) {
          for (const [actorName, actor] of Object.entries(ACTORS)) {
            for (const allowEnd of [false, true]) {
              const c = contest(auth, window, limit, allowEnd);
              const admin = actorName === 'creator' || actorName === 'root';
              const fitsRule = !limit || actor.username === 'team7' || actor.username === 'teacher';
              const name = `${authName} ${window} limit=${limit} registered=${registered} ${actorName} allowEnd=${allowEnd}`;
              test(name, () => {
                const p = { viewer: actor, registered };
                const seeExpected = admin
                  ? 'ok'
                  : window === 'scheduled'
                    ? 'The contest has not started yet'
                    : auth === 1 && !registered
                      ? 'Please register for the contest first'
                      : auth === 1 && !fitsRule
                        ? 'Your account is not allowed to take part in this contest'
                        : 'ok';
                expect(passes(() => assertCanSeeInside(p, c, NOW))).toBe(seeExpected);
                const submitExpected = admin
                  ? 'ok'
                  : window === 'scheduled'
                    ? 'The contest has not started yet'
                    : window === 'ended' && !allowEnd
                      ? 'The contest has ended'
                      : auth !== 0 && !registered
                        ? 'Please register for the contest first'
                        : !fitsRule
                          ? 'Your account is not allowed to take part in this contest'
                          : 'ok';
                expect(passes(() => assertCanSubmit(actor, registered, c, NOW))).toBe(submitExpected);
                expect(hasAccess(p, c)).toBe(admin || (registered && fitsRule));
              });
            }
          }
        }
      }
    }
  }
});

test('registering: the password must match, the account rule must fit, and only once', () => {
  const c = contest(AUTHS.private, 'running', true, false);
  expect(passes(() => assertCanRegister(ACTORS.user, c, ' ', false))).toBe('Enter the contest password');
  expect(passes(() => assertCanRegister(ACTORS.user, c, 'PW', false))).toBe('The contest password is wrong');
  expect(passes(() => assertCanRegister(ACTORS.outsider, c, 'pw', false))).toBe(
    'Your account is not allowed to take part in this contest',
  );
  expect(passes(() => assertCanRegister(ACTORS.user, c, 'pw', false))).toBe('ok');
  expect(passes(() => assertCanRegister(ACTORS.user, c, 'pw', true))).toBe(
    'You have already registered for this contest',
  );
  expect(
    passes(() => assertCanRegister(ACTORS.outsider, contest(AUTHS.public, 'running', false, false), '', false)),
  ).toBe('ok');
});
