import type { Page } from '../../../src/contract/envelope.ts';
import type { JudgeCaseMode } from '../../../src/contract/judge-status.ts';
import type { ExamplePair, ProblemForm, Tag, UploadTestcaseResult } from '../../../src/contract/problems.ts';
import { api, request } from '../../lib/api.ts';
import { type LanguageOption, normalizeLanguages } from './languages.ts';

/** A row of the admin problem list. */
export interface AdminProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  auth: number;
  type: number;
  difficulty: number;
  judgeMode: string;
  isRemote: boolean;
  gid: number | null;
  modifiedUser: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/admin/problem: every field of a problem as its edit form needs it. */
export interface AdminProblemDetail {
  problem: {
    id: number;
    problemId: string;
    title: string;
    description: string;
    input: string;
    output: string;
    exampleList: ExamplePair[];
    hint: string;
    source: string;
    author: string;
    timeLimit: number;
    memoryLimit: number;
    stackLimit: number;
    difficulty: number;
    type: number;
    auth: number;
    judgeMode: string;
    judgeCaseMode: string;
    spjCode: string | null;
    spjLanguage: string | null;
    spjCompileOk: boolean;
    isUploadCase: boolean;
    isRemoveEndBlank: boolean;
    openCaseResult: boolean;
    codeShare: boolean;
    isFileIO: boolean;
    ioReadFileName: string | null;
    ioWriteFileName: string | null;
    userExtraFile: Record<string, string> | null;
    judgeExtraFile: Record<string, string> | null;
    isRemote: boolean;
  };
  samples: { input: string; output: string; score: number | null; groupNum: number | null }[];
  tags: Pick<Tag, 'id' | 'name' | 'color'>[];
  languages: string[];
  codeTemplates: { language: string; code: string; status: boolean }[];
}

export interface ListQuery {
  keyword?: string;
  currentPage: number;
  limit: number;
}

export const adminProblemApi = {
  list: (q: ListQuery) => api.get<Page<AdminProblemRow>>('/api/admin/problem/get-problem-list', { ...q }),
  get: (pid: number) => api.get<AdminProblemDetail>('/api/admin/problem', { pid }),
  create: (form: ProblemForm) => api.post<{ id: number; problemId: string }>('/api/admin/problem', form, { quiet: true }),
  update: (form: ProblemForm) => api.put<{ id: number; problemId: string }>('/api/admin/problem', form, { quiet: true }),
  /** Saves a problem made inside a contest and links it there under its display id, in one call. */
  createInContest: (form: ProblemForm) => api.post<{ id: number; problemId: string }>('/api/admin/contest/problem', form, { quiet: true }),
  /** The rule type of the contest a problem is made in (its problems must match it). */
  contestType: async (cid: number) => (await api.get<{ type: number }>('/api/admin/contest', { cid })).type,
  remove: (pid: number) => request<null>('/api/admin/problem', { method: 'DELETE', params: { pid } }),
  /** Super admin: every submission of the problem goes back to the judge queue. */
  rejudgeAll: (pid: number) => api.get<{ count: number }>('/api/admin/judge/rejudge-problem', { pid }),
  changeAuth: (id: number, auth: number) => api.put<null>('/api/admin/problem/change-problem-auth', { id, auth }),
  /** Compiles special judge or interactor code; a failure is answered with the compiler's message. */
  compileChecker: (code: string, language: string, files: Record<string, string> | null) => api.post<null>('/api/admin/problem/compile-spj', { code, language, files }, { quiet: true }),
  uploadTestcaseZip: (file: File, mode: JudgeCaseMode) => {
    const form = new FormData();
    form.set('file', file);
    form.set('mode', mode);
    return api.upload<UploadTestcaseResult>('/api/file/upload-testcase-zip', form, { quiet: true, params: { mode }, timeoutMs: 300_000 });
  },
  tags: () => api.get<Tag[]>('/api/admin/tag'),
  /** Every language of the judge, including those this host cannot run now. */
  languages: async (): Promise<LanguageOption[]> => normalizeLanguages(await api.get<unknown>('/api/languages', { all: true }, { quiet: true })),
};
