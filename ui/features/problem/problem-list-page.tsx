import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { Pager } from '../../components/pager.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { userAtom } from '../../lib/session.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { problemListParams } from './list-query.ts';
import { ProblemFilters } from './problem-filters.tsx';
import { ProblemTable } from './problem-table.tsx';
import { useProblemFilters } from './use-problem-filters.ts';

/** /problem: the problem bank with filters in the URL and the signed-in user's verdicts. */
export function ProblemBankPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [filters, update] = useProblemFilters();
  const list = useEndpoint(problemEndpoints.list, problemListParams(filters));
  const page = list.data;
  const pids = page?.records.map((p) => p.pid) ?? [];
  const statuses = useEndpoint(
    problemEndpoints.userStatus,
    { pidList: pids },
    { enabled: !!user && pids.length > 0, quiet: true },
  ).data;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('problem.list.heading')}</h1>
      <Card className="py-4">
        <CardContent className="px-4">
          <ProblemFilters filters={filters} onChange={update} />
        </CardContent>
      </Card>
      <ProblemTable rows={page?.records ?? []} statuses={user ? (statuses ?? {}) : null} loading={list.isPending} />
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
