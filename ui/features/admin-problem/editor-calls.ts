import { createContext, useContext } from 'react';
import type { JudgeCaseMode } from '../../../src/contract/judge-status.ts';
import type { ProblemForm, UploadTestcaseResult } from '../../../src/contract/problems.ts';
import type { ProblemBounds } from '../../../src/contract/problem-bounds.ts';
import {
  groupContestEndpoints as C,
  groupProblemEndpoints as P,
} from '../../../src/contract/endpoints/group-content.ts';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
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
  const quiet = { quiet: true };
  return {
    // The group's answer is the editor's detail; its schema names only what the server checks.
    get: async (pid) => (await call(P.get, { pid })) as unknown as AdminProblemDetail,
    create: (form: ProblemForm) => call(P.create, { ...form, problem: { ...form.problem, gid } }, quiet),
    createInContest: (form: ProblemForm) =>
      call(C.createProblem, { ...form, problem: { ...form.problem, gid } } as never, quiet),
    contestType: async (cid: number) => (await call(C.get, { cid })).type,
    update: (form: ProblemForm) => call(P.update, form, quiet),
    tags: () => call(P.tags, { gid }),
    compileChecker: (code, language, files) => call(P.compileSpj, { gid, code, language, files }, quiet),
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
    bounds: () => call(P.bounds, { gid }),
  };
}

export const EditorGroupContext = createContext<EditorGroup | null>(null);

/** The calls of the editor where it is mounted (a group's inside a group). */
export function useEditorCalls(): EditorCalls {
  const group = useContext(EditorGroupContext);
  return group ? groupEditorCalls(group.gid) : adminProblemApi;
}
