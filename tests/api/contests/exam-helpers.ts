import { call } from '../../helpers/app.ts';
import { createContest, setup } from './helpers.ts';

export const MIN = 60_000;
export const LAB = '10.0.0.5',
  HOME = '192.168.1.20';
export const CLOSED = "During the exam only the exam's pages are open";

type Who = { username: string; password: string };
export type Caller = (
  path: string,
  init?: { method?: string; json?: unknown; from?: string },
) => Promise<{ status: number; msg: string; data: any }>;

/**
 * An exam running for an hour more (private unless `auth` says otherwise, password "pw"), open to the lab's range, with
 * Alice and Bob registered. `as` signs a user in from the lab (or `ip`) and returns a caller
 * that sends their requests from there.
 */
export async function examSetup(overrides: Record<string, unknown> = {}) {
  const s = await setup();
  const start = Date.now() - 30 * MIN;
  const cid = await createContest(
    s.t,
    s.root.headers,
    {
      auth: 1,
      pwd: 'pw',
      examMode: true,
      examAddresses: '10.0.0.0/24\n127.0.0.1',
      startTime: start,
      endTime: start + 90 * MIN,
      ...overrides,
    },
    [s.problem.id],
  );
  // They register in the lab: a running exam is entered only from its addresses.
  for (const u of [s.alice, s.bob])
    await call(s.t.app, '/api/register-contest', {
      method: 'POST',
      headers: u.headers,
      json: { cid, password: 'pw' },
      ip: LAB,
    });
  const signIn = async (who: Who, ip: string) =>
    call(s.t.app, '/api/login', { method: 'POST', json: { username: who.username, password: who.password }, ip });
  const caller =
    (headers: Record<string, string>, ip: string): Caller =>
    (path, init = {}) =>
      call(s.t.app, path, {
        method: init.method ?? (init.json ? 'POST' : 'GET'),
        headers,
        json: init.json,
        ip: init.from ?? ip,
      }).then((r) => r.env);
  const as = async (who: Who, ip = LAB) => {
    const { env, res } = await signIn(who, ip);
    if (env.status !== 200) throw new Error(env.msg);
    return caller({ Authorization: res.headers.get('Authorization')! }, ip);
  };
  return { ...s, cid, signIn, as, caller, [Symbol.dispose]: () => s[Symbol.dispose]() };
}
