import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin } from '../helpers/factories.ts';
import { startGateway } from './phone-helpers.ts';

const PHONE = '13800138000';

test('binding a number takes the current password and the code sent to that number, for this account only', async () => {
  using t = makeTestApp();
  using gw = startGateway(t.deps);
  const u = await createUserAndLogin(t.deps, t.app);
  const other = await createUserAndLogin(t.deps, t.app);
  const asked = await call(t.app, `/api/get-change-phone-code?phone=${PHONE}`, { headers: u.headers });
  expect(asked.env.status).toBe(200);
  const code = gw.codeFor(PHONE);
  // Another account cannot use the code sent for this one.
  const stolen = await call(t.app, '/api/change-phone', {
    method: 'POST',
    headers: other.headers,
    json: { password: other.password, phone: PHONE, code },
  });
  expect(stolen.env.msg).toBe('The SMS code is wrong or has expired');
  const wrongPassword = await call(t.app, '/api/change-phone', {
    method: 'POST',
    headers: u.headers,
    json: { password: 'not-mine-1', phone: PHONE, code },
  });
  expect(wrongPassword.env.msg).toBe('The current password is wrong');
  const ok = await call(t.app, '/api/change-phone', {
    method: 'POST',
    headers: u.headers,
    json: { password: u.password, phone: PHONE, code },
  });
  expect(ok.env.status).toBe(200);
  expect(ok.env.data.mobile).toBe(PHONE);
  const same = await call(t.app, `/api/get-change-phone-code?phone=${PHONE}`, { headers: u.headers });
  expect(same.env.msg).toBe('The new phone is the same as the current one');
  const taken = await call(t.app, `/api/get-change-phone-code?phone=${PHONE}`, { headers: other.headers });
  expect(taken.env.msg).toBe('The phone already exists');
  expect(gw.sent).toHaveLength(1);
});

test('a visitor cannot ask for a change code, and SMS off refuses it', async () => {
  using t = makeTestApp();
  const anon = await call(t.app, `/api/get-change-phone-code?phone=${PHONE}`);
  expect(anon.status).toBe(401);
  await createUser(t.deps, {});
  const u = await createUserAndLogin(t.deps, t.app);
  const off = await call(t.app, `/api/get-change-phone-code?phone=${PHONE}`, { headers: u.headers });
  expect(off.env.msg).toBe(
    'This site sends no SMS: registering, resetting a password or binding a number by phone is not available',
  );
});
