import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ManualJudgeResult, SubmissionRow, SubmissionState } from '../../../src/contract/submissions.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { JudgeMenu } from './judge-menu.tsx';
import { mayResubmit, ResubmitButton } from './resubmit-button.tsx';
import { StatusCell } from './status-cell.tsx';
import { bankLinks, type RowLinks, submissionColumns } from './submission-columns.tsx';

export type { RowLinks } from './submission-columns.tsx';

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
  const manual = (id: number) => (r: ManualJudgeResult) => onState({ submitId: id, ...r, isManual: true });
  const status = (s: R) => (
    <>
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
        <ResubmitButton submitId={s.submitId} onQueued={(next) => onState({ submitId: s.submitId, status: next })} />
      )}
    </>
  );
  const c = submissionColumns(t, { links, status, open: (s) => navigate(links.detail(s)), onRejudge });
  return (
    <div className="overflow-x-auto rounded-lg border">
      <DataTable
        testId="submission-table"
        columns={[
          c.runId,
          c.problem,
          c.status,
          c.score,
          c.time,
          c.memory,
          c.length,
          c.language,
          c.judger,
          c.author,
          c.submitTime,
          mayRejudge && c.rejudge,
        ]}
        rows={loading && rows.length === 0 ? null : rows}
        rowKey={(s) => s.submitId}
        rowTestId={() => 'submission-row'}
        rowData={(s) => ({ 'data-submit-id': s.submitId, 'data-status': s.status })}
        empty={t('submission.empty')}
      />
    </div>
  );
}
