import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  budgetSkipSeconds,
  isOutputLimitMessage,
  JUDGE_STATUS_SHORT,
  OUTPUT_LIMIT_MESSAGE,
  JudgeStatus,
  type JudgeStatusCode,
} from '../../../src/contract/judge-status.ts';
import type { CaseResultList, JudgeCaseView, SubtaskView } from '../../../src/contract/submissions.ts';
import { StatusBadge } from '../judge/status-badge.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMemory, formatTime } from '../../lib/format.ts';
import { isKnownStatus, statusColor } from '../../lib/judge-status.ts';

/** A case that was never run (the judge stopped at an earlier failure). */
function isSkipped(c: JudgeCaseView): boolean {
  return c.status === JudgeStatus.CANCELLED || c.status === JudgeStatus.NOT_SUBMITTED;
}

/** How many cases were not judged because the submission used its judging budget, and that budget (s). */
export function budgetNotice(cases: JudgeCaseView[]): { count: number; seconds: number } | null {
  const seconds = cases.map((c) => budgetSkipSeconds(c.message)).filter((s) => s !== null);
  return seconds.length > 0 ? { count: seconds.length, seconds: seconds[0]! } : null;
}

function CaseCell({ c, n }: { c: JudgeCaseView; n: number }) {
  const { t } = useTranslation();
  const skipped = isSkipped(c);
  const ok = c.status === JudgeStatus.ACCEPTED;
  const outputLimit = isOutputLimitMessage(c.message);
  const budgetSeconds = budgetSkipSeconds(c.message);
  // The output limit has its own line; only the judge's reason after it is shown as a message.
  const details =
    budgetSeconds !== null
      ? t('submission.cases.budgetSkipped', { n: budgetSeconds })
      : outputLimit
        ? c.message!.slice(OUTPUT_LIMIT_MESSAGE.length).replace(/^:\s*/, '')
        : c.message;
  const short = outputLimit
    ? 'OLE'
    : isKnownStatus(c.status)
      ? JUDGE_STATUS_SHORT[c.status as JudgeStatusCode]
      : String(c.status);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <div
          data-testid="case-cell"
          data-status={c.status}
          data-output-limit={outputLimit || undefined}
          className={cn(
            'flex cursor-default flex-col gap-0.5 rounded-md px-2.5 py-2 text-xs',
            skipped ? 'bg-muted text-muted-foreground' : statusColor(c.status),
          )}
        >
          <div className="flex items-center justify-between gap-2 font-medium">
            <span>{t('submission.cases.test', { n })}</span>
            {!skipped && (ok ? <CircleCheckIcon className="size-3.5" /> : <CircleXIcon className="size-3.5" />)}
          </div>
          <div className="text-sm font-semibold">{skipped ? t('submission.cases.skipped') : short}</div>
          {!skipped && (
            <div className="opacity-90">
              {formatTime(c.time)} / {formatMemory(c.memory)}
            </div>
          )}
          {c.score !== null && !skipped && (
            <div className="opacity-90">{t('submission.cases.points', { n: c.score })}</div>
          )}
        </div>
      </TooltipTrigger>
      <TooltipContent className="max-w-80">
        <div>
          {t('submission.cases.inputFile')}: {c.inputData}
        </div>
        <div>
          {t('submission.cases.outputFile')}: {c.outputData}
        </div>
        {outputLimit && (
          <div className="mt-1 font-medium" data-testid="case-output-limit">
            {t('submission.cases.outputLimit')}
          </div>
        )}
        {details && (
          <div className="mt-1">
            {t('submission.cases.message')}:
            <pre className="mt-0.5 max-h-32 overflow-hidden font-mono whitespace-pre-wrap">{details}</pre>
          </div>
        )}
        {c.userOutput !== null && (
          <div className="mt-1">
            {t('submission.cases.userOutput')}:
            <pre className="mt-0.5 max-h-32 overflow-hidden font-mono whitespace-pre-wrap">
              {c.userOutput || t('submission.cases.emptyOutput')}
            </pre>
          </div>
        )}
      </TooltipContent>
    </Tooltip>
  );
}

function CaseGrid({ cases }: { cases: JudgeCaseView[] }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6" data-testid="case-grid">
      {cases.map((c, i) => (
        <CaseCell key={c.caseIndex} c={c} n={i + 1} />
      ))}
    </div>
  );
}

function Subtask({ s, rule }: { s: SubtaskView; rule: string }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-md border" data-testid="subtask" open={s.status !== JudgeStatus.ACCEPTED}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-3 py-2 text-sm">
        <span className="font-medium">{t('submission.cases.subtask', { n: s.groupNum })}</span>
        <StatusBadge status={s.status} />
        <Tooltip>
          <TooltipTrigger asChild>
            <span>{t('submission.cases.score', { n: s.score })}</span>
          </TooltipTrigger>
          <TooltipContent>{rule}</TooltipContent>
        </Tooltip>
        <span className="text-muted-foreground">
          {s.ac}/{s.total}
        </span>
        <span className="text-muted-foreground">
          {formatTime(s.time)} / {formatMemory(s.memory)}
        </span>
      </summary>
      <div className="border-t p-3">
        <CaseGrid cases={s.subtaskDetailList} />
      </div>
    </details>
  );
}

/** Per-test results: a flat grid, or in subtask modes one folding section per subtask. */
export function CaseResults({ results }: { results: CaseResultList }) {
  const { t } = useTranslation();
  const subtaskMode = results.judgeCaseMode === 'subtask_lowest' || results.judgeCaseMode === 'subtask_average';
  const budget = budgetNotice(results.judgeCaseList);
  const notice = budget && (
    <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" data-testid="case-budget-notice">
      {t('submission.cases.budgetNotice', { count: budget.count, n: budget.seconds })}
    </p>
  );
  if (subtaskMode) {
    const rule = t(
      results.judgeCaseMode === 'subtask_lowest' ? 'submission.cases.ruleLowest' : 'submission.cases.ruleAverage',
    );
    return (
      <div className="flex flex-col gap-2">
        {notice}
        {results.subTaskJudgeCaseVoList.map((s) => (
          <Subtask key={s.groupNum} s={s} rule={rule} />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {notice}
      <CaseGrid cases={results.judgeCaseList} />
    </div>
  );
}
