import { useAtomValue } from 'jotai';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, usePagedList } from '../../lib/query/index.ts';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { type AnnouncementEditing, GroupAnnouncementDialog } from './announcement-dialog.tsx';
import { changeThen } from './change-call.ts';

/** The announcements tab of group admins: every announcement; edit, delete and the visible switch for group roots and the author. */
export function GroupAnnouncementAdmin({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const superAdmin = useAtomValue(isRootAtom);
  const list = usePagedList(E.adminAnnouncements, { gid: detail.id });
  const page = list.page;
  const [editing, setEditing] = useState<AnnouncementEditing>(null);
  const stale = [E.adminAnnouncements, E.announcements];
  const mayEdit = (a: Announcement) => detail.isRoot || superAdmin || a.username === me?.username;
  return (
    <div className="flex flex-col gap-3" data-testid="group-announcement-admin">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('group.tab.announcementAdmin')}</h2>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="group-announcement-create">
          <PlusIcon /> {t('group.announcement.create')}
        </Button>
      </div>
      <div className="rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>{t('group.announcement.title')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('group.announcement.createdAt')}</TableHead>
              <TableHead className="hidden lg:table-cell">{t('group.announcement.modifiedAt')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('group.announcement.author')}</TableHead>
              <TableHead>{t('group.announcement.visible')}</TableHead>
              <TableHead>{t('group.announcement.options')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((a) => (
              <TableRow key={a.id} data-testid="group-announcement-row">
                <TableCell className="tabular-nums">{a.id}</TableCell>
                <TableCell className="max-w-48 truncate font-medium">{a.title}</TableCell>
                <TableCell className="hidden tabular-nums md:table-cell">{absoluteTime(a.gmtCreate)}</TableCell>
                <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(a.gmtModified)}</TableCell>
                <TableCell className="hidden sm:table-cell">{a.username}</TableCell>
                <TableCell>
                  {mayEdit(a) && (
                    <InstantSwitch
                      checked={a.status === 0}
                      label={t('group.announcement.visible')}
                      testId={`group-announcement-${a.id}-visible`}
                      save={(v) =>
                        changeThen(
                          E.updateAnnouncement,
                          { id: a.id, gid: detail.id, title: a.title, content: a.content, status: v ? 0 : 1 },
                          stale,
                        )
                      }
                      onSaved={() => {}}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {mayEdit(a) && (
                    <div className="flex gap-0.5">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t('group.announcement.edit')}
                        onClick={() => setEditing(a)}
                      >
                        <PencilIcon />
                      </Button>
                      <ConfirmDialog
                        title={t('group.announcement.deleteConfirm', { title: a.title })}
                        confirmLabel={t('group.announcement.delete')}
                        testId={`group-announcement-${a.id}-delete`}
                        onConfirm={async () => {
                          await changeThen(E.removeAnnouncement, { aid: a.id }, stale);
                          toast.success(t('group.announcement.deleted'));
                        }}
                        trigger={(open) => (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={t('group.announcement.delete')}
                            onClick={open}
                          >
                            <Trash2Icon className="text-destructive" />
                          </Button>
                        )}
                      />
                    </div>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {page?.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                  {t('group.home.noAnnouncements')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {list.error && (
        <p className="text-sm text-destructive" data-testid="group-announcement-error">
          {failureText(list.error)}
        </p>
      )}
      {page && (
        <Pager
          total={page.total}
          pageSize={list.filters.limit}
          current={list.filters.currentPage}
          onPageChange={list.setPage}
          onPageSizeChange={(limit) => list.setFilters({ limit })}
        />
      )}
      <GroupAnnouncementDialog gid={detail.id} editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
