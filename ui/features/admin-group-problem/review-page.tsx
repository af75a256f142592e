import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminProblemEndpoints as E } from '../../../src/contract/endpoints/admin-problems.ts';
import type { ReviewRow } from '../../../src/contract/group-problems.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, useEndpoint, useSave } from '../../lib/query/index.ts';
import { PROGRESS_FILTERS, reviewChoices } from './review-rules.ts';

/** /admin/group-problem/apply: group problems that applied to become public; an open application is approved or refused. */
export function GroupProblemReviewPage() {
  const { t } = useTranslation();
  // The open applications first; "All" leaves the filter out.
  const [query, setQuery] = useState<{ currentPage: number; limit: number; progress?: number }>({
    currentPage: 1,
    limit: 10,
    progress: 1,
  });
  const read = useEndpoint(E.reviewList, query, { quiet: true });
  const page = read.data;
  const reviewing = useSave(E.review, { invalidates: [E.reviewList] });
  const change = async (row: ReviewRow, to: number) => {
    if (await reviewing.save({ pid: row.id, progress: to })) toast.success(t('groupProblem.review.changed'));
  };
  return (
    <div className="flex flex-col gap-4" data-testid="group-problem-review">
      <h1 className="text-2xl font-semibold tracking-tight">{t('groupProblem.review.heading')}</h1>
      <div className="flex flex-wrap gap-1">
        {PROGRESS_FILTERS.map((p) => (
          <Button
            key={p ?? 'all'}
            size="sm"
            variant={query.progress === p ? 'default' : 'outline'}
            onClick={() => setQuery({ ...query, progress: p, currentPage: 1 })}
            data-testid={`review-filter-${p ?? 'all'}`}
          >
            {p ? t(`groupProblem.review.progress.${p}`) : t('groupProblem.review.all')}
          </Button>
        ))}
      </div>
      {(read.error || reviewing.error) && (
        <p role="alert" className="text-sm text-destructive">
          {reviewing.error || failureText(read.error)}
        </p>
      )}
      <div className="rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('groupProblem.list.id')}</TableHead>
              <TableHead>{t('groupProblem.list.title')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('groupProblem.review.group')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('groupProblem.review.author')}</TableHead>
              <TableHead className="hidden lg:table-cell">{t('groupProblem.review.modified')}</TableHead>
              <TableHead>{t('groupProblem.review.options')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((r) => (
              <TableRow key={r.id} data-testid="review-row">
                <TableCell className="font-mono">{r.problemId}</TableCell>
                <TableCell className="max-w-56 truncate font-medium">{r.title}</TableCell>
                <TableCell className="hidden md:table-cell">
                  {r.groupName ?? <span className="text-muted-foreground">{t('groupProblem.review.left')}</span>}
                </TableCell>
                <TableCell className="hidden sm:table-cell">{r.author}</TableCell>
                <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(r.gmtModified)}</TableCell>
                <TableCell>
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
                </TableCell>
              </TableRow>
            ))}
            {page?.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="py-6 text-center text-muted-foreground">
                  {t('groupProblem.review.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {page && (
        <Pager
          total={page.total}
          pageSize={query.limit}
          current={query.currentPage}
          onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
          onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
        />
      )}
    </div>
  );
}
