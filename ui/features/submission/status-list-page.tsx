import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import type { SubmissionRow } from '../../../src/contract/submissions.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { submissionApi } from '../../components/submission/submission-api.ts';
import { endpointKey, queryClient, useEndpoint } from '../../lib/query/index.ts';
import { statusListParams } from './list-query.ts';
import { StatusFilters } from '../../components/submission/status-filters.tsx';
import { StatusPager } from './status-pager.tsx';
import { type RowLinks, SubmissionTable } from '../../components/submission/submission-table.tsx';
import { type RowState, useAutoRefresh } from '../../components/submission/use-auto-refresh.ts';
import { useStatusFilters } from './use-status-filters.ts';

/** A group's rows lead to the group's submission detail and problem pages. */
const groupLinks = (gid: number): RowLinks<SubmissionRow> => ({
  detail: (s) => `/group/${gid}/submission-detail/${s.submitId}`,
  problem: (s) => `/group/${gid}/problem/${encodeURIComponent(s.displayPid)}`,
  problemId: (s) => s.displayPid,
});

/**
 * /status: every submission, or only mine, refreshed by itself while verdicts are pending. With
 * `gid` (a group's Status tab) the group's submissions, its rows leading into the group.
 */
export function StatusListPage({ gid }: { gid?: number } = {}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const isRoot = useAtomValue(isRootAtom);
  const [filters, update] = useStatusFilters(gid ? `/group/${gid}/status` : '/status');
  const input = { ...statusListParams(filters), gid };
  const list = useEndpoint(S.list, input, { enabled: !(filters.onlyMine && !user) });
  const page = list.data ?? null;

  // Mine needs a session: signed out, the switch turns off with "Please login first".
  useEffect(() => {
    if (filters.onlyMine && !user) {
      toast.error(t('guard.loginFirst'));
      update({ onlyMine: false });
    }
  }, [filters.onlyMine, user, update, t]);

  const applyStates = (states: RowState[]) => {
    queryClient.setQueryData(
      endpointKey(S.list, input),
      (p: typeof page | undefined) =>
        p && {
          ...p,
          records: p.records.map((r) => {
            const s = states.find((x) => x.submitId === r.submitId);
            return s ? { ...r, ...s } : r;
          }),
        },
    );
  };
  useAutoRefresh(page?.records ?? null, applyStates);

  const rejudge = async (submitId: number) => {
    try {
      const state = await submissionApi.rejudge(submitId);
      toast.success(t('submission.judge.rejudged'));
      applyStates([state]);
    } catch {
      // Shown by the client.
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {gid ? (
        <h2 className="font-semibold">{t('groupProblem.status.heading')}</h2>
      ) : (
        <h1 className="text-xl font-semibold">{t('submission.list.heading')}</h1>
      )}
      <Card className="py-4">
        <CardContent className="px-4">
          <StatusFilters filters={filters} onChange={update} onRefresh={() => list.refetch()} />
        </CardContent>
      </Card>
      <SubmissionTable
        rows={page?.records ?? []}
        links={gid ? groupLinks(gid) : undefined}
        isRoot={isRoot}
        loading={list.isFetching && !page}
        onRejudge={rejudge}
        onState={(s) => applyStates([s])}
      />
      <StatusPager page={page} filters={filters} onChange={update} />
    </div>
  );
}
