import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { ContestInfo, ContestProblemRow } from '../../../src/contract/contests.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { ProblemWorkspace } from '../../components/problem-workspace/problem-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { useContestBase } from '../../lib/contest-path.ts';
import { ProblemBar, reloadProblemBar } from './problem-bar.tsx';

/** /contest/{cid}/problem/{displayId}[/full-screen]: the shared workspace in the contest's scope (focus mode at the full-screen address). */
export function ContestProblemPage({
  info,
  displayId,
  rows,
  onFinished,
  fullScreen = false,
}: {
  info: ContestInfo;
  displayId: string;
  rows: ContestProblemRow[];
  onFinished: () => void;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  const base = useContestBase();
  const finished = useCallback(() => {
    onFinished();
    reloadProblemBar();
  }, [onFinished]);
  const scope = useMemo<WorkspaceScope>(() => ({ kind: 'contest', cid: info.id, displayId }), [info.id, displayId]);
  const row = rows.find((r) => r.displayId === displayId);
  return (
    <div className="flex flex-col gap-2">
      {row?.myStatus === JudgeStatus.SUBMITTED_NO_RESULT && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-900"
          data-testid="submitted-not-result"
        >
          {t('judgeStatus.name.SUBMITTED_NO_RESULT')}
        </p>
      )}
      <ProblemWorkspace
        key={displayId}
        scope={scope}
        problemId={displayId}
        backHref={`${base}/${info.id}/problems`}
        backLabel={t('contest.problems.back')}
        myStatus={row?.myStatus ?? JudgeStatus.NOT_SUBMITTED}
        onFinished={finished}
        confirmCover={contestRule(info.type).confirmsCover}
        initialFocus={fullScreen}
        focusBar={<ProblemBar cid={info.id} current={displayId} />}
      />
    </div>
  );
}
