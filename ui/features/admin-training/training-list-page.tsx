import { useTranslation } from 'react-i18next';
import { adminTrainingEndpoints as E } from '../../../src/contract/endpoints/admin-trainings.ts';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { INFO_CELL, InfoLines } from '../../components/data-table/info-lines.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/client.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import type { AdminTrainingRow } from './api.ts';
import { CategoryName } from './category-select.tsx';
import { TrainingRowActions } from './training-row-actions.tsx';

const reload = () => void invalidate(E.list);

/** /admin/training: search, page through and manage the trainings (doc 3 "Training admin table"). */
export function TrainingListPage() {
  const { t } = useTranslation();
  const list = usePagedList(E.list);
  const columns: Column<AdminTrainingRow>[] = [
    { id: 'id', header: 'ID', cellClassName: 'tabular-nums', cell: (row) => row.id },
    { id: 'rank', header: t('adminTraining.col.rank'), cellClassName: 'tabular-nums', cell: (row) => row.rank },
    {
      id: 'title',
      header: t('adminTraining.col.title'),
      cellClassName: 'max-w-64',
      cell: (row) => (
        <>
          <div className="truncate font-medium" title={row.title}>
            {row.title}
          </div>
          {row.categoryName && (
            <div className="text-xs text-muted-foreground">
              <CategoryName name={row.categoryName} color={row.categoryColor ?? '#ffffff'} />
            </div>
          )}
        </>
      ),
    },
    {
      id: 'auth',
      header: t('adminTraining.col.auth'),
      cell: (row) => (
        <Badge variant={row.auth === 'Public' ? 'success' : 'warning'}>{t(`adminTraining.auth.${row.auth}`)}</Badge>
      ),
    },
    {
      id: 'visible',
      header: t('adminTraining.col.visible'),
      cell: (row) => (
        <InstantSwitch
          checked={row.visible}
          save={(v) => call(E.setVisible, { tid: row.id, status: v ? 'true' : 'false' })}
          onSaved={reload}
          label={t('adminTraining.col.visible')}
          testId={`training-visible-${row.id}`}
        />
      ),
    },
    {
      id: 'info',
      header: t('adminTraining.col.info'),
      cellClassName: INFO_CELL,
      cell: (row) => (
        <InfoLines
          lines={[
            [t('adminTraining.info.created'), absoluteTime(row.gmtCreate)],
            [t('adminTraining.info.updated'), absoluteTime(row.gmtModified)],
            [t('adminTraining.info.creator'), row.author],
          ]}
        />
      ),
    },
    {
      id: 'options',
      header: t('adminTraining.col.options'),
      cell: (row) => <TrainingRowActions row={row} onChanged={reload} />,
    },
  ];
  return (
    <AdminListPage<AdminTrainingRow>
      title={t('adminTraining.route.list')}
      pageTestId="admin-training-list"
      list={list}
      create={{ href: '/admin/training/create', label: t('adminTraining.create'), testId: 'training-create' }}
      search={{ placeholder: t('adminTraining.searchPlaceholder'), testId: 'training-search' }}
      columns={columns}
      rowKey={(row) => row.id}
      rowTestId={(row) => `training-row-${row.id}`}
      empty={t('adminTraining.empty')}
    />
  );
}
