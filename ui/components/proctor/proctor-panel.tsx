import { LoaderCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROCTOR_STATES, type ProctorRow } from '../../../src/contract/contest-ops.ts';
import { contestControlEndpoints as E } from '../../../src/contract/endpoints/contest-ops.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent } from '../ui/card.tsx';
import { DataTable } from '../data-table/index.ts';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { ExtraTimeDialog } from './extra-time-dialog.tsx';
import { STATE_VARIANT, useProctorColumns } from './proctor-row.tsx';
import { FailureLine } from '../failure-line.tsx';

/** The proctor table follows the exam by itself this often (logins and session changes have no event; submissions also come with the board's). */
const REFRESH_MS = 10_000;

/**
 * The proctor view of a contest (its admins'), wherever it is mounted (the contest's Proctor tab,
 * the back office, a group's contest admin): every expected participant with their state, counted
 * by state at the top so who has not started shows at once; ending a session, extra time and
 * release for the registered; read again every 10 s and with the board's events.
 */
export function ProctorPanel({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const read = useEndpoint(E.proctor, { cid }, { quiet: true, every: REFRESH_MS });
  const [granting, setGranting] = useState<ProctorRow | null>(null);
  const ending = useSave(E.endSession, { invalidates: [E.proctor] });
  const releasing = useSave(E.release, { invalidates: [E.proctor] });
  const actionError = ending.error || releasing.error;
  const rows = read.data;
  const loadedAt = read.dataUpdatedAt;
  const columns = useProctorColumns(loadedAt, {
    onExtraTime: setGranting,
    endSession: (row) => ending.save({ cid, uid: row.uid }),
    release: (row) => releasing.save({ cid, uid: row.uid }),
  });

  if (read.error && !rows) return <p className="text-muted-foreground">{failureText(read.error)}</p>;
  if (!rows) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;
  const counts = PROCTOR_STATES.map((s) => [s, rows.filter((r) => r.state === s).length] as const);

  return (
    <div className="grid min-w-0 gap-3" data-testid="contest-proctor">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto flex flex-wrap gap-1.5" data-testid="proctor-counts">
          {counts.map(([s, n]) => (
            <Badge key={s} variant={STATE_VARIANT[s]} data-testid={`proctor-count-${s}`}>
              {t(`adminContest.proctor.state.${s}`)} · {n}
            </Badge>
          ))}
        </div>
        <span className="text-xs text-muted-foreground tabular-nums">
          {t('adminContest.proctor.updatedAt', { time: absoluteTime(loadedAt) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void read.refetch()}
          disabled={read.isFetching}
          data-testid="proctor-refresh"
        >
          <RefreshCwIcon className={read.isFetching ? 'animate-spin' : undefined} /> {t('adminContest.proctor.refresh')}
        </Button>
      </div>
      <FailureLine error={actionError} testId="proctor-error" />
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.uid}
            rowTestId={(row) => `proctor-row-${row.username}`}
            empty={t('adminContest.proctor.empty')}
          />
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">{t('adminContest.proctor.legend')}</p>
      <ExtraTimeDialog cid={cid} row={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
