// Password hashes: argon2id at OWASP's minimum cost or above, at most one per core at a time (a
// lab logging in at once waits in order instead of sharing the cores 200 ways), and a password
// stored with other parameters is hashed again with the current ones at its next right login.
import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { hashSlots } from '../../src/domain/accounts/hash-slots.ts';
import { PASSWORD_HASH, verifyPassword } from '../../src/domain/accounts/secrets.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const CURRENT = `$argon2id$v=19$m=${PASSWORD_HASH.memoryCost},t=${PASSWORD_HASH.timeCost},p=1$`;
const storedHash = (t: ReturnType<typeof makeTestApp>, uid: string) =>
  t.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.uid, uid)).get()!.h;

test("the parameters are at least OWASP's argon2id minimums (19 MiB and 2 passes, or 46 MiB and 1)", () => {
  const { memoryCost: m, timeCost: t } = PASSWORD_HASH;
  expect((m >= 19 * 1024 && t >= 2) || (m >= 46 * 1024 && t >= 1)).toBe(true);
});

test.each([
  [
    'argon2id at 64 MiB',
    (pw: string) => Bun.password.hash(pw, { algorithm: 'argon2id', memoryCost: 65536, timeCost: 2 }),
  ],
  [
    'argon2id at 19 MiB and 1 pass',
    (pw: string) => Bun.password.hash(pw, { algorithm: 'argon2id', memoryCost: 19456, timeCost: 1 }),
  ],
  ['bcrypt', (pw: string) => Bun.password.hash(pw, { algorithm: 'bcrypt', cost: 4 })],
])(
  'a password stored as %s is hashed again with the current parameters at a right login, not at a wrong one',
  async (_, oldHash) => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    const old = await oldHash(u.password);
    t.deps.db.update(users).set({ passwordHash: old }).where(eq(users.uid, u.uid)).run();

    const wrong = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: u.username, password: 'not-it-123' },
    });
    expect(wrong.env.status).not.toBe(200);
    expect(storedHash(t, u.uid)).toBe(old);

    const right = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: u.username, password: u.password },
    });
    expect(right.env.status).toBe(200);
    const now = storedHash(t, u.uid);
    expect(now.startsWith(CURRENT)).toBe(true);
    expect(await Bun.password.verify(u.password, now)).toBe(true);
    const again = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: u.username, password: u.password },
    });
    expect(again.env.status).toBe(200);
    expect(storedHash(t, u.uid)).toBe(now);
  },
);

test('at most one hash per slot runs at once; the others wait their turn and all are answered', async () => {
  const hash = await Bun.password.hash('secret123', {
    algorithm: 'argon2id',
    memoryCost: PASSWORD_HASH.memoryCost,
    timeCost: PASSWORD_HASH.timeCost,
  });
  expect(hashSlots.size).toBeGreaterThanOrEqual(1);
  const total = hashSlots.size * 3 + 2;
  let peak = 0;
  const seen = () => void (peak = Math.max(peak, hashSlots.running));
  const checks = Array.from({ length: total }, (_, i) =>
    verifyPassword(i % 2 ? 'secret123' : 'wrong-one', hash).finally(seen),
  );
  // Every call was made: as many run as there are slots, the rest wait.
  expect(hashSlots.running).toBe(hashSlots.size);
  expect(hashSlots.waiting).toBe(total - hashSlots.size);
  const results = await Promise.all(checks);
  expect(results).toEqual(Array.from({ length: total }, (_, i) => i % 2 === 1));
  expect(peak).toBeLessThanOrEqual(hashSlots.size);
  expect({ running: hashSlots.running, waiting: hashSlots.waiting }).toEqual({ running: 0, waiting: 0 });
});
