import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '../../../src/contract/trainings.ts';
import { LOAD_SEED, shuffledBy } from '../../components/problem-workspace/choice-logic.ts';
import { ChoiceWorkspace } from '../../components/problem-workspace/choice-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { TrainingProblemBar } from './problem-bar.tsx';
import { TrainingProblemList } from './training-problem-list.tsx';
import { useTrainingBase } from './training-tabs.ts';
import type { TrainingProblems } from './use-training.ts';

/**
 * The Problems tab of a computational-thinking training: the list in an order drawn once per page
 * load (spec doc 1 §2), or one problem's choice workspace in the training's scope.
 */
export function CtTrainingProblems({
  detail,
  problemId,
  fullScreen,
  problems,
}: {
  detail: TrainingDetail;
  problemId: string | null;
  fullScreen: boolean;
  problems: TrainingProblems;
}) {
  const { t } = useTranslation();
  const base = useTrainingBase();
  const rows = useMemo(
    () => (problems.rows ? shuffledBy(problems.rows, (r) => r.pid, LOAD_SEED) : null),
    [problems.rows],
  );
  const row = rows?.find((r) => r.problemId === problemId);
  const scope = useMemo<WorkspaceScope>(
    () => ({ kind: 'training', tid: detail.id, displayId: row?.displayId ?? problemId ?? '', gid: detail.gid }),
    [detail.id, row?.displayId, problemId, detail.gid],
  );
  if (!problemId) return <TrainingProblemList tid={detail.id} problems={{ ...problems, rows }} />;
  if (!rows)
    return <p className="py-20 text-center text-muted-foreground">{problems.error || t('problem.page.loading')}</p>;
  return (
    <ChoiceWorkspace
      key={problemId}
      scope={scope}
      problemId={problemId}
      backHref={`${base}/${detail.id}/problems`}
      backLabel={t('training.problems.back')}
      onAnswered={problems.reload}
      initialFocus={fullScreen}
      focusBar={<TrainingProblemBar tid={detail.id} current={problemId} order={rows.map((r) => r.problemId)} />}
    />
  );
}
