import { expect, test } from 'bun:test';
import { Role } from '../../src/contract/roles.ts';
import { type AccessContext, decideAccess } from '../../ui/lib/route-access.ts';

const ctx = (over: Partial<AccessContext>): AccessContext => ({
  path: '/setting',
  token: '',
  role: null,
  switches: {},
  ...over,
});

test('public pages are open to everyone', () => {
  expect(decideAccess({ access: 'public' }, ctx({ path: '/home' }))).toEqual({ kind: 'allow' });
});

test('a login page without a token goes home, opens the login dialog and forgets the stored user', () => {
  expect(decideAccess({ access: 'login' }, ctx({}))).toEqual({
    kind: 'redirect',
    to: '/home',
    message: 'guard.loginFirst',
    level: 'warning',
    openLogin: true,
    clear: 'user',
  });
  expect(decideAccess({ access: 'login' }, ctx({ token: 't', role: Role.USER }))).toEqual({ kind: 'allow' });
});

test('admin paths without a token go to the admin login', () => {
  expect(decideAccess({ access: 'admin' }, ctx({ path: '/admin' }))).toEqual({
    kind: 'redirect',
    to: '/admin/login',
    message: 'guard.loginFirstAdmin',
    level: 'warning',
    openLogin: false,
    clear: 'user',
  });
});

test('the back office admits the three admin roles only', () => {
  for (const role of [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN]) {
    expect(decideAccess({ access: 'admin' }, ctx({ path: '/admin', token: 't', role }))).toEqual({ kind: 'allow' });
  }
  for (const role of [Role.USER, Role.NO_SUBMIT, Role.MUTED]) {
    expect(decideAccess({ access: 'admin' }, ctx({ path: '/admin', token: 't', role }))).toEqual({
      kind: 'redirect',
      to: '/admin/login',
      message: 'guard.loginFirstAdmin',
      level: 'warning',
      openLogin: false,
      clear: 'session',
    });
  }
});

test('super-admin pages refuse an admin and clear the session', () => {
  expect(decideAccess({ access: 'root' }, ctx({ path: '/admin/conf', token: 't', role: Role.ADMIN }))).toEqual({
    kind: 'redirect',
    to: '/admin/login',
    message: 'guard.loginFirstAdmin',
    level: 'warning',
    openLogin: false,
    clear: 'session',
  });
  expect(decideAccess({ access: 'root' }, ctx({ path: '/admin/conf', token: 't', role: Role.ROOT }))).toEqual({
    kind: 'allow',
  });
  // Outside the back office the plain message is used.
  expect(decideAccess({ access: 'root' }, ctx({ path: '/rejudge', token: 't', role: Role.USER }))).toMatchObject({
    to: '/home',
    message: 'guard.loginFirst',
  });
});

test('a closed area sends everyone home with a message naming it', () => {
  expect(
    decideAccess(
      { access: 'public', gate: 'openPublicDiscussion' },
      ctx({ path: '/discussion', switches: { openPublicDiscussion: false } }),
    ),
  ).toEqual({
    kind: 'redirect',
    to: '/home',
    message: 'guard.noAccess.openPublicDiscussion',
    level: 'error',
    openLogin: false,
    clear: 'none',
  });
  expect(
    decideAccess(
      { access: 'public', gate: 'openPublicDiscussion' },
      ctx({ path: '/discussion', switches: { openPublicDiscussion: true } }),
    ),
  ).toEqual({ kind: 'allow' });
  // Login comes before the switch.
  expect(
    decideAccess({ access: 'login', gate: 'openGroupDiscussion' }, ctx({ switches: { openGroupDiscussion: false } })),
  ).toMatchObject({ message: 'guard.loginFirst' });
});
