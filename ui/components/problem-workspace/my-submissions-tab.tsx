import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusBadge } from '../judge/status-badge.tsx';
import { Pager } from '../pager.tsx';
import { absoluteTime, formatMemory, formatTime } from '../../lib/format.ts';
import { userAtom } from '../../lib/session.ts';
import { mySubmissionsRead, type WorkspaceScope } from './scope.ts';
import { useScopedRead } from './use-scoped-read.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';

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
  const td = 'px-2 py-1.5 whitespace-nowrap';
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-md border">
        <Table data-testid="my-submissions">
          <TableHeader className="bg-muted/60 text-left text-muted-foreground">
            <TableRow>
              <TableHead className={td}>{t('submission.col.runId')}</TableHead>
              <TableHead className={td}>{t('submission.col.status')}</TableHead>
              {isOi && <TableHead className={td}>{t('submission.col.score')}</TableHead>}
              <TableHead className={td}>{t('submission.col.time')}</TableHead>
              <TableHead className={td}>{t('submission.col.memory')}</TableHead>
              <TableHead className={td}>{t('submission.col.language')}</TableHead>
              <TableHead className={td}>{t('submission.col.submitTime')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((s) => (
              <TableRow key={s.submitId} className="border-t">
                <TableCell className={td}>
                  <Link href={`/submission-detail/${s.submitId}`} className="text-sky-700 hover:underline">
                    {s.submitId}
                  </Link>
                </TableCell>
                <TableCell className={td}>
                  <Link href={`/submission-detail/${s.submitId}`}>
                    <StatusBadge status={s.status} />
                  </Link>
                </TableCell>
                {isOi && <TableCell className={td}>{s.score ?? '--'}</TableCell>}
                <TableCell className={td}>{formatTime(s.time)}</TableCell>
                <TableCell className={td}>{formatMemory(s.memory)}</TableCell>
                <TableCell className={td}>{s.language}</TableCell>
                <TableCell className={td}>{absoluteTime(s.submitTime)}</TableCell>
              </TableRow>
            ))}
            {page && page.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="px-2 py-6 text-center text-muted-foreground">
                  {t('submission.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <Pager total={page?.total ?? 0} pageSize={PAGE_SIZE} current={current} onPageChange={setCurrent} />
    </div>
  );
}
