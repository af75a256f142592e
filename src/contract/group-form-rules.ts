import { GROUP_LIMITS, GroupAuth, type GroupFormParsed } from './groups.ts';

/**
 * The group form's rules of spec doc 3 §5 and API-NEXT 9.7, in order, written once: the dialog runs
 * them before it sends, the server again. Each answers the field and what is wrong with it.
 */
export type GroupField = 'name' | 'shortName' | 'brief' | 'auth' | 'code' | 'description';
export type GroupIssue =
  | { field: GroupField; kind: 'required' }
  | { field: GroupField; kind: 'length'; min: number; max: number };

type Step = (f: GroupFormParsed) => GroupIssue | null;

const sized = (
  field: 'name' | 'shortName' | 'brief' | 'description',
  [min, max]: readonly [number, number],
): Step[] => [
  (f) => (f[field].trim() ? null : { field, kind: 'required' }),
  (f) => (f[field].trim().length >= min && f[field].trim().length <= max ? null : { field, kind: 'length', min, max }),
];

/** The short name starts the ids of the group's problems: 5–10 letters or digits, said so when refused. */
const SHORT_NAME = new RegExp(`^[A-Za-z0-9]{${GROUP_LIMITS.shortName[0]},${GROUP_LIMITS.shortName[1]}}$`);

const STEPS: Step[] = [
  ...sized('name', GROUP_LIMITS.name),
  sized('shortName', GROUP_LIMITS.shortName)[0]!,
  (f) =>
    SHORT_NAME.test(f.shortName.trim())
      ? null
      : { field: 'shortName', kind: 'length', min: GROUP_LIMITS.shortName[0], max: GROUP_LIMITS.shortName[1] },
  ...sized('brief', GROUP_LIMITS.brief),
  (f) =>
    f.auth === GroupAuth.PUBLIC || f.auth === GroupAuth.PROTECTED || f.auth === GroupAuth.PRIVATE
      ? null
      : { field: 'auth', kind: 'required' },
  (f) => (f.auth === GroupAuth.PUBLIC || f.code.trim() ? null : { field: 'code', kind: 'required' }),
  (f) =>
    f.auth === GroupAuth.PUBLIC || f.code.trim().length === GROUP_LIMITS.code
      ? null
      : { field: 'code', kind: 'length', min: 6, max: 6 },
  ...sized('description', GROUP_LIMITS.description),
];

export function firstBrokenGroupRule(form: GroupFormParsed): GroupIssue | null {
  for (const step of STEPS) {
    const issue = step(form);
    if (issue) return issue;
  }
  return null;
}
