import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import type { SubmissionState } from '../../../src/contract/submissions.ts';
import { Pager } from '../../components/pager.tsx';
import { StatusFilters, type StatusFilterValues } from '../../components/submission/status-filters.tsx';
import { submissionApi } from '../../components/submission/submission-api.ts';
import { type RowLinks, SubmissionTable } from '../../components/submission/submission-table.tsx';
import { useAutoRefresh } from '../../components/submission/use-auto-refresh.ts';
import { type ContestBase, useContestBase } from '../../lib/contest-path.ts';
import { endpointKey, queryClient } from '../../lib/query/client.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { isRootAtom } from '../../lib/session.ts';
import type { ContestSubmissionRow } from './api.ts';

/** The contest submission list's default page size (the server's default). */
const PAGE_SIZE = 15;

/** Links under the base the contest was opened by (a computational-thinking contest's own, or /contest). */
const linksOf = (base: ContestBase, cid: number): RowLinks<ContestSubmissionRow> => ({
  detail: (s) => `${base}/${cid}/problem/${encodeURIComponent(s.displayId)}/submission-detail/${s.submitId}`,
  problem: (s) => `${base}/${cid}/problem/${encodeURIComponent(s.displayId)}`,
  problemId: (s) => s.displayId,
});

/**
 * /contest/{cid}/submissions: the contest's submissions by the server's visibility rules, with
 * Mine/All, status, display id and author filters; pending rows refresh by themselves.
 */
export function ContestSubmissions({ cid, mayRejudge }: { cid: number; mayRejudge: boolean }) {
  const isRoot = useAtomValue(isRootAtom);
  const base = useContestBase();
  const [filters, setFilters] = useState<StatusFilterValues>({
    onlyMine: false,
    status: null,
    problemID: '',
    username: '',
  });
  const [current, setCurrent] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const input = useMemo(
    () => ({
      contestID: cid,
      currentPage: current,
      limit,
      onlyMine: filters.onlyMine || undefined,
      status: filters.status ?? undefined,
      problemID: filters.problemID.trim() || undefined,
      username: filters.onlyMine ? undefined : filters.username.trim() || undefined,
    }),
    [cid, current, limit, filters],
  );
  const read = useEndpoint(contestEndpoints.submissions, input, { quiet: true });
  // A list that could not be read shows empty, as before the query layer.
  const page = read.error ? null : (read.data ?? null);
  const { refetch } = read;

  // Pending rows' new states go into the cached page the list shows.
  const applyStates = useCallback(
    (states: (Partial<SubmissionState> & { submitId: number })[]) => {
      queryClient.setQueryData(
        endpointKey(contestEndpoints.submissions, input),
        (p: typeof read.data) =>
          p && {
            ...p,
            records: p.records.map((r) => {
              const s = states.find((x) => x.submitId === r.submitId);
              return s ? { ...r, ...s } : r;
            }),
          },
      );
    },
    [input],
  );
  useAutoRefresh(page?.records ?? null, applyStates);
  const rejudge = (submitId: number) =>
    submissionApi.rejudge(submitId).then(
      (s) => applyStates([s]),
      () => {},
    );

  return (
    <div className="flex flex-col gap-3" data-testid="contest-submissions">
      <StatusFilters
        filters={filters}
        onChange={(c) => {
          setFilters((f) => ({ ...f, ...c }));
          setCurrent(1);
        }}
        onRefresh={() => void refetch()}
      />
      <SubmissionTable
        rows={page?.records ?? []}
        links={linksOf(base, cid)}
        isRoot={isRoot}
        mayRejudge={mayRejudge}
        loading={read.isFetching}
        onRejudge={rejudge}
        onState={(s) => applyStates([s])}
      />
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={limit}
        current={current}
        onPageChange={setCurrent}
        onPageSizeChange={(n) => {
          setLimit(n);
          setCurrent(1);
        }}
      />
    </div>
  );
}
