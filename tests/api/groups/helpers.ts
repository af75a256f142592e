import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { setup as submissionSetup, type Headers, type TestApp } from '../submissions/helpers.ts';

export type { Headers, TestApp };

export async function send(t: TestApp, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  return (await call(t.app, path, { method, headers, json })).env;
}

export const groupForm = (fields: Record<string, unknown> = {}) => ({
  name: 'Class 7A', shortName: 'class7a', brief: 'Our class group', description: 'Homework and contests of 7A.', auth: 3, code: 'abc123', visible: true, ...fields,
});

/** The submission setup (root, admin, alice, bob) plus a teacher, carol and dave; no group limits. */
export async function setup() {
  const s = await submissionSetup();
  setWebsiteConfig(s.t.deps.db, { groupAcRequired: 0, dailyGroupLimit: 10, totalGroupLimit: 10 });
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
