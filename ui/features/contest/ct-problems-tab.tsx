import { CheckIcon, CircleIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContestInfo, type ContestProblemRow, ContestStatus } from '../../../src/contract/contests.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { LOAD_SEED, shuffledBy } from '../../components/problem-workspace/choice-logic.ts';
import { ChoiceWorkspace } from '../../components/problem-workspace/choice-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { ContestProblemList } from './contest-problem-list.tsx';
import { useContestBase } from '../../lib/contest-path.ts';
import { ProblemBar, reloadProblemBar } from './problem-bar.tsx';
import { HandInBar, useHandIn } from './ct-hand-in.tsx';
import type { useContestProblems } from './use-contest-problems.ts';
import { statusAt } from './use-contest.ts';

/**
 * The Problems tab of a computational-thinking contest: the hand-in bar, then the problem list in
 * an order drawn once per page load, or one problem's choice workspace. While the contest runs the
 * list says which problems are answered, not whether the answers are right.
 */
export function CtProblemsTab({
  info,
  displayId,
  problems,
  fullScreen = false,
}: {
  info: ContestInfo;
  displayId: string | null;
  problems: ReturnType<typeof useContestProblems>;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  const base = useContestBase();
  const { record, reload } = useHandIn(info.id);
  const rows = useMemo(
    () => (problems.rows ? shuffledBy(problems.rows, (r) => r.id, LOAD_SEED) : null),
    [problems.rows],
  );
  const scope = useMemo<WorkspaceScope | null>(
    () => (displayId ? { kind: 'contest', cid: info.id, displayId } : null),
    [info.id, displayId],
  );
  // The viewer's own state when the contest was read: a participant with extra time is still answering.
  const status = statusAt(info, info.now);
  const running = status !== ContestStatus.ENDED;
  const bar = <HandInBar cid={info.id} status={status} record={record} onHandedIn={reload} />;
  if (problems.error)
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="contest-problems-error">
        {problems.error}
      </p>
    );
  if (scope && displayId) {
    return (
      // The workspace pulls itself up by its own margin (-my-2): the gap leaves room below the hand-in bar.
      <div className="flex flex-col gap-4">
        {bar}
        <ChoiceWorkspace
          key={displayId}
          scope={scope}
          problemId={displayId}
          backHref={`${base}/${info.id}/problems`}
          backLabel={t('contest.problems.back')}
          contestStatus={status}
          handedIn={record?.handedIn ?? false}
          onAnswered={() => {
            problems.reload();
            reloadProblemBar();
          }}
          initialFocus={fullScreen}
          focusBar={<ProblemBar cid={info.id} current={displayId} order={rows?.map((r) => r.displayId)} />}
        />
      </div>
    );
  }
  const mark = (r: ContestProblemRow) => {
    if (!running) return <StatusIcon status={r.myStatus} className="size-4" />;
    return r.myStatus !== JudgeStatus.NOT_SUBMITTED ? (
      <CheckIcon className="size-4 text-sky-600" aria-label={t('choice.list.answered')} />
    ) : (
      <CircleIcon className="size-4 text-muted-foreground" aria-label={t('choice.list.unanswered')} />
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {bar}
      <ContestProblemList cid={info.id} rows={rows} error="" mark={mark} ratio={false} />
    </div>
  );
}
