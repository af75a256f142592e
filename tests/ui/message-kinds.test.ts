import { expect, test } from 'bun:test';
import { MESSAGE_KINDS } from '../../src/contract/messages.ts';
import { redirectFor, ROUTES } from '../../ui/app/routes.ts';
import { badgeText, hasNewMessages, MESSAGE_TABS, messageTabOf, unreadTotal } from '../../ui/lib/message-kinds.ts';

const counts = (comment = 0, reply = 0, like = 0, sys = 0, mine = 0) => ({ comment, reply, like, sys, mine });

test('a badge is empty at 0, the count up to 99, then "99+"', () => {
  expect([0, -1, Number.NaN, 1, 42, 99, 100, 12345].map(badgeText)).toEqual([
    '',
    '',
    '',
    '1',
    '42',
    '99',
    '99+',
    '99+',
  ]);
});

test("the five tabs follow the contract's kinds, with page sizes 6 and 8", () => {
  expect(MESSAGE_TABS.map((t) => t.kind)).toEqual([...MESSAGE_KINDS]);
  expect(MESSAGE_TABS.map((t) => [t.slug, t.pageSize])).toEqual([
    ['discuss', 6],
    ['reply', 6],
    ['like', 6],
    ['sys', 8],
    ['mine', 8],
  ]);
});

test('each tab path is a login route, the bare /message goes to the default tab, and other paths name no tab', () => {
  for (const tab of MESSAGE_TABS) {
    expect(messageTabOf(`/message/${tab.slug}`)).toBe(tab);
    expect(ROUTES.find((r) => r.path === `/message/${tab.slug}`)?.access).toBe('login');
  }
  expect(redirectFor('/message')).toBe('/message/discuss');
  expect(redirectFor('/message/')).toBe('/message/discuss');
  expect([messageTabOf('/message'), messageTabOf('/message/other'), messageTabOf('/messages/like')]).toEqual([
    null,
    null,
    null,
  ]);
});

test('the total adds the five kinds; new messages are those that raise it above 0', () => {
  expect(unreadTotal(counts(1, 2, 3, 4, 5))).toBe(15);
  expect(unreadTotal(null)).toBe(0);
  expect(hasNewMessages(null, counts(0, 0, 1))).toBe(true);
  expect(hasNewMessages(null, counts())).toBe(false);
  expect(hasNewMessages(counts(1), counts(1))).toBe(false);
  expect(hasNewMessages(counts(2), counts(1))).toBe(false);
  expect(hasNewMessages(counts(0, 1), counts(1, 1))).toBe(true);
});

test("each tab reads its own kind's list entry, whose page size is the tab's", () => {
  const paths = MESSAGE_TABS.map((tab) => [tab.kind, tab.list.path, tab.list.query.parse({}).limit === tab.pageSize]);
  expect(paths).toEqual([
    ['Discuss', '/api/msg/comment', true],
    ['Reply', '/api/msg/reply', true],
    ['Like', '/api/msg/like', true],
    ['Sys', '/api/msg/sys', true],
    ['Mine', '/api/msg/mine', true],
  ]);
});
