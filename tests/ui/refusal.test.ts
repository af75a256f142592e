import { expect, test } from 'bun:test';
import { AUTH_INFO_PATH, examCidOf, handleRefusalsWith, planRefusal, reportRefusal } from '../../ui/lib/refusal.ts';

test("an exam's refusal takes the student to the exam and reads no roles", () => {
  expect(planRefusal('/api/get-problem-list', { cid: 7 }, '/problem', false)).toEqual({
    refreshRoles: false,
    goTo: '/contest/7',
    tell: true,
  });
  expect(planRefusal('/api/get-group-detail', { cid: 7 }, '/group/3', false)).toEqual({
    refreshRoles: false,
    goTo: '/contest/7',
    tell: true,
  });
  // Already inside the exam's pages: the page stays, and a background call's refusal is not shown there.
  expect(planRefusal('/api/get-user-auth-info', { cid: 7 }, '/contest/7/problems', false)).toEqual({
    refreshRoles: false,
    goTo: null,
    tell: false,
  });
  expect(planRefusal('/api/get-user-auth-info', { cid: 7 }, '/contest/7', false)).toEqual({
    refreshRoles: false,
    goTo: null,
    tell: false,
  });
  // Another contest's pages are not the exam's.
  expect(planRefusal('/api/get-contest-info', { cid: 7 }, '/contest/70', false)).toEqual({
    refreshRoles: false,
    goTo: '/contest/7',
    tell: true,
  });
});

test('a refused role read is never followed by another role read', () => {
  expect(planRefusal(AUTH_INFO_PATH, null, '/problem', false)).toEqual({ refreshRoles: false, goTo: null, tell: true });
  expect(planRefusal(AUTH_INFO_PATH, null, '/admin/user', true)).toEqual({
    refreshRoles: false,
    goTo: '/admin',
    tell: true,
  });
});

test('another refusal reads the roles once and sends the back office home', () => {
  expect(planRefusal('/api/get-problem-list', null, '/problem', false)).toEqual({
    refreshRoles: true,
    goTo: null,
    tell: true,
  });
  expect(planRefusal('/api/admin/user/get-user-list', { field: 'x' }, '/admin/user', true)).toEqual({
    refreshRoles: true,
    goTo: '/admin',
    tell: true,
  });
});

test('only a positive whole cid names an exam', () => {
  for (const data of [null, {}, { cid: '7' }, { cid: 0 }, { cid: 1.5 }, { cid: -2 }, 'x'])
    expect(examCidOf(data)).toBeNull();
  expect(examCidOf({ cid: 12 })).toBe(12);
});

test('a refusal met on an event stream reaches the handler the API client registered', () => {
  const seen: unknown[] = [];
  handleRefusalsWith((...args) => seen.push(args));
  reportRefusal('/api/msg/events', 'closed', { cid: 3 });
  expect(seen).toEqual([['/api/msg/events', 'closed', { cid: 3 }, false]]);
});
