import { z } from 'zod';

/**
 * The report of a problem package import (POST file/import-*-problem): per problem of the package,
 * in its order, the saved problem or the reason it was refused, and for a saved one every warning
 * a teacher should read before using it.
 *
 * Warnings, each with its parameters (the UI words them in its language):
 * - limitDefault {limit: time|memory|stack, value}: the package gives no such limit; value (ms or MB) was taken.
 * - checkerLanguageDefault {value}: the package's checker names no language; value was taken.
 * - subtaskScoreDefault {subtask, value}: a subtask (group) gives no score; value was taken.
 * - samplesAsTests {count}: the package has no test data; its samples are the tests.
 * - languageDropped {language}: a language the package names is not judged here (left out, with its templates).
 * - solutionsUnjudgeable {languages}: every solution the package brings is in a language not judged here (e.g. SQL).
 * - answerMissing {test}: a test has no answer file; an empty answer is used.
 * - sectionDropped {section}: a part of the statement was left out.
 * - imageMissing {image}: an image the statement shows could not be carried; its link is left as written.
 */
export const IMPORT_WARNING_CODES = [
  'limitDefault',
  'checkerLanguageDefault',
  'subtaskScoreDefault',
  'samplesAsTests',
  'languageDropped',
  'solutionsUnjudgeable',
  'answerMissing',
  'sectionDropped',
  'imageMissing',
] as const;
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

export const importWarningSchema = z.object({
  code: z.enum(IMPORT_WARNING_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

export const importOutcomeSchema = z.union([
  z.object({ title: z.string(), id: z.number().int(), problemId: z.string(), warnings: z.array(importWarningSchema) }),
  z.object({ title: z.string(), error: z.string() }),
]);
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importReportSchema = z.array(importOutcomeSchema);
