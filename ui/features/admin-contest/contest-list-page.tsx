import { useTranslation } from 'react-i18next';
import { adminContestEndpoints as E } from '../../../src/contract/endpoints/admin-contests.ts';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { INFO_CELL, InfoLines } from '../../components/data-table/info-lines.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/client.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import { type AdminContestRow, useContestAdminScope } from './api.ts';
import { ContestRowActions } from './contest-row-actions.tsx';

const STATUS_VARIANT = { '-1': 'warning', '0': 'success', '1': 'secondary' } as const;

/**
 * /admin/contest: search, page through and manage the contests this admin may manage.
 * /admin/computational-thinking-contest mounts it with `type` 2.
 */
export function ContestListPage({ type }: { type?: number } = {}) {
  const { t } = useTranslation();
  const { base } = useContestAdminScope();
  const list = usePagedList(E.list, type === undefined ? {} : { type });
  const columns: Column<AdminContestRow>[] = [
    { id: 'id', header: 'ID', cellClassName: 'tabular-nums', cell: (row) => row.id },
    {
      id: 'title',
      header: t('adminContest.col.title'),
      cellClassName: 'max-w-64 truncate font-medium',
      cell: (row) => <span title={row.title}>{row.title}</span>,
    },
    {
      id: 'type',
      header: t('adminContest.col.type'),
      cell: (row) => <Badge variant="outline">{t(`adminContest.type.${row.type}`)}</Badge>,
    },
    {
      id: 'auth',
      header: t('adminContest.col.auth'),
      cellClassName: 'whitespace-nowrap',
      cell: (row) => t(`adminContest.auth.${row.auth}`),
    },
    {
      id: 'status',
      header: t('adminContest.col.status'),
      cell: (row) => (
        <Badge variant={STATUS_VARIANT[String(row.status) as '-1' | '0' | '1'] ?? 'secondary'}>
          {t(`adminContest.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'visible',
      header: t('adminContest.col.visible'),
      cell: (row) => (
        <InstantSwitch
          checked={row.visible}
          save={(visible) => call(E.setVisible, { cid: row.id, visible: visible ? 'true' : 'false' })}
          onSaved={() => void invalidate(E.list)}
          label={t('adminContest.col.visible')}
          testId={`contest-visible-${row.id}`}
        />
      ),
    },
    {
      id: 'info',
      header: t('adminContest.col.info'),
      cellClassName: INFO_CELL,
      cell: (row) => (
        <InfoLines
          lines={[
            [t('adminContest.info.start'), absoluteTime(row.startTime)],
            [t('adminContest.info.end'), absoluteTime(row.endTime)],
            [t('adminContest.info.creator'), row.author],
          ]}
        />
      ),
    },
    { id: 'options', header: t('adminContest.col.options'), cell: (row) => <ContestRowActions row={row} /> },
  ];
  return (
    <AdminListPage<AdminContestRow>
      title={type === 2 ? t('choice.admin.contestList') : t('adminContest.route.list')}
      pageTestId="admin-contest-list"
      list={list}
      create={{ href: `${base}/create`, label: t('adminContest.create'), testId: 'contest-create' }}
      search={{ placeholder: t('adminContest.searchPlaceholder'), testId: 'contest-search' }}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId={(row) => `contest-row-${row.id}`}
      empty={t('adminContest.empty')}
    />
  );
}
