import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isFinalStatus } from '../../../../src/contract/judge-status.ts';
import type { TestJudgeResult } from '../../../../src/contract/submissions.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openLoginModal } from '../../../lib/login-modal.ts';
import { getToken } from '../../../lib/session.ts';
import type { WorkspaceScope } from '../scope.ts';
import { workspaceApi } from '../workspace-api.ts';
import { codeProblem, testInputProblem } from './code-rules.ts';

/** The online test is asked for its result every second until it is no longer pending. */
const TEST_POLL_MS = 1000;

/** Online test (spec doc 1 §4): the user's code on custom input, with an optional expected output. */
export function useTestRun(problemId: string, scope: WorkspaceScope) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (code: string, language: string, userInput: string, expectedOutput: string) => {
      if (!getToken()) {
        toast.warning(t('guard.loginFirst'));
        openLoginModal('login');
        return;
      }
      const problem = codeProblem(code) ?? testInputProblem(userInput);
      if (problem) {
        toast.error(t(problem));
        return;
      }
      clearTimeout(timer.current);
      setRunning(true);
      setResult(null);
      try {
        const key = await workspaceApi.testJudge({
          ...(scope.kind === 'contest'
            ? { pid: scope.displayId, cid: scope.cid, mode: 'contest' }
            : { pid: problemId, mode: scope.kind === 'training' ? 'training' : 'practice' }),
          language,
          code,
          userInput,
          expectedOutput: expectedOutput || null,
          type: 'public',
        });
        const poll = () => {
          timer.current = setTimeout(async () => {
            try {
              const r = await workspaceApi.testResult(key);
              setResult(r);
              if (isFinalStatus(r.status)) setRunning(false);
              else poll();
            } catch {
              setRunning(false);
            }
          }, TEST_POLL_MS);
        };
        poll();
      } catch (e) {
        if (isApiError(e) && e.httpStatus === 200) toast.error(e.message);
        setRunning(false);
      }
    },
    [problemId, scope, t],
  );
  return { run, result, running };
}
