import { LoaderCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import type { AdminContest } from '../../../src/contract/contests.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { adminContestApi, type ProctorRow } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { ExtraTimeDialog } from './extra-time-dialog.tsx';
import { ProctorTableRow } from './proctor-row.tsx';

/** The proctor table follows the exam by itself this often. */
const REFRESH_MS = 10_000;
const COLUMNS = ['participant', 'state', 'address', 'lastActivity', 'submissions', 'sessionChanges', 'extraMinutes', 'endTime', 'options'] as const;
const NUMERIC = new Set<string>(['submissions', 'sessionChanges', 'extraMinutes']);

/** /admin/contest/{contestId}/proctor: each exam participant's state, with ending a session and granting extra time; refreshed every 10 s. */
export function ContestProctorPage() {
  const { t } = useTranslation();
  const [, params] = useRoute<{ contestId: string }>('/admin/contest/:contestId/proctor');
  const cid = Number(params?.contestId);
  const [contest, setContest] = useState<AdminContest | null>(null);
  const [rows, setRows] = useState<ProctorRow[] | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [granting, setGranting] = useState<ProctorRow | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    adminContestApi.proctor(cid)
      .then((r) => { setRows(r); setLoadedAt(Date.now()); }, () => setFailed(true))
      .finally(() => setLoading(false));
  }, [cid]);
  useEffect(() => {
    adminContestApi.get(cid).then(setContest, () => setFailed(true));
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [cid, load]);

  if (failed && !rows) return <p className="text-muted-foreground">{t('adminContest.loadFailed')}</p>;
  if (!contest || !rows) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="contest-proctor">
      <ContestPageHead title={t('adminContest.route.proctor')} contest={contest}>
        <span className="text-xs text-muted-foreground tabular-nums">{t('adminContest.proctor.updatedAt', { time: absoluteTime(loadedAt) })}</span>
        <Button variant="outline" onClick={load} disabled={loading} data-testid="proctor-refresh">
          <RefreshCwIcon className={loading ? 'animate-spin' : undefined} /> {t('adminContest.proctor.refresh')}
        </Button>
      </ContestPageHead>
      {!contest.examMode && <p role="status" className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">{t('adminContest.proctor.notExam')}</p>}
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((c) => <TableHead key={c} className={NUMERIC.has(c) ? 'max-w-24 text-right whitespace-normal' : undefined}>{t(`adminContest.proctor.col.${c}`)}</TableHead>)}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <ProctorTableRow key={row.uid} cid={cid} row={row} now={loadedAt} onExtraTime={() => setGranting(row)} onChanged={load} />
              ))}
              {rows.length === 0 && (
                <TableRow><TableCell colSpan={COLUMNS.length} className="py-8 text-center text-muted-foreground">{t('adminContest.proctor.empty')}</TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">{t('adminContest.proctor.legend')}</p>
      <ExtraTimeDialog cid={cid} row={granting} onClose={() => setGranting(null)} onSaved={load} />
    </div>
  );
}
