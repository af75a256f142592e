import { CheckIcon, CircleIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type ContestInfo, ContestStatus } from '../../../src/contract/contests.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { LOAD_SEED, shuffledBy } from '../../components/problem-workspace/choice-logic.ts';
import { ChoiceWorkspace } from '../../components/problem-workspace/choice-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { Balloon } from './contest-problem-list.tsx';
import { ProblemBar } from './problem-bar.tsx';
import { HandInBar, useHandIn } from './ct-hand-in.tsx';
import type { useContestProblems } from './use-contest-problems.ts';

/**
 * The Problems tab of a computational-thinking contest: the hand-in bar, then the problem list in
 * an order drawn once per page load, or one problem's choice workspace. While the contest runs the
 * list says which problems are answered, not whether the answers are right.
 */
export function CtProblemsTab({ info, displayId, problems }: { info: ContestInfo; displayId: string | null; problems: ReturnType<typeof useContestProblems> }) {
  const { t } = useTranslation();
  const { record, reload } = useHandIn(info.id);
  const rows = useMemo(() => (problems.rows ? shuffledBy(problems.rows, (r) => r.id, LOAD_SEED) : null), [problems.rows]);
  const scope = useMemo<WorkspaceScope | null>(() => (displayId ? { kind: 'contest', cid: info.id, displayId } : null), [info.id, displayId]);
  const running = info.status !== ContestStatus.ENDED;
  const bar = <HandInBar cid={info.id} status={info.status} record={record} onHandedIn={reload} />;
  if (problems.error) return <p className="py-10 text-center text-muted-foreground" data-testid="contest-problems-error">{problems.error}</p>;
  if (scope && displayId) {
    return (
      <div className="flex flex-col gap-2">
        {bar}
        <ChoiceWorkspace
          key={displayId} scope={scope} problemId={displayId} backHref={`/contest/${info.id}/problems`} backLabel={t('contest.problems.back')}
          contestStatus={info.status} handedIn={record?.handedIn ?? false} onAnswered={problems.reload}
          focusBar={rows && <ProblemBar cid={info.id} rows={rows} current={displayId} />}
        />
      </div>
    );
  }
  const td = 'px-2 py-2';
  return (
    <div className="flex flex-col gap-3">
      {bar}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm" data-testid="contest-problems">
          <thead className="bg-muted/60 text-left text-muted-foreground">
            <tr>
              <th className={td}>{t('contest.problems.mine')}</th>
              <th className={td}>{t('contest.problems.id')}</th>
              <th className={td}>{t('contest.problems.title')}</th>
            </tr>
          </thead>
          <tbody>
            {rows?.map((r) => {
              const answered = r.myStatus !== JudgeStatus.NOT_SUBMITTED;
              return (
                <tr key={r.id} className="border-t" data-testid="contest-problem-row" data-answered={answered}>
                  <td className={td}>
                    {!running ? <StatusIcon status={r.myStatus} className="size-4" />
                      : answered ? <CheckIcon className="size-4 text-sky-600" aria-label={t('choice.list.answered')} /> : <CircleIcon className="size-4 text-muted-foreground" aria-label={t('choice.list.unanswered')} />}
                  </td>
                  <td className={td}><Balloon row={r} /></td>
                  <td className={td}>
                    <Link href={`/contest/${info.id}/problem/${encodeURIComponent(r.displayId)}`} className="text-sky-700 hover:underline">{r.displayTitle}</Link>
                  </td>
                </tr>
              );
            })}
            {rows && rows.length === 0 && <tr><td colSpan={3} className="py-8 text-center text-muted-foreground">{t('contest.problems.empty')}</td></tr>}
          </tbody>
        </table>
      </div>
    </div>
  );
}
