import { type classSetup, send, type Headers } from './groups/helpers.ts';

const options = ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' }));

/** A valid choice form for a group ("how much is 1 + 2?", answer B); override any field. */
export const groupChoiceForm = (gid: number, fields: Record<string, unknown> = {}) => ({
  gid,
  problemId: 'CT1',
  title: 'One plus two',
  description: 'How much is 1 + 2?',
  options,
  answer: 'B',
  analysis: 'Count: one, two, three.',
  auth: 1,
  ...fields,
});

export type ClassSetup = Awaited<ReturnType<typeof classSetup>>;

/** Creates a choice problem in the group (Class 7A unless `gid`) as `headers`' user through the group's call. */
export async function createGroupChoice(
  s: ClassSetup,
  headers: Headers,
  fields: Record<string, unknown> = {},
  gid = s.gid,
) {
  const env = await send(s.t, 'POST', '/api/group/choice-problem', headers, groupChoiceForm(gid, fields));
  if (env.status !== 200) throw new Error(env.msg);
  return env.data as { id: number; problemId: string };
}
