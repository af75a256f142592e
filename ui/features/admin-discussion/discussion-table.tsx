import type { TFunction } from 'i18next';
import { ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import type { DiscussionRow } from '../../../src/contract/discussions.ts';
import { adminDiscussionEndpoints as E } from '../../../src/contract/endpoints/admin-discussions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/client.ts';

const refresh = () => void invalidate(E.list);
const moderate = (change: { id: number; status?: number; topPriority?: boolean }) => call(E.moderate, change);

/** All discussions (disabled ones too): status and top switches that save at once, view, delete. */
export function discussionColumns(t: TFunction, remove: (ids: number[]) => Promise<void>): Column<DiscussionRow>[] {
  return [
    { id: 'id', header: t('adminDiscussion.id'), cellClassName: 'tabular-nums', cell: (row) => row.id },
    {
      id: 'title',
      header: t('adminDiscussion.title'),
      cellClassName: 'max-w-72',
      cell: (row) => (
        <>
          <div className="truncate font-medium" title={row.title} data-testid="admin-discussion-title">
            {row.title}
          </div>
          <div className="truncate text-xs text-muted-foreground">{row.categoryName}</div>
        </>
      ),
    },
    { id: 'author', header: t('adminDiscussion.author'), cell: (row) => row.author },
    {
      id: 'created',
      header: t('adminDiscussion.created'),
      cellClassName: 'text-xs whitespace-nowrap tabular-nums',
      cell: (row) => absoluteTime(row.gmtCreate),
    },
    {
      id: 'status',
      header: t('adminDiscussion.status'),
      cell: (row) => (
        <span className="flex items-center gap-2 text-xs">
          <InstantSwitch
            checked={row.status === 0}
            save={(v) => moderate({ id: row.id, status: v ? 0 : 1 })}
            onSaved={refresh}
            label={t('adminDiscussion.status')}
            testId={`discussion-status-${row.id}`}
          />
          {row.status === 0 ? t('adminDiscussion.normal') : t('adminDiscussion.disabled')}
        </span>
      ),
    },
    {
      id: 'top',
      header: t('adminDiscussion.top'),
      cell: (row) => (
        <InstantSwitch
          checked={row.topPriority}
          save={(v) => moderate({ id: row.id, topPriority: v })}
          onSaved={refresh}
          label={t('adminDiscussion.top')}
          testId={`discussion-top-${row.id}`}
        />
      ),
    },
    {
      id: 'actions',
      header: t('adminDiscussion.actions'),
      cell: (row) => (
        <span className="flex gap-1">
          <Button asChild variant="ghost" size="sm">
            <a
              href={`/discussion-detail/${row.id}`}
              target="_blank"
              rel="noreferrer"
              aria-label={t('adminDiscussion.view')}
            >
              <ExternalLinkIcon />
            </a>
          </Button>
          <ConfirmDialog
            title={t('adminDiscussion.deleteTitle')}
            confirmLabel={t('adminDiscussion.delete')}
            onConfirm={() => remove([row.id])}
            testId={`discussion-delete-${row.id}`}
            trigger={(open) => (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                onClick={open}
                aria-label={t('adminDiscussion.delete')}
                data-testid={`discussion-delete-${row.id}-open`}
              >
                <Trash2Icon />
              </Button>
            )}
          />
        </span>
      ),
    },
  ];
}
