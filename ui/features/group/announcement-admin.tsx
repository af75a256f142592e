import { useAtomValue } from 'jotai';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { announcementColumns } from '../../components/announcement-columns.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { usePagedList } from '../../lib/query/index.ts';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { type AnnouncementEditing, GroupAnnouncementDialog } from './announcement-dialog.tsx';
import { changeThen } from './change-call.ts';
import { GroupPaged } from './group-training-frame.tsx';

/** The announcements tab of group admins: every announcement; edit, delete and the visible switch for group roots and the author. */
export function GroupAnnouncementAdmin({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const superAdmin = useAtomValue(isRootAtom);
  const list = usePagedList(E.adminAnnouncements, { gid: detail.id });
  const [editing, setEditing] = useState<AnnouncementEditing>(null);
  const stale = [E.adminAnnouncements, E.announcements];
  const mayEdit = (a: Announcement) => detail.isRoot || superAdmin || a.username === me?.username;
  const columns = announcementColumns(
    {
      title: t('group.announcement.title'),
      created: t('group.announcement.createdAt'),
      modified: t('group.announcement.modifiedAt'),
      author: t('group.announcement.author'),
      visible: t('group.announcement.visible'),
      options: t('group.announcement.options'),
    },
    {
      testId: 'group-announcement',
      mayChange: mayEdit,
      setVisible: (a, v) =>
        changeThen(
          E.updateAnnouncement,
          { id: a.id, gid: detail.id, title: a.title, content: a.content, status: v ? 0 : 1 },
          stale,
        ),
      edit: { label: t('group.announcement.edit'), onClick: setEditing },
      remove: {
        label: t('group.announcement.delete'),
        title: (a) => t('group.announcement.deleteConfirm', { title: a.title }),
        run: async (a) => {
          await changeThen(E.removeAnnouncement, { aid: a.id }, stale);
          toast.success(t('group.announcement.deleted'));
        },
      },
    },
  );
  return (
    <div className="flex flex-col gap-3" data-testid="group-announcement-admin">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('group.tab.announcementAdmin')}</h2>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="group-announcement-create">
          <PlusIcon /> {t('group.announcement.create')}
        </Button>
      </div>
      <GroupPaged list={list}>
        <div className="rounded-lg border px-2">
          <DataTable
            columns={columns}
            rows={list.page?.records ?? null}
            rowKey={(a) => a.id}
            rowTestId={() => 'group-announcement-row'}
            empty={t('group.home.noAnnouncements')}
          />
        </div>
      </GroupPaged>
      <GroupAnnouncementDialog gid={detail.id} editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
