import { createContext, useContext } from 'react';
import type { JudgeCaseMode } from '../../../src/contract/judge-status.ts';
import type { ProblemForm, Tag, UploadTestcaseResult } from '../../../src/contract/problems.ts';
import type { ProblemBounds } from '../../../src/contract/problem-bounds.ts';
import { api } from '../../lib/api.ts';
import { type AdminProblemDetail, adminProblemApi } from './api.ts';

/** The calls the problem editor makes: the back office's, or a group's (API-NEXT "Groups"). */
export type EditorCalls = Pick<
  typeof adminProblemApi,
  | 'get'
  | 'create'
  | 'createInContest'
  | 'contestType'
  | 'update'
  | 'tags'
  | 'compileChecker'
  | 'uploadTestcaseZip'
  | 'languages'
> & {
  /** What the caller may set on a problem here (a group's calls; the back office has no bounds to show). */
  bounds?: () => Promise<ProblemBounds>;
};

/** The editor opened inside a group: its problems are the group's, their display ids after the group's short name. */
export interface EditorGroup {
  gid: number;
  shortName: string;
}

export function groupEditorCalls(gid: number): EditorCalls {
  return {
    get: (pid) => api.get<AdminProblemDetail>('/api/group/problem', { pid }),
    create: (form: ProblemForm) =>
      api.post<{ id: number; problemId: string }>(
        '/api/group/problem',
        { ...form, problem: { ...form.problem, gid } },
        { quiet: true },
      ),
    createInContest: (form: ProblemForm) =>
      api.post<{ id: number; problemId: string }>(
        '/api/group/contest-problem',
        { ...form, problem: { ...form.problem, gid } },
        { quiet: true },
      ),
    contestType: async (cid: number) => (await api.get<{ type: number }>('/api/group/contest', { cid })).type,
    update: (form: ProblemForm) =>
      api.put<{ id: number; problemId: string }>('/api/group/problem', form, { quiet: true }),
    tags: () => api.get<Tag[]>('/api/group/get-all-problem-tags', { gid }),
    compileChecker: (code, language, files) =>
      api.post<null>('/api/group/compile-spj', { code, language, files }, { quiet: true, params: { gid } }),
    uploadTestcaseZip: (file: File, mode: JudgeCaseMode) => {
      const form = new FormData();
      form.set('file', file);
      form.set('mode', mode);
      form.set('gid', String(gid));
      return api.upload<UploadTestcaseResult>('/api/file/upload-group-testcase-zip', form, {
        quiet: true,
        params: { gid, mode },
        timeoutMs: 300_000,
      });
    },
    languages: adminProblemApi.languages,
    bounds: () => api.get<ProblemBounds>('/api/group/get-problem-bounds', { gid }),
  };
}

export const EditorGroupContext = createContext<EditorGroup | null>(null);

/** The calls of the editor where it is mounted (a group's inside a group). */
export function useEditorCalls(): EditorCalls {
  const group = useContext(EditorGroupContext);
  return group ? groupEditorCalls(group.gid) : adminProblemApi;
}
