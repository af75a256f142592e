import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems } from '../../../src/db/schema/index.ts';
import { classSetup, send, type Headers } from './helpers.ts';

// Each setup hashes passwords for seven accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

const NOT_APPLYING = 'Only a problem that applied to become public can be reviewed';

/** Class 7A of classSetup with two of its problems; the teacher (owner) applies for them, the admin reviews. */
async function setup() {
  const s = await classSetup();
  const first = await s.inGroup(s.gid, 'class7a-1');
  const second = await s.inGroup(s.gid, 'class7a-2');
  const apply = (h: Headers, pid: number, on: boolean) =>
    send(s.t, 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=${on}`, h);
  const review = async (pid: number, progress: number) =>
    (
      await send(
        s.t,
        'PUT',
        `/api/admin/group-problem/change-progress?pid=${pid}&progress=${progress}`,
        s.admin.headers,
      )
    ).msg;
  const stateOf = (pid: number) =>
    s.t.deps.db
      .select({ gid: problems.gid, auth: problems.auth, progress: problems.applyPublicProgress })
      .from(problems)
      .where(eq(problems.id, pid))
      .get();
  return { ...s, first, second, apply, review, stateOf };
}

describe('a problem admin publishes only a group problem its group is applying for', () => {
  test('one never applied, withdrawn, or refused cannot be approved, nor reopened by the reviewer', async () => {
    await using s = await setup();
    expect(await s.review(s.first, 2)).toBe(NOT_APPLYING);
    expect((await s.apply(s.teacher.headers, s.first, true)).status).toBe(200);
    expect((await s.apply(s.teacher.headers, s.first, false)).status).toBe(200);
    expect(await s.review(s.first, 2)).toBe(NOT_APPLYING);
    expect((await s.apply(s.teacher.headers, s.second, true)).status).toBe(200);
    expect(await s.review(s.second, 3)).toBe('Update Successfully');
    // Refused: the group must apply again; the reviewer can neither approve nor reopen it.
    expect(await s.review(s.second, 2)).toBe(NOT_APPLYING);
    expect(await s.review(s.second, 1)).toBe(NOT_APPLYING);
    expect(s.stateOf(s.second)).toEqual({ gid: s.gid, auth: 1, progress: 3 });
    expect(s.stateOf(s.first)).toEqual({ gid: s.gid, auth: 1, progress: null });
    // Applying again opens the review; approval moves it to the bank.
    expect((await s.apply(s.teacher.headers, s.second, true)).status).toBe(200);
    expect(await s.review(s.second, 2)).toBe('Update Successfully');
    expect(s.stateOf(s.second)).toEqual({ gid: null, auth: 1, progress: 2 });
  });
});
