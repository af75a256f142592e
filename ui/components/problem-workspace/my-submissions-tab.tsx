import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { absoluteTime } from '../../lib/format.ts';
import { userAtom } from '../../lib/session.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { StatusBadge } from '../judge/status-badge.tsx';
import { Pager } from '../pager.tsx';
import { bankLinks, submissionColumns } from '../submission/submission-columns.tsx';
import { mySubmissionsRead, type WorkspaceScope } from './scope.ts';
import { useScopedRead } from './use-scoped-read.ts';

/** "My Submission" on the problem page: 10 a page (spec doc 1 §9); login needed. */
const PAGE_SIZE = 10;

export function MySubmissionsTab({
  scope,
  problemId,
  isOi,
}: {
  scope: WorkspaceScope;
  problemId: string;
  isOi: boolean;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const [current, setCurrent] = useState(1);
  const page = useScopedRead(mySubmissionsRead(scope, problemId, { currentPage: current, limit: PAGE_SIZE }), {
    enabled: !!user,
  }).data;

  if (!user)
    return (
      <p
        className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
        data-testid="my-submissions-login"
      >
        {t('guard.loginFirst')}
      </p>
    );
  // The list's columns, tighter; the verdict leads to the detail, the language and the time are plain.
  const c = submissionColumns(t, {
    links: bankLinks,
    status: (s) => (
      <Link href={bankLinks.detail(s)}>
        <StatusBadge status={s.status} />
      </Link>
    ),
    open: (s) => navigate(bankLinks.detail(s)),
    cellClass: 'px-2 py-1.5 whitespace-nowrap',
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-md border">
        <DataTable
          testId="my-submissions"
          columns={[
            c.runId,
            c.status,
            isOi && c.score,
            c.time,
            c.memory,
            { ...c.language, cell: (s) => s.language },
            { ...c.submitTime, cell: (s) => absoluteTime(s.submitTime) },
          ]}
          rows={page?.records ?? null}
          rowKey={(s) => s.submitId}
          empty={t('submission.empty')}
        />
      </div>
      <Pager total={page?.total ?? 0} pageSize={PAGE_SIZE} current={current} onPageChange={setCurrent} />
    </div>
  );
}
