import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { JudgeStatus } from '../../../../src/contract/judge-status.ts';
import { submissionEndpoints as S } from '../../../../src/contract/endpoints/submissions.ts';
import type { Submitted } from '../../../../src/contract/submissions.ts';
import { openLoginModal } from '../../../lib/login-modal.ts';
import { useSave } from '../../../lib/query/use-save.ts';
import { getToken } from '../../../lib/session.ts';
import { type StateUpdate, watchSubmissions } from '../../../lib/submission-watch.ts';
import { cidOf, tidOf, type WorkspaceScope } from '../scope.ts';
import { codeProblem } from './code-rules.ts';

/**
 * The confirmation of a submit shows at the top of the window: the verdict appears beside the
 * submit button, at the bottom of the editor, where the other toasts (bottom centre) would cover it.
 */
export const SUBMITTED_TOAST = { position: 'top-center' } as const;

export interface CaptchaAnswer {
  captcha: string;
  captchaKey: string;
}

/**
 * Submit flow (spec doc 1 §4): check, send, then follow the verdict live until it is final. The
 * Submit button stays disabled meanwhile; `onFinished` lets the page reload the user's status.
 * `pid` is the bank's problem id, or in a contest the problem's display id.
 */
export function useSubmit(pid: string, scope: WorkspaceScope, onFinished: () => void) {
  const { t } = useTranslation();
  const [result, setResult] = useState<StateUpdate | null>(null);
  // The server's refusals (a closed contest, too many submissions) are said in a toast.
  const sending = useSave(S.submit, { onRefusal: (message) => toast.error(message) });
  /** True from a sent submission until its verdict is final. */
  const [judging, setJudging] = useState(false);
  /** Why the last submission is not judged soon (no judge runs, or it waits for disk space), or null. */
  const [judgeWaiting, setJudgeWaiting] = useState<Submitted['judgeWaiting']>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const { save } = sending;

  const submit = useCallback(
    async (code: string, language: string, captcha: CaptchaAnswer | null): Promise<boolean> => {
      if (!getToken()) {
        toast.warning(t('guard.loginFirst'));
        openLoginModal('login');
        return false;
      }
      const problem = codeProblem(code);
      if (problem) {
        toast.error(t(problem));
        return false;
      }
      stop.current?.();
      setJudging(false);
      setResult({ submitId: 0, status: JudgeStatus.SUBMITTING, score: null, time: null, memory: null });
      const sent = await save({ pid, cid: cidOf(scope), tid: tidOf(scope), language, code, ...(captcha ?? {}) });
      if (!sent) {
        setResult(null);
        setJudgeWaiting(null);
        return false;
      }
      const row = sent.answer;
      toast.success(t('editor.submitted'), SUBMITTED_TOAST);
      setJudgeWaiting(row.judgeWaiting ?? null);
      setResult(row);
      setJudging(true);
      stop.current = watchSubmissions(
        [row.submitId],
        (s) => setResult((prev) => ({ ...prev, ...s })),
        () => {
          setJudging(false);
          onFinished();
        },
      );
      return true;
    },
    [pid, scope, onFinished, t, save],
  );
  return { submit, result, busy: sending.busy || judging, judgeWaiting };
}
