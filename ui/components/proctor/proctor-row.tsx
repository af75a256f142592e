import { LockOpenIcon, LogOutIcon, TimerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip.tsx';
import { absoluteTime, relativeTime } from '../../lib/format.ts';
import type { ProctorRow } from '../../../src/contract/contest-ops.ts';

export const STATE_VARIANT = {
  notLoggedIn: 'destructive',
  loggedIn: 'warning',
  registered: 'secondary',
  submitting: 'default',
  finished: 'outline',
} as const;

function RowAction({
  label,
  onClick,
  disabled,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * One expected participant: state (and online), address, activity and counts, with "End session"
 * and "Release from the exam" (confirmed) and "Extra time" for the registered.
 */
export function ProctorTableRow({
  row,
  now,
  onExtraTime,
  endSession,
  release,
}: {
  row: ProctorRow;
  now: number;
  onExtraTime: () => void;
  /** The panel's saves: they resolve to undefined when refused (the panel shows why). */
  endSession: () => Promise<unknown>;
  release: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TableRow data-testid={`proctor-row-${row.username}`}>
      <TableCell>
        <div className="font-medium">{row.username}</div>
        {row.realname && <div className="text-xs text-muted-foreground">{row.realname}</div>}
      </TableCell>
      <TableCell>
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
      </TableCell>
      <TableCell className="font-mono text-xs">{row.address || '—'}</TableCell>
      <TableCell className="whitespace-nowrap" title={row.lastActivity ? absoluteTime(row.lastActivity) : undefined}>
        {row.lastActivity ? relativeTime(row.lastActivity, Math.max(now, row.lastActivity), i18n.language) : '—'}
      </TableCell>
      <TableCell className="text-right tabular-nums">{row.submissions}</TableCell>
      <TableCell
        className={`text-right tabular-nums ${row.sessionChanges > 0 ? 'font-semibold text-destructive' : ''}`}
        data-testid="proctor-changes"
      >
        {row.sessionChanges}
      </TableCell>
      <TableCell className="text-right tabular-nums" data-testid="proctor-extra">
        {row.extraMinutes}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums" data-testid="proctor-end">
        {absoluteTime(row.endTime)}
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          <ConfirmDialog
            title={t('adminContest.proctor.confirmEnd', { name: row.username })}
            description={t('adminContest.proctor.confirmEndHint')}
            confirmLabel={t('adminContest.proctor.endSession')}
            testId={`proctor-end-${row.username}`}
            onConfirm={async () => {
              if (await endSession()) toast.success(t('adminContest.proctor.ended'));
            }}
            trigger={(open) => (
              <RowAction
                label={t('adminContest.proctor.endSession')}
                onClick={open}
                disabled={!row.registered || row.state === 'finished'}
                testId={`proctor-end-${row.username}-open`}
              >
                <LogOutIcon />
              </RowAction>
            )}
          />
          <RowAction
            label={t('adminContest.proctor.extraTime')}
            onClick={onExtraTime}
            disabled={!row.registered}
            testId={`proctor-extra-${row.username}`}
          >
            <TimerIcon />
          </RowAction>
          <ConfirmDialog
            title={t('adminContest.proctor.confirmRelease', { name: row.username })}
            description={t('adminContest.proctor.confirmReleaseHint')}
            confirmLabel={t('adminContest.proctor.release')}
            testId={`proctor-release-${row.username}`}
            onConfirm={async () => {
              if (await release()) toast.success(t('adminContest.proctor.releasedToast'));
            }}
            trigger={(open) => (
              <RowAction
                label={t('adminContest.proctor.release')}
                onClick={open}
                disabled={!row.registered || row.released || row.state === 'finished'}
                testId={`proctor-release-${row.username}-open`}
              >
                <LockOpenIcon />
              </RowAction>
            )}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
