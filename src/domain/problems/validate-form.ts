import type { CaseInput, ProblemFormParsed } from '../../contract/problems.ts';
import { ProblemType, SUBTASK_MODES } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { CHECKER_LANGUAGES, LANGUAGE_IDS } from '../../contract/languages.ts';

/** Compiles special judge / interactor code; provided by the judging bridge. */
export type CompileChecker = (code: string, language: string) => Promise<{ ok: true } | { ok: false; message: string }>;

/** What the rules need to know about the problem as it is stored now (null when creating). */
export interface StoredState {
  isUploadCase: boolean;
  caseCount: number;
  spjCode: string | null;
  spjLanguage: string | null;
  spjCompileOk: boolean;
}

const SAFE_FILE = /^[A-Za-z0-9._-]{1,64}$/;

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

export function parseScore(v: CaseInput['score']): number | null {
  if (isBlank(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function parseGroup(v: CaseInput['groupNum']): number | null {
  if (isBlank(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * The problem form rules of spec doc 3 §5, checked in that order so the first failing rule is
 * the one reported. Returns whether the checker code is known to compile.
 */
export async function checkProblemForm(form: ProblemFormParsed, stored: StoredState | null, compileChecker?: CompileChecker): Promise<{ spjCompileOk: boolean }> {
  const p = form.problem;
  // 1. Display id (and the title, the form's other required identity field).
  if (!p.problemId) throw Errors.ProblemIdRequired();
  if (!p.title) throw Errors.ProblemTitleRequired();
  // 2. Inside a contest, the contest display id and title.
  if (form.contest && (!form.contest.displayId || !form.contest.displayTitle)) throw Errors.ContestDisplayRequired();
  // 3. File IO names.
  if (p.isFileIO) {
    if (!p.ioReadFileName || !p.ioWriteFileName) throw Errors.FileIoNamesRequired();
    for (const name of [p.ioReadFileName, p.ioWriteFileName]) if (!SAFE_FILE.test(name)) throw Errors.FileIoNameInvalid(name);
  }
  // 4. Test data.
  if (!p.isRemote) {
    if (form.isUploadTestCase) {
      const hasStored = stored !== null && stored.isUploadCase && stored.caseCount > 0;
      if (!form.uploadTestcaseDir && !hasStored) throw Errors.TestcaseZipRequired();
    } else {
      if (form.samples.length === 0) throw Errors.SampleRequired();
      form.samples.forEach((s, i) => { if (s.input === '' && s.output === '') throw Errors.SampleEmpty(i + 1); });
    }
    if (p.type === ProblemType.OI) {
      form.samples.forEach((s, i) => { if (parseScore(s.score) === null) throw Errors.SampleScoreInvalid(i + 1); });
    }
    if ((SUBTASK_MODES as readonly string[]).includes(p.judgeCaseMode)) {
      form.samples.forEach((s, i) => { if (parseGroup(s.groupNum) === null) throw Errors.SampleGroupRequired(i + 1); });
    }
  }
  // 5. Special judge / interactor code, compiled when it changed.
  let spjCompileOk = false;
  if (p.judgeMode !== 'default') {
    const code = p.spjCode ?? '';
    if (code.trim() === '') throw p.judgeMode === 'spj' ? Errors.SpjCodeRequired() : Errors.InteractorCodeRequired();
    const language = p.spjLanguage || 'C';
    if (!CHECKER_LANGUAGES.has(language)) throw Errors.SpjLanguageUnsupported(language);
    const unchanged = stored !== null && stored.spjCompileOk && stored.spjCode === code && stored.spjLanguage === language;
    if (!unchanged) {
      if (!compileChecker) throw Errors.CheckerCompilerUnavailable();
      const result = await compileChecker(code, language);
      if (!result.ok) throw Errors.CheckerCompileFailed(result.message);
    }
    spjCompileOk = true;
  }
  // 6. At least one language, each one the judge knows.
  if (form.languages.length === 0) throw Errors.LanguageRequired();
  for (const id of form.languages) if (!LANGUAGE_IDS.has(id)) throw Errors.LanguageUnknown(id);
  // 7. Enabled code templates are not empty.
  for (const t of form.codeTemplates) {
    if (!LANGUAGE_IDS.has(t.language)) throw Errors.LanguageUnknown(t.language);
    if (t.status && t.code.trim() === '') throw Errors.CodeTemplateEmpty(t.language);
  }
  // Tags may not repeat.
  const seen = new Set<string>();
  for (const t of form.tags) {
    const key = t.id !== undefined ? `#${t.id}` : (t.name ?? '').toLowerCase();
    if (key === '') throw Errors.Validation('tags: a tag needs an id or a name');
    if (seen.has(key)) throw Errors.TagDuplicate(t.name ?? String(t.id));
    seen.add(key);
  }
  return { spjCompileOk };
}
