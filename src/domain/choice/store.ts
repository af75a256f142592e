import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { choiceProblems, problems } from '../../db/schema/index.ts';
import { CHOICE_LETTERS, type ChoiceLetter, type ChoiceOption } from '../../contract/choice.ts';
import { Errors } from '../errors.ts';

export type StoredProblem = typeof problems.$inferSelect;
export type StoredChoice = typeof choiceProblems.$inferSelect;

/** A choice problem with its options, by bank id. */
export function findChoice(db: Db, pid: number): { problem: StoredProblem; choice: StoredChoice } {
  const row = db
    .select({ problem: problems, choice: choiceProblems })
    .from(problems)
    .innerJoin(choiceProblems, eq(choiceProblems.pid, problems.id))
    .where(and(eq(problems.id, pid), eq(problems.kind, 'choice')))
    .get();
  if (!row) throw Errors.ProblemNotFound();
  return row;
}

export function optionsOf(c: StoredChoice): ChoiceOption[] {
  try {
    const list = JSON.parse(c.options) as ChoiceOption[];
    return CHOICE_LETTERS.map((_, i) => ({ text: String(list[i]?.text ?? ''), image: String(list[i]?.image ?? '') }));
  } catch {
    return CHOICE_LETTERS.map(() => ({ text: '', image: '' }));
  }
}

export const isCorrect = (c: StoredChoice, selection: ChoiceLetter) => c.answer === selection;
