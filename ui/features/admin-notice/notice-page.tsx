import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { noticeEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { type Notice, NOTICE_TYPES } from '../../../src/contract/notices.ts';
import { AdminListPage, type Column } from '../../components/data-table/index.ts';
import { DeleteAction } from '../../components/delete-action.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { IconAction } from '../../components/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate, usePagedList } from '../../lib/query/index.ts';
import { type Editing, NoticeDialog } from './notice-dialog.tsx';

const FILTERS = ['any', ...NOTICE_TYPES] as const;

/** /admin/notice (super admin): notices with their recipients and how many users hold them; create, edit, delete. */
export function NoticePage() {
  const { t } = useTranslation();
  const list = usePagedList(E.list);
  const [editing, setEditing] = useState<Editing>(null);
  const who = (n: Notice) => (n.type === 'Single' ? n.recipients.join(', ') : t(`announcement.notice.types.${n.type}`));
  const columns: Column<Notice>[] = [
    { id: 'id', header: 'ID', cell: (n) => n.id, cellClassName: 'tabular-nums' },
    {
      id: 'title',
      header: t('announcement.notice.fieldTitle'),
      cell: (n) => n.title,
      cellClassName: 'max-w-56 truncate font-medium',
    },
    { id: 'type', header: t('announcement.notice.type'), cell: who, cellClassName: 'max-w-48 truncate' },
    {
      id: 'reached',
      header: t('announcement.notice.reached'),
      className: 'hidden md:table-cell',
      cell: (n) => (
        <>
          <Badge variant={n.state ? 'secondary' : 'outline'}>
            {n.state ? t('announcement.notice.pushed') : t('announcement.notice.pending')}
          </Badge>{' '}
          <span className="text-sm text-muted-foreground">
            {t('announcement.notice.reachedCount', { count: n.recipientCount })}
          </span>
        </>
      ),
    },
    {
      id: 'created',
      header: t('announcement.notice.created'),
      className: 'hidden lg:table-cell',
      cellClassName: 'tabular-nums',
      cell: (n) => absoluteTime(n.gmtCreate),
    },
    {
      id: 'author',
      header: t('announcement.notice.author'),
      className: 'hidden sm:table-cell',
      cell: (n) => n.adminUsername,
    },
    {
      id: 'options',
      header: t('announcement.notice.options'),
      cell: (n) => (
        <div className="flex gap-0.5">
          <IconAction
            label={t('announcement.notice.editAction')}
            onClick={() => setEditing(n)}
            testId={`notice-${n.id}-edit`}
          >
            <PencilIcon />
          </IconAction>
          <DeleteAction
            title={t('announcement.notice.confirmDelete', { title: n.title })}
            description={t('announcement.notice.confirmDeleteHint')}
            label={t('announcement.notice.delete')}
            testId={`notice-${n.id}-delete`}
            onConfirm={async () => {
              await call(E.remove, { id: n.id });
              toast.success(t('announcement.notice.deleted'));
              await invalidate(E.list);
            }}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminListPage
        title={t('announcement.notice.title')}
        pageTestId="admin-notice-page"
        actions={
          <>
            <ChoiceSelect
              id="notice-filter"
              value={list.filters.type ?? 'any'}
              options={FILTERS}
              className="w-40"
              label={(v) => (v === 'any' ? t('announcement.notice.allTypes') : t(`announcement.notice.types.${v}`))}
              onChange={(v) => list.setFilters({ type: v === 'any' ? undefined : v })}
            />
            <Button onClick={() => setEditing('new')} data-testid="notice-create">
              <PlusIcon /> {t('announcement.notice.create')}
            </Button>
          </>
        }
        list={list}
        columns={columns}
        rowKey={(n) => n.id}
        rowTestId={(n) => `notice-row-${n.id}`}
        empty={t('announcement.notice.empty')}
        testId="notice-table"
      />
      <NoticeDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
