import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { announcementEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { announcementColumns } from '../../components/announcement-columns.tsx';
import { AdminListPage } from '../../components/data-table/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { invalidate, usePagedList } from '../../lib/query/index.ts';
import { AnnouncementDialog, type Editing } from './announcement-dialog.tsx';

/** /admin/announcement (super admin): the site's announcements with the visible switch, edit and delete. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const list = usePagedList(E.list);
  const [editing, setEditing] = useState<Editing>(null);
  // The back office's list and the home page's read the change again.
  const changed = () => void invalidate(E.list, E.visible);
  const columns = announcementColumns(
    {
      title: t('announcement.admin.fieldTitle'),
      created: t('announcement.admin.created'),
      modified: t('announcement.admin.modified'),
      author: t('announcement.admin.author'),
      visible: t('announcement.admin.visible'),
      options: t('announcement.admin.options'),
    },
    {
      testId: 'announcement',
      setVisible: (a, v) => call(E.update, { id: a.id, title: a.title, content: a.content, status: v ? 0 : 1 }),
      onSaved: changed,
      edit: { label: t('announcement.admin.editAction'), onClick: setEditing },
      remove: {
        label: t('announcement.admin.delete'),
        title: (a) => t('announcement.admin.confirmDelete', { title: a.title }),
        description: t('announcement.admin.confirmDeleteHint'),
        run: async (a) => {
          await call(E.remove, { aid: a.id });
          toast.success(t('announcement.admin.deleted'));
          changed();
        },
      },
    },
  );

  return (
    <>
      <AdminListPage
        title={t('announcement.admin.title')}
        pageTestId="admin-announcement-page"
        actions={
          <Button onClick={() => setEditing('new')} data-testid="announcement-create">
            <PlusIcon /> {t('announcement.admin.create')}
          </Button>
        }
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        rowTestId={(a) => `announcement-row-${a.id}`}
        empty={t('announcement.admin.empty')}
        testId="announcement-table"
      />
      <AnnouncementDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
