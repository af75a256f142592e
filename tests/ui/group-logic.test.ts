import { describe, expect, test } from 'bun:test';
import { firstBrokenApplyRule } from '../../ui/features/group/apply-rules.ts';
import {
  GROUP_TABS,
  type GroupTab,
  groupTabDisabled,
  groupTabOf,
  shownGroupTabs,
} from '../../ui/features/group/group-tabs.ts';
import { groupFiltersToSearch, parseGroupFilters } from '../../ui/features/group/list-query.ts';
import { LEVELS, levelOptionDisabled, levelSelectDisabled, mayRemove } from '../../ui/features/group/member-levels.ts';
import { cutName, textWidth } from '../../ui/features/group/name-width.ts';
import { patternOf, ROUTES } from '../../ui/app/routes.ts';

describe('the level select (spec doc 3 §4)', () => {
  const admin = { uid: 'a', level: 4, privileged: false };
  const owner = { uid: 'o', level: 5, privileged: true };
  const enabled = (actor: typeof admin, level: number) =>
    LEVELS.filter((o) => !levelOptionDisabled(actor, { uid: 'x', level, isOwner: false }, o));
  test('a group admin may pick only levels below their own, and never put a member back to applying or refused', () => {
    expect(enabled(admin, 1)).toEqual([1, 2, 3]);
    expect(enabled(admin, 3)).toEqual([3]);
  });
  test('the owner and the super admin may pick any level a member may hold', () => {
    expect(enabled(owner, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(enabled(owner, 4)).toEqual([3, 4, 5]);
  });
  test('the select is closed on oneself and, to a non-owner, on members at or above their level', () => {
    const closed = (actor: typeof admin, uid: string, level: number) =>
      levelSelectDisabled(actor, { uid, level, isOwner: false });
    expect([
      closed(admin, 'x', 3),
      closed(admin, 'x', 4),
      closed(admin, 'x', 5),
      closed(admin, 'a', 4),
      closed(owner, 'x', 5),
      closed(owner, 'o', 5),
    ]).toEqual([false, true, true, true, false, true]);
  });
  test('removal: never oneself nor the owner; others only below the actor unless the actor is privileged', () => {
    const t = (uid: string, level: number, isOwner = false) => ({ uid, level, isOwner });
    expect([
      mayRemove(admin, t('x', 3)),
      mayRemove(admin, t('x', 4)),
      mayRemove(admin, t('a', 4)),
      mayRemove(owner, t('x', 5)),
      mayRemove(owner, t('o', 5, true)),
      mayRemove({ ...owner, uid: 'root' }, t('o', 5, true)),
    ]).toEqual([true, false, false, true, false, false]);
  });
});

describe('the side card name', () => {
  test('full-width characters count two units', () => {
    expect([textWidth('abc'), textWidth('团队'), textWidth('Ａ1')]).toEqual([3, 4, 3]);
  });
  test('a name within 26 units is kept; a longer one is cut with an ellipsis within 26 units', () => {
    expect(cutName('Algorithms club 2026')).toBe('Algorithms club 2026');
    expect(cutName('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(cutName('abcdefghijklmnopqrstuvwxyz0')).toBe('abcdefghijklmnopqrstuvwxy…');
    const cut = cutName('信息学竞赛集训队二〇二六年暑期提高班');
    expect(cut).toBe('信息学竞赛集训队二〇二六…');
    expect(textWidth(cut)).toBeLessThanOrEqual(26);
  });
});

describe('the group list query (spec doc 3 §2)', () => {
  test('reads keyword, type, mine, page and page size; unknown values fall back', () => {
    expect(parseGroupFilters('keyword=club&auth=3&onlyMine=true&currentPage=2&limit=60')).toEqual({
      keyword: 'club',
      auth: 3,
      onlyMine: true,
      currentPage: 2,
      limit: 60,
    });
    expect(parseGroupFilters('auth=7&limit=50&currentPage=-1&onlyMine=yes')).toEqual({
      keyword: '',
      auth: null,
      onlyMine: false,
      currentPage: 1,
      limit: 15,
    });
  });
  test('writes only what differs from the defaults', () => {
    expect(groupFiltersToSearch({ keyword: ' ', auth: null, onlyMine: false, currentPage: 1, limit: 15 })).toBe('');
    expect(groupFiltersToSearch({ keyword: 'a b', auth: 2, onlyMine: true, currentPage: 3, limit: 9 })).toBe(
      'keyword=a+b&auth=2&onlyMine=true&currentPage=3&limit=9',
    );
  });
});

describe('the group tabs', () => {
  const viewer = (isMember: boolean, isAdmin: boolean, isRoot: boolean, superAdmin = false) => ({
    isMember,
    isAdmin,
    isRoot,
    superAdmin,
  });
  const content: GroupTab[] = ['home', 'problem', 'training', 'contest', 'status', 'discussion', 'member', 'rank'];
  test('the gradebook and announcements for group admins, settings for group roots, the super admin sees all; discussions follow the switch', () => {
    expect([
      shownGroupTabs(viewer(false, false, false)),
      shownGroupTabs(viewer(true, true, false)),
      shownGroupTabs(viewer(false, false, false, true)),
    ]).toEqual([
      content,
      [...content, 'gradebook', 'announcement'],
      [...content, 'gradebook', 'announcement', 'setting'],
    ]);
    expect(shownGroupTabs({ ...viewer(true, false, false), groupDiscussion: false })).not.toContain('discussion');
  });
  test('content tabs are disabled to non-members; paths pick their tab; every tab has a route that needs a login', () => {
    expect([
      groupTabDisabled('member', viewer(false, false, false)),
      groupTabDisabled('problem', viewer(false, false, false)),
      groupTabDisabled('member', viewer(true, false, false)),
      groupTabDisabled('home', viewer(false, false, false)),
    ]).toEqual([true, true, false, false]);
    expect([
      groupTabOf(''),
      groupTabOf('member'),
      groupTabOf('setting/x'),
      groupTabOf('problem/12'),
      groupTabOf('submission-detail/5'),
      groupTabOf('training/3/rank'),
      groupTabOf('nothing'),
    ]).toEqual(['home', 'member', 'setting', 'problem', 'status', 'training', 'home']);
    for (const path of Object.values(GROUP_TABS)) {
      const route = ROUTES.find((r) => patternOf(r.path).test(`/group/7${path ? `/${path}` : ''}`));
      expect(route?.access).toBe('login');
    }
    expect(ROUTES.find((r) => patternOf(r.path).test('/group'))?.access).toBe('public');
  });
});

describe('the apply dialog rules (spec doc 3 §5), in order', () => {
  test('a private group needs a 6-character code first, then a reason of 5 to 100; a protected one only the reason; a public one nothing', () => {
    expect([
      firstBrokenApplyRule(3, '', ''),
      firstBrokenApplyRule(3, '12345', 'a good reason'),
      firstBrokenApplyRule(3, '123456', ''),
      firstBrokenApplyRule(3, '123456', 'shrt'),
      firstBrokenApplyRule(2, '', 'x'.repeat(101)),
      firstBrokenApplyRule(2, '', 'I like it'),
      firstBrokenApplyRule(1, '', ''),
    ]).toEqual(['codeRequired', 'codeLength', 'reasonRequired', 'reasonLength', 'reasonLength', null, null]);
  });
});
