import { expect, test } from 'bun:test';
import { TRAINING_RULE_KEYS } from '../../src/contract/training-form-rules.ts';
import { trainingFormSchema } from '../../src/contract/trainings.ts';
import {
  fromAdminTraining,
  newTrainingState,
  type TrainingState,
  toTrainingPayload,
} from '../../ui/features/admin-training/form-state.ts';
import { firstTrainingIssue } from '../../ui/features/admin-training/rules.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

const keyOf = (s: TrainingState) => firstTrainingIssue(s)?.key ?? null;

test('a new training starts at rank 1000, public and visible, and every rule names what is still missing, in the order of doc 3 §5', () => {
  let s: TrainingState = { ...newTrainingState(), rank: '', auth: 'Private', openFrom: 2_000, dueAt: 1_000 };
  expect(newTrainingState()).toMatchObject({
    rank: '1000',
    auth: 'Public',
    visible: true,
    categoryId: null,
    onTimeRank: false,
  });
  const seen: (string | null)[] = [];
  const fixes: Partial<TrainingState>[] = [
    { rank: '-5' },
    { rank: '2147483647' },
    { title: 'Loops' },
    { description: 'Practise **loops**.' },
    { categoryId: 3 },
    { privatePwd: 'loops26' },
    { dueAt: 3_000 },
  ];
  for (const fix of fixes) {
    seen.push(keyOf(s));
    s = { ...s, ...fix };
  }
  seen.push(keyOf(s));
  expect(seen).toEqual([
    'rankRequired',
    'rankInvalid',
    'titleRequired',
    'descriptionRequired',
    'categoryRequired',
    'passwordRequired',
    'dueInvalid',
    null,
  ]);
  expect(firstTrainingIssue({ ...s, dueAt: 1_000 })?.section).toBe('schedule');
  expect(firstTrainingIssue({ ...s, title: '' })?.section).toBe('basic');
});

test("ranks that are not integers from 0 to 2147483647 are refused as invalid, and a title past the schema's length names its field", () => {
  const ok = { ...newTrainingState(), title: 'T', description: 'D', categoryId: 1 };
  for (const rank of ['1.5', 'abc', '2147483648', '-1', '1e3'])
    expect({ rank, key: keyOf({ ...ok, rank }) }).toEqual({ rank, key: 'rankInvalid' });
  expect(keyOf({ ...ok, rank: ' 0 ' })).toBeNull();
  expect(firstTrainingIssue({ ...ok, title: 'x'.repeat(256) })).toEqual({
    key: 'fieldInvalid',
    field: 'title',
    section: 'basic',
  });
});

test("the payload is the contract's form: a valid rank as a number, no password for a public training, the category by id", () => {
  const s: TrainingState = {
    ...newTrainingState(),
    id: 7,
    rank: '12',
    title: 'T',
    description: 'D',
    categoryId: 4,
    privatePwd: 'left over',
    openFrom: 1_000,
    dueAt: null,
  };
  const payload = toTrainingPayload(s);
  expect(payload).toEqual({
    training: {
      id: 7,
      rank: 12,
      title: 'T',
      description: 'D',
      auth: 'Public',
      privatePwd: '',
      visible: true,
      openFrom: 1_000,
      dueAt: null,
      onTimeRank: false,
    },
    trainingCategory: { id: 4 },
  });
  expect(trainingFormSchema.safeParse(payload).success).toBe(true);
  expect(toTrainingPayload({ ...s, rank: 'abc' }).training.rank).toBe('abc');
  expect(toTrainingPayload({ ...s, categoryId: null }).trainingCategory).toBeNull();
});

test('a stored training read back into the form gives the same payload', () => {
  const stored = {
    training: {
      id: 3,
      rank: 5,
      title: 'Graphs',
      auth: 'Private' as const,
      author: 'root',
      categoryId: 2,
      categoryName: 'Basics',
      categoryColor: '#409eff',
      problemCount: 0,
      gid: null,
      openFrom: 1_000,
      dueAt: 9_000,
      gmtModified: '',
      visible: false,
      gmtCreate: '',
      description: 'D',
      privatePwd: 'pw',
      onTimeRank: true,
      kind: 'code' as const,
    },
    trainingCategory: { id: 2, name: 'Basics', color: '#409eff', gid: null },
  };
  expect(toTrainingPayload(fromAdminTraining(stored))).toEqual({
    training: {
      id: 3,
      rank: 5,
      title: 'Graphs',
      description: 'D',
      auth: 'Private',
      privatePwd: 'pw',
      visible: false,
      openFrom: 1_000,
      dueAt: 9_000,
      onTimeRank: true,
    },
    trainingCategory: { id: 2 },
  });
});

test('every rule key has its own text in both languages', () => {
  for (const dict of [enUS, zhCN]) {
    const missing = TRAINING_RULE_KEYS.filter((k) => !(k in dict.adminTraining.rule));
    expect(missing).toEqual([]);
  }
});
