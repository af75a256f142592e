import { dateInRange } from './date-range.ts';
import { RANK_MAX, type TrainingFormParsed } from './trainings.ts';

/**
 * The training save rules of spec doc 3 §5, in its order, written once: the admin form runs them
 * before it sends, the server again on what arrives. Each answers the first broken rule as a key
 * (the server turns it into a catalogued error, the form into its own text in either language).
 */
export const TRAINING_RULE_KEYS = [
  'rankRequired',
  'rankInvalid',
  'titleRequired',
  'descriptionRequired',
  'categoryRequired',
  'passwordRequired',
  'openFromInvalid',
  'openFromOutOfRange',
  'dueInvalid',
  'dueOutOfRange',
] as const;
export type TrainingRuleKey = (typeof TRAINING_RULE_KEYS)[number];

/** The rank as an integer 0–2147483647, null when missing, NaN when not such an integer. */
export function trainingRank(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= RANK_MAX ? n : Number.NaN;
}

type Step = (f: TrainingFormParsed) => TrainingRuleKey | null;

const TRAINING_FORM_STEPS: Step[] = [
  (f) => (trainingRank(f.training.rank) === null ? 'rankRequired' : null),
  (f) => (Number.isNaN(trainingRank(f.training.rank)) ? 'rankInvalid' : null),
  (f) => (f.training.title.trim() ? null : 'titleRequired'),
  (f) => (f.training.description.trim() ? null : 'descriptionRequired'),
  (f) => (f.trainingCategory?.id ? null : 'categoryRequired'),
  (f) => (f.training.auth === 'Public' || f.training.privatePwd.trim() ? null : 'passwordRequired'),
  (f) => (Number.isNaN(f.training.openFrom) ? 'openFromInvalid' : null),
  (f) => (f.training.openFrom === null || dateInRange(f.training.openFrom) ? null : 'openFromOutOfRange'),
  (f) => {
    const { openFrom, dueAt } = f.training;
    if (Number.isNaN(dueAt)) return 'dueInvalid';
    if (dueAt !== null && !dateInRange(dueAt)) return 'dueOutOfRange';
    return dueAt !== null && openFrom !== null && dueAt <= openFrom ? 'dueInvalid' : null;
  },
];

/** The first broken rule of a training form, or null when it may be saved. */
export function firstBrokenTrainingRule(form: TrainingFormParsed): TrainingRuleKey | null {
  for (const step of TRAINING_FORM_STEPS) {
    const key = step(form);
    if (key) return key;
  }
  return null;
}
