import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { ContestInfo, ContestProblemRow } from '../../../src/contract/contests.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { ProblemWorkspace } from '../../components/problem-workspace/problem-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { ProblemBar } from './problem-bar.tsx';

/** /contest/{cid}/problem/{displayId}: the shared workspace in the contest's scope. */
export function ContestProblemPage({
  info,
  displayId,
  rows,
  onFinished,
}: {
  info: ContestInfo;
  displayId: string;
  rows: ContestProblemRow[];
  onFinished: () => void;
}) {
  const { t } = useTranslation();
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
        backHref={`/contest/${info.id}/problems`}
        backLabel={t('contest.problems.back')}
        myStatus={row?.myStatus ?? JudgeStatus.NOT_SUBMITTED}
        onFinished={onFinished}
        confirmCover={contestRule(info.type).confirmsCover}
        focusBar={<ProblemBar cid={info.id} rows={rows} current={displayId} />}
      />
    </div>
  );
}
