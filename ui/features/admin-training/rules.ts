import { trainingFormSchema } from '../../../src/contract/trainings.ts';
import { firstBrokenTrainingRule } from '../../../src/contract/training-form-rules.ts';
import { type TrainingState, toTrainingPayload } from './form-state.ts';

/** A broken rule: its i18n key under `adminTraining.rule`, the field it names (schema issues) and the section to scroll to. */
export interface TrainingRuleBreak {
  key: string;
  field?: string;
  section: 'basic' | 'schedule';
}

/**
 * The save rules of spec doc 3 §5 as the server runs them (src/contract/training-form-rules.ts), on
 * what the form would send; a form the contract's schema refuses (a title too long) is answered by
 * the first schema issue, named by its field.
 */
export function firstTrainingIssue(s: TrainingState): TrainingRuleBreak | null {
  const parsed = trainingFormSchema.safeParse(toTrainingPayload(s));
  if (parsed.success) {
    const key = firstBrokenTrainingRule(parsed.data);
    if (!key) return null;
    return {
      key,
      section: ['openFromInvalid', 'openFromOutOfRange', 'dueInvalid', 'dueOutOfRange'].includes(key)
        ? 'schedule'
        : 'basic',
    };
  }
  const path = parsed.error.issues[0]!.path;
  return { key: 'fieldInvalid', field: String(path[path.length - 1] ?? ''), section: 'basic' };
}
