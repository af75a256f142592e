import { expect, test } from 'bun:test';
import {
  assertMayChangeMember,
  assertMayRemove,
  type GroupFacts,
  type GroupViewer,
} from '../../../src/domain/access/group-policy.ts';

/**
 * The level-change and removal rules of API-NEXT 9.7, table by table: every actor (a member, a
 * group admin, a group root who is not the owner, the owner, the super admin) against every
 * target level and new level. The expectation is written here from the rules' words, not read
 * from the policy under test.
 */
const group: GroupFacts = { ownerUid: 'owner', visible: true, status: 0, deletedAt: null };
const user = (uid: string, role = 1002) => ({ uid, username: uid, role });
const ACTORS: Record<string, { as: GroupViewer; rank: number }> = {
  member: { as: { viewer: user('m'), level: 3 }, rank: 3 },
  admin: { as: { viewer: user('a'), level: 4 }, rank: 4 },
  root: { as: { viewer: user('r'), level: 5 }, rank: 5 },
  owner: { as: { viewer: user('owner'), level: 5 }, rank: 6 },
  superAdmin: { as: { viewer: user('s', 1000), level: 0 }, rank: 6 },
};
const TARGETS = [
  { uid: 't1', level: 1 },
  { uid: 't2', level: 2 },
  { uid: 't3', level: 3 },
  { uid: 't4', level: 4 },
  { uid: 't5', level: 5 },
  { uid: 'owner', level: 5 },
];

/** In words: group admins only; never the owner; a member not back to 1–2; below one's own level, to below one's own (owner and super admin above all). */
function mayChange(actor: string, target: { uid: string; level: number }, to: number): boolean {
  const rank = ACTORS[actor]!.rank;
  if (rank < 4) return false;
  if (target.uid === 'owner') return false;
  if (target.level >= 3 && to < 3) return false;
  return target.level < rank && to < rank;
}
function mayRemove(actor: string, target: { uid: string; level: number }): boolean {
  const rank = ACTORS[actor]!.rank;
  return rank >= 4 && target.uid !== 'owner' && target.level < rank;
}
const outcome = (f: () => void) => {
  try {
    f();
    return true;
  } catch {
    return false;
  }
};

test('who may change whom to what', () => {
  const wrong: string[] = [];
  for (const [name, { as }] of Object.entries(ACTORS)) {
    for (const target of TARGETS) {
      for (let to = 1; to <= 5; to++) {
        const got = outcome(() => assertMayChangeMember(group, as, target, to));
        if (got !== mayChange(name, target, to))
          wrong.push(`${name} sets ${target.uid} (${target.level}) to ${to}: ${got ? 'allowed' : 'refused'}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test('who may remove whom; nobody removes themself', () => {
  const wrong: string[] = [];
  for (const [name, { as }] of Object.entries(ACTORS)) {
    for (const target of TARGETS) {
      const got = outcome(() => assertMayRemove(group, as, target));
      if (got !== mayRemove(name, target))
        wrong.push(`${name} removes ${target.uid} (${target.level}): ${got ? 'allowed' : 'refused'}`);
    }
    expect(outcome(() => assertMayRemove(group, as, { uid: as.viewer!.uid, level: as.level }))).toBe(false);
  }
  expect(wrong).toEqual([]);
});
