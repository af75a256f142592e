import { call } from '../../helpers/app.ts';
import { setup as submissionSetup, type Headers, type TestApp } from '../submissions/helpers.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';

export type { Headers, TestApp };

export async function send(t: TestApp, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  return (await call(t.app, path, { method, headers, json })).env;
}

export const post = (categoryId: number, fields: Record<string, unknown> = {}) => ({
  title: 'Loops are hard',
  description: 'A question',
  content: 'How do I **loop**?',
  categoryId,
  ...fields,
});

/** The submission setup (root, admin, alice, bob, P1000) with categories General and Help, and no posting limits. */
export async function setup() {
  const s = await submissionSetup();
  setWebsiteConfig(s.t.deps.db, { dailyDiscussionLimit: 100, discussionAcRequired: 0, commentAcRequired: 0 });
  const cats = await send(s.t, 'POST', '/api/discussion-category', s.root.headers, [
    { name: 'General' },
    { name: 'Help' },
  ]);
  if (cats.status !== 200) throw new Error(cats.msg);
  const [general, help] = cats.data.map((c: { id: number }) => c.id) as [number, number];
  const discuss = async (headers: Headers, fields: Record<string, unknown> = {}) => {
    const env = await send(s.t, 'POST', '/api/discussion', headers, post(general, fields));
    if (env.status !== 200) throw new Error(env.msg);
    return env.data as { id: number; title: string };
  };
  return { ...s, general, help, discuss };
}
