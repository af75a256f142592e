import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '../../../src/contract/trainings.ts';
import { ProblemWorkspace } from '../../components/problem-workspace/problem-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { TrainingProblemBar } from './problem-bar.tsx';
import { useTrainingBase } from './training-tabs.ts';
import type { TrainingProblems } from './use-training.ts';

/** /training/{tid}/problem/{problemId}[/full-screen]: the shared workspace in the training's scope. */
export function TrainingProblemPage({
  detail,
  problemId,
  fullScreen,
  problems,
}: {
  detail: TrainingDetail;
  problemId: string;
  fullScreen: boolean;
  problems: TrainingProblems;
}) {
  const { t } = useTranslation();
  const base = useTrainingBase();
  const { rows, statusOf, reload } = problems;
  const row = rows?.find((r) => r.problemId === problemId);
  const displayId = row?.displayId ?? problemId;
  const scope = useMemo<WorkspaceScope>(
    () => ({ kind: 'training', tid: detail.id, displayId, gid: detail.gid }),
    [detail.id, displayId, detail.gid],
  );
  if (!rows)
    return <p className="py-20 text-center text-muted-foreground">{problems.error || t('problem.page.loading')}</p>;
  return (
    <ProblemWorkspace
      key={problemId}
      scope={scope}
      problemId={problemId}
      backHref={`${base}/${detail.id}/problems`}
      backLabel={t('training.problems.back')}
      myStatus={row ? statusOf(row.pid) : undefined}
      onFinished={reload}
      initialFocus={fullScreen}
      focusBar={<TrainingProblemBar tid={detail.id} current={problemId} />}
    />
  );
}
