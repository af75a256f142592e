import { adminContestEndpoints } from '../../../src/contract/endpoints/admin-contests.ts';
import { adminProblemEndpoints as E } from '../../../src/contract/endpoints/admin-problems.ts';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { judgeAdminEndpoints } from '../../../src/contract/endpoints/submissions.ts';
import { tagEndpoints } from '../../../src/contract/endpoints/tags.ts';
import type { JudgeCaseMode } from '../../../src/contract/judge-status.ts';
import type { ProblemForm, UploadTestcaseResult } from '../../../src/contract/problems.ts';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { type LanguageOption, normalizeLanguages } from './languages.ts';

export type { AdminProblemDetail, AdminProblemRow } from '../../../src/contract/problem-admin.ts';

/** The back office's problem calls, through their entries (uploading an archive of test data is a file). */
export const adminProblemApi = {
  get: (pid: number) => call(E.get, { pid }),
  create: (form: ProblemForm) => call(E.create, form, { quiet: true }),
  update: (form: ProblemForm) => call(E.update, form, { quiet: true }),
  /** Saves a problem made inside a contest and links it there under its display id, in one call. */
  createInContest: (form: ProblemForm) => call(adminContestEndpoints.createProblem, form as never, { quiet: true }),
  /** The rule type of the contest a problem is made in (its problems must match it). */
  contestType: async (cid: number) => (await call(adminContestEndpoints.get, { cid })).type,
  remove: (pid: number) => call(E.remove, { pid }),
  /** Super admin: every submission of the problem goes back to the judge queue. */
  rejudgeAll: (pid: number) => call(judgeAdminEndpoints.rejudgeProblem, { pid }),
  /** Compiles special judge or interactor code; a failure is answered with the compiler's message. */
  compileChecker: (code: string, language: string, files: Record<string, string> | null) =>
    call(E.compileChecker, { code, language, files }, { quiet: true }),
  uploadTestcaseZip: (file: File, mode: JudgeCaseMode) => {
    const form = new FormData();
    form.set('file', file);
    form.set('mode', mode);
    return api.upload<UploadTestcaseResult>('/api/file/upload-testcase-zip', form, {
      quiet: true,
      params: { mode },
      timeoutMs: 300_000,
    });
  },
  tags: () => call(tagEndpoints.list, {}),
  /** Every language of the judge, including those this host cannot run now. */
  languages: async (): Promise<LanguageOption[]> =>
    normalizeLanguages(await call(problemEndpoints.languages, { all: 'true' }, { quiet: true })),
};
