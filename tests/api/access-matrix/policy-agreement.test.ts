import { expect, test } from 'bun:test';
import { problems } from '../../../src/db/schema/index.ts';
import { ProblemAuth } from '../../../src/contract/problems.ts';
import { Role } from '../../../src/contract/roles.ts';
import { canViewProblem, hiddenInBank, listedInBank, viewableProblems } from '../../../src/domain/problems/policy.ts';
import type { Scope, Viewer } from '../../../src/domain/access/actor.ts';
import { makeTestApp } from '../../helpers/app.ts';
import { createUser } from '../../helpers/factories.ts';

/**
 * The problem policy answers one problem at a time (`canViewProblem`) and a whole table at once
 * (`viewableProblems`, `listedInBank`, `hiddenInBank`): for every kind of problem (public,
 * private, contest-only; in the bank or a group's; by the viewer or by someone else), every
 * viewer and every scope, the two forms must agree.
 */
test('the one-problem rule and its SQL form agree for every problem, viewer and scope', async () => {
  using t = makeTestApp();
  const author = await createUser(t.deps, { role: Role.USER });
  const other = await createUser(t.deps, { role: Role.USER });
  const rows: (typeof problems.$inferSelect)[] = [];
  let n = 0;
  for (const auth of Object.values(ProblemAuth)) {
    for (const gid of [null, 7]) {
      for (const authorUid of [author.uid, null]) {
        n += 1;
        rows.push(
          t.deps.db
            .insert(problems)
            .values({
              problemId: `Q${n}`,
              title: `q${n}`,
              auth,
              gid,
              authorUid,
              isUploadCase: false,
              createdAt: new Date(),
              updatedAt: new Date(),
            } as typeof problems.$inferInsert)
            .returning()
            .get(),
        );
      }
    }
  }
  const viewers: Viewer[] = [
    null,
    { uid: author.uid, username: author.username, role: Role.USER },
    { uid: author.uid, username: author.username, role: Role.NO_SUBMIT_MUTED },
    { uid: other.uid, username: other.username, role: Role.USER },
    { uid: other.uid, username: other.username, role: Role.PROBLEM_ADMIN },
    { uid: other.uid, username: other.username, role: Role.ADMIN },
  ];
  const scopes: Scope[] = [
    { kind: 'bank' },
    { kind: 'contest', id: 1, member: true },
    { kind: 'group', id: 7, member: false },
  ];
  const ids = (where: ReturnType<typeof viewableProblems>) =>
    t.deps.db
      .select({ id: problems.id })
      .from(problems)
      .where(where)
      .all()
      .map((r) => r.id)
      .sort((a, b) => a - b);
  for (const viewer of viewers) {
    for (const scope of scopes) {
      const expected = rows.filter((p) => canViewProblem(viewer, p, scope)).map((p) => p.id);
      expect({ viewer, scope, ids: ids(viewableProblems(viewer, scope)) }).toEqual({ viewer, scope, ids: expected });
    }
    const bank = rows.filter((p) => canViewProblem(viewer, p));
    expect(ids(listedInBank(viewer))).toEqual(bank.filter((p) => p.gid === null).map((p) => p.id));
    const hidden = hiddenInBank(viewer);
    expect(hidden ? ids(hidden) : []).toEqual(rows.filter((p) => p.gid === null && !bank.includes(p)).map((p) => p.id));
  }
  // The rule itself, spelled out for the viewers that matter most.
  const bankIds = (viewer: Viewer) =>
    rows.filter((p) => canViewProblem(viewer, p)).map((p) => `${p.auth}/${p.gid ?? '-'}/${p.authorUid ? 'a' : '-'}`);
  expect(bankIds(null)).toEqual(['1/-/a', '1/-/-']);
  expect(bankIds(viewers[1]!)).toEqual(['1/-/a', '1/-/-', '1/7/a', '2/-/a', '2/7/a']);
  expect(bankIds(viewers[4]!).length).toBe(rows.length);
});
