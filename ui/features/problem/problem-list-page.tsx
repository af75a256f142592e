import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../src/contract/envelope.ts';
import type { ProblemRow, UserProblemStatus } from '../../../src/contract/problems.ts';
import { Pager } from '../../components/pager.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { userAtom } from '../../lib/session.ts';
import { problemApi } from './api.ts';
import { problemListParams } from './list-query.ts';
import { ProblemFilters } from './problem-filters.tsx';
import { ProblemTable } from './problem-table.tsx';
import { useProblemFilters } from './use-problem-filters.ts';

/** /problem: the problem bank with filters in the URL and the signed-in user's verdicts. */
export function ProblemBankPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [filters, update] = useProblemFilters();
  const [page, setPage] = useState<Page<ProblemRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [statuses, setStatuses] = useState<Record<string, UserProblemStatus> | null>(null);
  const key = JSON.stringify(problemListParams(filters));

  useEffect(() => {
    let live = true;
    setLoading(true);
    problemApi.list(problemListParams(filters)).then(
      (p) => live && setPage(p),
      () => {},
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!user || !page || page.records.length === 0) return setStatuses(user ? {} : null);
    let live = true;
    problemApi.userStatus(page.records.map((p) => p.pid)).then((s) => live && setStatuses(s), () => live && setStatuses({}));
    return () => {
      live = false;
    };
  }, [user, page]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('problem.list.heading')}</h1>
      <Card className="py-4">
        <CardContent className="px-4">
          <ProblemFilters filters={filters} onChange={update} />
        </CardContent>
      </Card>
      <ProblemTable rows={page?.records ?? []} statuses={user ? statuses ?? {} : null} loading={loading} />
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={filters.limit}
        current={filters.currentPage}
        onPageChange={(currentPage) => update({ currentPage })}
        onPageSizeChange={(limit) => update({ limit })}
      />
    </div>
  );
}
