import { LockOpenIcon, LogOutIcon, TimerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ProctorRow } from '../../../src/contract/contest-ops.ts';
import { absoluteTime, relativeTime } from '../../lib/format.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { Column } from '../data-table/index.ts';
import { IconAction } from '../row-actions.tsx';
import { Badge } from '../ui/badge.tsx';

export const STATE_VARIANT = {
  notLoggedIn: 'destructive',
  loggedIn: 'warning',
  registered: 'secondary',
  submitting: 'default',
  finished: 'outline',
} as const;

/** The numbers' columns: right-aligned, their headings wrapped. */
const NUMERIC = 'max-w-24 text-right whitespace-normal';

/** What a row's options do: the panel's saves resolve to undefined when refused (the panel shows why). */
export interface ProctorActions {
  onExtraTime: (row: ProctorRow) => void;
  endSession: (row: ProctorRow) => Promise<unknown>;
  release: (row: ProctorRow) => Promise<unknown>;
}

function RowOptions({ row, actions }: { row: ProctorRow; actions: ProctorActions }) {
  const { t } = useTranslation();
  const confirmed = (action: 'endSession' | 'release', done: string) => async () => {
    if (await actions[action](row)) toast.success(t(done));
  };
  return (
    <div className="flex items-center gap-1">
      <ConfirmDialog
        title={t('adminContest.proctor.confirmEnd', { name: row.username })}
        description={t('adminContest.proctor.confirmEndHint')}
        confirmLabel={t('adminContest.proctor.endSession')}
        testId={`proctor-end-${row.username}`}
        onConfirm={confirmed('endSession', 'adminContest.proctor.ended')}
        trigger={(open) => (
          <IconAction
            variant="outline"
            label={t('adminContest.proctor.endSession')}
            onClick={open}
            disabled={!row.registered || row.state === 'finished'}
            testId={`proctor-end-${row.username}-open`}
          >
            <LogOutIcon />
          </IconAction>
        )}
      />
      <IconAction
        variant="outline"
        label={t('adminContest.proctor.extraTime')}
        onClick={() => actions.onExtraTime(row)}
        disabled={!row.registered}
        testId={`proctor-extra-${row.username}`}
      >
        <TimerIcon />
      </IconAction>
      <ConfirmDialog
        title={t('adminContest.proctor.confirmRelease', { name: row.username })}
        description={t('adminContest.proctor.confirmReleaseHint')}
        confirmLabel={t('adminContest.proctor.release')}
        testId={`proctor-release-${row.username}`}
        onConfirm={confirmed('release', 'adminContest.proctor.releasedToast')}
        trigger={(open) => (
          <IconAction
            variant="outline"
            label={t('adminContest.proctor.release')}
            onClick={open}
            disabled={!row.registered || row.released || row.state === 'finished'}
            testId={`proctor-release-${row.username}-open`}
          >
            <LockOpenIcon />
          </IconAction>
        )}
      />
    </div>
  );
}

/**
 * The proctor table's columns, one expected participant a row: state (and online), address,
 * activity and counts, with "End session" and "Release from the exam" (confirmed) and "Extra time"
 * for the registered. `now` is when the rows were read.
 */
export function useProctorColumns(now: number, actions: ProctorActions): Column<ProctorRow>[] {
  const { t, i18n } = useTranslation();
  const head = (c: string) => t(`adminContest.proctor.col.${c}`);
  return [
    {
      id: 'participant',
      header: head('participant'),
      cell: (row) => (
        <>
          <div className="font-medium">{row.username}</div>
          {row.realname && <div className="text-xs text-muted-foreground">{row.realname}</div>}
        </>
      ),
    },
    {
      id: 'state',
      header: head('state'),
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-1">
          <Badge variant={STATE_VARIANT[row.state]} data-testid="proctor-state">
            {t(`adminContest.proctor.state.${row.state}`)}
          </Badge>
          {row.online && (
            <Badge variant="success" data-testid="proctor-online">
              {t('adminContest.proctor.online')}
            </Badge>
          )}
          {row.released && (
            <Badge variant="outline" data-testid="proctor-released">
              {t('adminContest.proctor.released')}
            </Badge>
          )}
        </div>
      ),
    },
    { id: 'address', header: head('address'), cell: (row) => row.address || '—', cellClassName: 'font-mono text-xs' },
    {
      id: 'lastActivity',
      header: head('lastActivity'),
      cell: (row) => (
        <span title={row.lastActivity ? absoluteTime(row.lastActivity) : undefined}>
          {row.lastActivity ? relativeTime(row.lastActivity, Math.max(now, row.lastActivity), i18n.language) : '—'}
        </span>
      ),
      cellClassName: 'whitespace-nowrap',
    },
    { id: 'submissions', header: head('submissions'), cell: (row) => row.submissions, className: NUMERIC },
    {
      id: 'sessionChanges',
      header: head('sessionChanges'),
      cell: (row) => (
        <span
          className={row.sessionChanges > 0 ? 'font-semibold text-destructive' : undefined}
          data-testid="proctor-changes"
        >
          {row.sessionChanges}
        </span>
      ),
      className: NUMERIC,
    },
    {
      id: 'extraMinutes',
      header: head('extraMinutes'),
      cell: (row) => <span data-testid="proctor-extra">{row.extraMinutes}</span>,
      className: NUMERIC,
    },
    {
      id: 'endTime',
      header: head('endTime'),
      cell: (row) => <span data-testid="proctor-end">{absoluteTime(row.endTime)}</span>,
      cellClassName: 'whitespace-nowrap',
    },
    { id: 'options', header: head('options'), cell: (row) => <RowOptions row={row} actions={actions} /> },
  ];
}
