import { PROBLEM_FORM_STEPS, type ProblemRuleIssue, type ProblemRuleKey } from '../../contract/problem-form-rules.ts';
import type { ProblemFormParsed } from '../../contract/problems.ts';
import { type AppError, Errors } from '../errors.ts';

/** Compiles special judge / interactor code; provided by the judging bridge. */
export type CompileChecker = (
  code: string,
  language: string,
  files?: Record<string, string> | null,
) => Promise<{ ok: true } | { ok: false; message: string }>;

/** What the rules need to know about the problem as it is stored now (null when creating). */
export interface StoredState {
  isUploadCase: boolean;
  caseCount: number;
  spjCode: string | null;
  spjLanguage: string | null;
  spjCompileOk: boolean;
}

/** Each rule of the shared form rules as the catalogued error the server answers with. */
const RULE_ERRORS: Record<ProblemRuleKey, (p: NonNullable<ProblemRuleIssue['params']>) => AppError> = {
  problemIdRequired: () => Errors.ProblemIdRequired(),
  titleRequired: () => Errors.ProblemTitleRequired(),
  contestDisplayRequired: () => Errors.ContestDisplayRequired(),
  fileIoNamesRequired: () => Errors.FileIoNamesRequired(),
  fileIoNameInvalid: (p) => Errors.FileIoNameInvalid(p.name ?? ''),
  testcaseZipRequired: () => Errors.TestcaseZipRequired(),
  sampleRequired: () => Errors.SampleRequired(),
  sampleEmpty: (p) => Errors.SampleEmpty(p.n ?? 0),
  sampleScoreInvalid: (p) => Errors.SampleScoreInvalid(p.n ?? 0),
  sampleGroupRequired: (p) => Errors.SampleGroupRequired(p.n ?? 0),
  spjCodeRequired: () => Errors.SpjCodeRequired(),
  interactorCodeRequired: () => Errors.InteractorCodeRequired(),
  spjLanguageUnsupported: (p) => Errors.SpjLanguageUnsupported(p.language ?? ''),
  // The server compiles the code itself at this step, so it never reports these two.
  spjNotCompiled: () => Errors.CheckerCompilerUnavailable(),
  interactorNotCompiled: () => Errors.CheckerCompilerUnavailable(),
  languageRequired: () => Errors.LanguageRequired(),
  languageUnknown: (p) => Errors.LanguageUnknown(p.language ?? ''),
  codeTemplateEmpty: (p) => Errors.CodeTemplateEmpty(p.language ?? ''),
  tagNameRequired: () => Errors.TagNameRequired(),
  tagDuplicate: (p) => Errors.TagDuplicate(p.name ?? ''),
};

/**
 * The problem form rules (src/contract/problem-form-rules.ts) in the spec's order, the first
 * broken one thrown; at the checker step, changed checker code is compiled. Returns whether the
 * checker code is known to compile.
 */
export async function checkProblemForm(
  form: ProblemFormParsed,
  stored: StoredState | null,
  compileChecker?: CompileChecker,
): Promise<{ spjCompileOk: boolean }> {
  const context = { hasStoredCases: Boolean(stored?.isUploadCase && stored.caseCount > 0) };
  let spjCompileOk = false;
  for (const step of PROBLEM_FORM_STEPS) {
    const issue = step.check(form, context);
    if (issue) throw RULE_ERRORS[issue.key](issue.params ?? {});
    if (step.name === 'checker' && form.problem.judgeMode !== 'default')
      spjCompileOk = await compileIfChanged(form, stored, compileChecker);
  }
  return { spjCompileOk };
}

async function compileIfChanged(
  form: ProblemFormParsed,
  stored: StoredState | null,
  compileChecker?: CompileChecker,
): Promise<boolean> {
  const code = form.problem.spjCode ?? '';
  const language = form.problem.spjLanguage || 'C';
  if (stored?.spjCompileOk && stored.spjCode === code && stored.spjLanguage === language) return true;
  if (!compileChecker) throw Errors.CheckerCompilerUnavailable();
  const result = await compileChecker(code, language, form.problem.judgeExtraFile);
  if (!result.ok) throw Errors.CheckerCompileFailed(result.message);
  return true;
}
