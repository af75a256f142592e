import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { insertUser } from '../../src/domain/accounts/create-user.ts';
import type { Deps } from '../../src/http/env.ts';
import type { LoginResult } from '../../src/contract/accounts.ts';
import { call, type makeTestApp } from './app.ts';

type App = ReturnType<typeof makeTestApp>['app'];
type UserFields = typeof users.$inferInsert;

let serial = 0;

export interface TestUser {
  uid: string;
  username: string;
  password: string;
  email: string;
  role: number;
}

/**
 * Creates an account straight in the database. Defaults: a fresh username, password
 * 'secret123', an ordinary user (1002). Any other users column may be overridden
 * (e.g. { role: 1000 }, { status: 1 }, { nickname: 'N' }).
 */
export async function createUser(
  deps: Deps,
  overrides: Partial<Omit<UserFields, 'uid' | 'passwordHash'>> & { password?: string } = {},
): Promise<TestUser> {
  serial += 1;
  const {
    password = 'secret123',
    username = `user${serial}`,
    email = `user${serial}@example.com`,
    role = 1002,
    ...rest
  } = overrides;
  const uid = await insertUser(deps.db, { username, password, role, email });
  if (Object.keys(rest).length > 0) deps.db.update(users).set(rest).where(eq(users.uid, uid)).run();
  return { uid, username, password, email: email ?? '', role };
}

/** Logs in through the API; returns the token and headers that carry it. Throws when refused. */
export async function loginAs(app: App, username: string, password: string) {
  const { env, res } = await call(app, '/api/login', { method: 'POST', json: { username, password } });
  if (env.status !== 200) throw new Error(`login of ${username} failed: ${env.msg}`);
  const data = env.data as LoginResult;
  return { token: data.token, user: data, headers: { Authorization: res.headers.get('Authorization')! } };
}

/** Creates a user and logs in as that user. */
export async function createUserAndLogin(deps: Deps, app: App, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps, overrides);
  const session = await loginAs(app, user.username, user.password);
  return { ...user, ...session };
}
