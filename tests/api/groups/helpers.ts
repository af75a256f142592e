import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { eq } from 'drizzle-orm';
import { groupMembers, problems } from '../../../src/db/schema/index.ts';
import { addProblem, setup as submissionSetup, type Headers, type TestApp } from '../submissions/helpers.ts';

export type { Headers, TestApp };

export async function send(t: TestApp, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  return (await call(t.app, path, { method, headers, json })).env;
}

export const groupForm = (fields: Record<string, unknown> = {}) => ({
  name: 'Class 7A',
  shortName: 'class7a',
  brief: 'Our class group',
  description: 'Homework and contests of 7A.',
  auth: 3,
  code: 'abc123',
  visible: true,
  ...fields,
});

/**
 * The submission setup (root, admin, alice, bob) plus a teacher, carol and dave, all ordinary
 * users; users may create groups (groupCreateByUsers) and there are no group limits.
 */
export async function setup() {
  const s = await submissionSetup();
  setWebsiteConfig(s.t.deps.db, {
    groupCreateByUsers: true,
    groupAcRequired: 0,
    dailyGroupLimit: 10,
    totalGroupLimit: 10,
  });
  const teacher = await createUserAndLogin(s.t.deps, s.t.app);
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const dave = await createUserAndLogin(s.t.deps, s.t.app);
  const createGroup = async (headers: Headers, fields: Record<string, unknown> = {}) => {
    const env = await send(s.t, 'POST', '/api/group', headers, groupForm(fields));
    if (env.status !== 200) throw new Error(env.msg);
    return env.data.id as number;
  };
  return { ...s, teacher, carol, dave, createGroup };
}

/**
 * Class 7A (owner: the teacher, a group root) with Alice (member, level 3) and Carol (group admin,
 * level 4); Bob stays outside; Dave owns another group. `inGroup` makes a bank problem a group's.
 */
export async function classSetup() {
  const s = await setup();
  const db = s.t.deps.db;
  const gid = await s.createGroup(s.teacher.headers);
  const other = await s.createGroup(s.dave.headers, { name: 'Other group', shortName: 'othergrp' });
  const now = new Date();
  db.insert(groupMembers)
    .values([
      { gid, uid: s.alice.uid, auth: 3, createdAt: now, updatedAt: now },
      { gid, uid: s.carol.uid, auth: 4, createdAt: now, updatedAt: now },
    ])
    .run();
  const inGroup = async (g: number, problemId: string, auth = 1) => {
    const p = await addProblem(s.t, s.root, { problemId, title: `Problem ${problemId}` });
    db.update(problems).set({ gid: g, auth }).where(eq(problems.id, p.id)).run();
    return p.id;
  };
  return { ...s, gid, other, inGroup };
}
