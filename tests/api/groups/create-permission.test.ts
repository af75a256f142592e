import { describe, expect, test } from 'bun:test';
import { count } from 'drizzle-orm';
import { groups } from '../../../src/db/schema/index.ts';
import { setRolePermissions } from '../../../src/domain/permissions/role-auth.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { setup as submissionSetup } from '../submissions/helpers.ts';
import { groupForm, send } from './helpers.ts';

const STAFF_ONLY = 'Only teachers and administrators may create groups on this site';

async function setup() {
  const s = await submissionSetup();
  const teacher = await createUserAndLogin(s.t.deps, s.t.app, { role: 1008 });
  const groupCount = () => s.t.deps.db.select({ n: count() }).from(groups).get()!.n;
  return { ...s, teacher, groupCount };
}

describe('who may create a group', () => {
  test('by default only staff roles create groups; a student is told so in both languages and nothing is written', async () => {
    await using s = await setup();
    const refused = await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm());
    expect([refused.status, refused.msg]).toEqual([403, STAFF_ONLY]);
    const zh = await call(s.t.app, '/api/group', {
      method: 'POST',
      headers: { ...s.alice.headers, 'Accept-Language': 'zh-CN' },
      json: groupForm(),
    });
    expect(zh.env.msg).toBe('本站只有教师和管理员可以创建团队');
    expect(s.groupCount()).toBe(0);
    // Staff are not held to the thresholds users are.
    setWebsiteConfig(s.t.deps.db, { groupAcRequired: 5 });
    expect((await send(s.t, 'POST', '/api/group', s.teacher.headers, groupForm())).status).toBe(200);
    expect(
      (
        await send(
          s.t,
          'POST',
          '/api/group',
          s.admin.headers,
          groupForm({ name: 'Admin group', shortName: 'admingrp' }),
        )
      ).status,
    ).toBe(200);
    expect(s.groupCount()).toBe(2);
  });

  test('staff is whoever holds the problem-admin or contest-admin permission, as the role auth page sets them', async () => {
    await using s = await setup();
    setRolePermissions(s.t.deps.db, s.root, 1008, ['admin_login', 'training_admin']);
    expect((await send(s.t, 'POST', '/api/group', s.teacher.headers, groupForm())).msg).toBe(STAFF_ONLY);
    setRolePermissions(s.t.deps.db, s.root, 1008, ['admin_login', 'contest_admin']);
    expect((await send(s.t, 'POST', '/api/group', s.teacher.headers, groupForm())).status).toBe(200);
  });

  test("with groupCreateByUsers on, users create groups under the site's thresholds", async () => {
    await using s = await setup();
    setWebsiteConfig(s.t.deps.db, { groupCreateByUsers: true, groupAcRequired: 1 });
    expect((await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm())).msg).toBe(
      'You need at least 1 accepted problems to create a group',
    );
    setWebsiteConfig(s.t.deps.db, { groupAcRequired: 0 });
    expect((await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm())).status).toBe(200);
  });
});
