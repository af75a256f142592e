import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ManualJudgeResult, SubmissionRow, SubmissionState } from '../../../src/contract/submissions.ts';
import { Button } from '../ui/button.tsx';
import { formatLength, formatMemory, formatTime } from '../../lib/format.ts';
import { JudgeMenu } from './judge-menu.tsx';
import { StatusCell } from './status-cell.tsx';
import { mayResubmit, ResubmitButton } from './resubmit-button.tsx';
import { SubmitTime } from './submit-time.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';

/** Where a row's cells lead and which problem id it shows: the bank's by default, a contest's in a contest. */
export interface RowLinks<R extends SubmissionRow> {
  detail: (s: R) => string;
  problem: (s: R) => string;
  problemId: (s: R) => string;
}

const bankLinks: RowLinks<SubmissionRow> = {
  detail: (s) => `/submission-detail/${s.submitId}`,
  problem: (s) => `/problem/${encodeURIComponent(s.displayPid)}`,
  problemId: (s) => s.displayPid,
};

interface Props<R extends SubmissionRow> {
  rows: R[];
  links?: RowLinks<R>;
  isRoot: boolean;
  loading: boolean;
  /** The Rejudge column: the super admin by default; a contest's admins whose role rejudges in what it runs. */
  mayRejudge?: boolean;
  onRejudge: (submitId: number) => void;
  onState: (state: Partial<SubmissionState> & { submitId: number }) => void;
}

/** The submission list (spec doc 1 §2); the status menu for the super admin only, the Rejudge column for whoever may rejudge the rows. */
export function SubmissionTable<R extends SubmissionRow>({
  rows,
  links = bankLinks as RowLinks<R>,
  isRoot,
  mayRejudge = isRoot,
  loading,
  onRejudge,
  onState,
}: Props<R>) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const th = 'px-2 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-2 py-2 whitespace-nowrap';
  const manual = (id: number) => (r: ManualJudgeResult) => onState({ submitId: id, ...r, isManual: true });
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="submission-table">
        <TableHeader className="bg-muted/60 text-muted-foreground">
          <TableRow>
            <TableHead className={th}>{t('submission.col.runId')}</TableHead>
            <TableHead className={th}>{t('submission.col.problem')}</TableHead>
            <TableHead className={th}>{t('submission.col.status')}</TableHead>
            <TableHead className={th}>{t('submission.col.score')}</TableHead>
            <TableHead className={th}>{t('submission.col.time')}</TableHead>
            <TableHead className={th}>{t('submission.col.memory')}</TableHead>
            <TableHead className={th}>{t('submission.col.length')}</TableHead>
            <TableHead className={th}>{t('submission.col.language')}</TableHead>
            <TableHead className={th}>{t('submission.col.judger')}</TableHead>
            <TableHead className={th}>{t('submission.col.author')}</TableHead>
            <TableHead className={th}>{t('submission.col.submitTime')}</TableHead>
            {mayRejudge && <TableHead className={th}>{t('submission.col.rejudge')}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((s) => (
            <TableRow
              key={s.submitId}
              className="border-t hover:bg-muted/30"
              data-testid="submission-row"
              data-submit-id={s.submitId}
              data-status={s.status}
            >
              <TableCell className={td}>
                <Link href={links.detail(s)} className="text-sky-700 hover:underline">
                  {s.submitId}
                </Link>
              </TableCell>
              <TableCell className="max-w-56 truncate px-2 py-2" title={s.title}>
                <Link href={links.problem(s)} className="hover:underline">
                  <span className="font-mono">{links.problemId(s)}</span>{' '}
                  <span className="text-muted-foreground">{s.title}</span>
                </Link>
              </TableCell>
              <TableCell className={td}>
                {isRoot ? (
                  <JudgeMenu
                    submitId={s.submitId}
                    status={s.status}
                    score={s.score}
                    onManual={manual(s.submitId)}
                    onCancelled={(st) => onState({ ...st, isManual: true })}
                  >
                    <StatusCell status={s.status} isManual={s.isManual} />
                  </JudgeMenu>
                ) : (
                  <StatusCell status={s.status} isManual={s.isManual} />
                )}
                {mayResubmit(s.status) && (
                  <ResubmitButton
                    submitId={s.submitId}
                    onQueued={(status) => onState({ submitId: s.submitId, status })}
                  />
                )}
              </TableCell>
              <TableCell className={td}>{s.score ?? '--'}</TableCell>
              <TableCell className={td}>{formatTime(s.time)}</TableCell>
              <TableCell className={td}>{formatMemory(s.memory)}</TableCell>
              <TableCell className={td}>{formatLength(s.length)}</TableCell>
              <TableCell className={td}>
                <button
                  type="button"
                  className="cursor-pointer text-sky-700 hover:underline"
                  onClick={() => navigate(links.detail(s))}
                  title={t('submission.detail.title')}
                >
                  {s.language}
                </button>
              </TableCell>
              <TableCell className={td}>{s.judger ?? '--'}</TableCell>
              <TableCell className={td}>
                <Link href={`/user-home?username=${encodeURIComponent(s.username)}`} className="hover:underline">
                  {s.username}
                </Link>
              </TableCell>
              <TableCell className={td}>
                <SubmitTime when={s.submitTime} />
              </TableCell>
              {mayRejudge && (
                <TableCell className={td}>
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-7"
                    onClick={() => onRejudge(s.submitId)}
                    data-testid="rejudge"
                  >
                    <RotateCwIcon className="size-3.5" /> {t('submission.judge.rejudge')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={12} className="px-2 py-10 text-center text-muted-foreground">
                {t('submission.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
