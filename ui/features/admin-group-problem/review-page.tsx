import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { adminProblemEndpoints as E } from '../../../src/contract/endpoints/admin-problems.ts';
import type { ReviewRow } from '../../../src/contract/group-problems.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { searchOf, usePagedList, useSave } from '../../lib/query/index.ts';
import { PROGRESS_FILTERS, reviewChoices } from './review-rules.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** The review's rows: the problem, its group (or none once it left), author, last change, and the review's options. */
function useColumns(change: (row: ReviewRow, to: number) => void): Column<ReviewRow>[] {
  const { t } = useTranslation();
  return [
    { id: 'problemId', header: t('groupProblem.list.id'), cellClassName: 'font-mono', cell: (r) => r.problemId },
    {
      id: 'title',
      header: t('groupProblem.list.title'),
      cellClassName: 'max-w-56 truncate font-medium',
      cell: (r) => r.title,
    },
    {
      id: 'group',
      header: t('groupProblem.review.group'),
      className: 'hidden md:table-cell',
      cell: (r) => r.groupName ?? <span className="text-muted-foreground">{t('groupProblem.review.left')}</span>,
    },
    { id: 'author', header: t('groupProblem.review.author'), className: 'hidden sm:table-cell', cell: (r) => r.author },
    {
      id: 'modified',
      header: t('groupProblem.review.modified'),
      className: 'hidden lg:table-cell',
      cellClassName: 'tabular-nums',
      cell: (r) => absoluteTime(r.gmtModified),
    },
    { id: 'options', header: t('groupProblem.review.options'), cell: (r) => <ReviewActions row={r} change={change} /> },
  ];
}

function ReviewActions({ row: r, change }: { row: ReviewRow; change: (row: ReviewRow, to: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Badge variant={r.applyPublicProgress === 2 ? 'default' : 'secondary'}>
        {t(`groupProblem.review.progress.${r.applyPublicProgress as 1 | 2 | 3}`)}
      </Badge>
      {reviewChoices(r).includes(2) && (
        <ConfirmDialog
          title={t('groupProblem.review.approveConfirm', { problemId: r.problemId })}
          confirmLabel={t('groupProblem.review.approve')}
          testId={`review-${r.id}-approve`}
          onConfirm={() => change(r, 2)}
          trigger={(open) => (
            <Button size="sm" className="h-8" onClick={open} data-testid={`review-${r.id}-approve-open`}>
              {t('groupProblem.review.approve')}
            </Button>
          )}
        />
      )}
      {reviewChoices(r).includes(3) && (
        <Button
          size="sm"
          variant="outline"
          className="h-8"
          onClick={() => change(r, 3)}
          data-testid={`review-${r.id}-refuse`}
        >
          {t('groupProblem.review.refuse')}
        </Button>
      )}
    </div>
  );
}

/**
 * /admin/group-problem/apply: group problems that applied to become public; an open application is
 * approved or refused. The filter is in the address: none shows the open applications, 0 all of them.
 */
export function GroupProblemReviewPage() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const chosen = new URLSearchParams(useSearch()).get('progress');
  const list = usePagedList(E.reviewList, chosen === null ? { progress: 1 } : {});
  const progress = chosen === null ? 1 : list.filters.progress;
  const reviewing = useSave(E.review, { invalidates: [E.reviewList] });
  const change = async (row: ReviewRow, to: number) => {
    if (await reviewing.save({ pid: row.id, progress: to })) toast.success(t('groupProblem.review.changed'));
  };
  const columns = useColumns(change);
  const filter = (p: number | undefined) =>
    navigate(
      `${location}?${searchOf({ progress: p ?? 0, limit: list.filters.limit === 10 ? undefined : list.filters.limit })}`,
    );
  return (
    <AdminListPage<ReviewRow>
      title={t('groupProblem.review.heading')}
      pageTestId="group-problem-review"
      list={list}
      filters={
        <div className="flex flex-wrap gap-1">
          {PROGRESS_FILTERS.map((p) => (
            <Button
              key={p ?? 'all'}
              size="sm"
              variant={progress === p ? 'default' : 'outline'}
              onClick={() => filter(p)}
              data-testid={`review-filter-${p ?? 'all'}`}
            >
              {p ? t(`groupProblem.review.progress.${p}`) : t('groupProblem.review.all')}
            </Button>
          ))}
        </div>
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={() => 'review-row'}
      empty={t('groupProblem.review.empty')}
    >
      <FailureLine error={reviewing.error} />
    </AdminListPage>
  );
}
