import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Announcement } from '../../../src/contract/announcements.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { AnnouncementDialog, type Editing } from './announcement-dialog.tsx';
import { adminAnnouncementApi } from './api.ts';

/** /admin/announcement (super admin): the site's announcements with the visible switch, edit and delete. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<Announcement> | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const load = useCallback(() => { adminAnnouncementApi.list(query).then(setPage, () => undefined); }, [query]);
  useEffect(load, [load]);
  const patch = (id: number, status: number) => setPage((p) => p && { ...p, records: p.records.map((r) => (r.id === id ? { ...r, status } : r)) });

  return (
    <div className="grid gap-4" data-testid="admin-announcement-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('announcement.admin.title')}</h1>
        <Button onClick={() => setEditing('new')} data-testid="announcement-create"><PlusIcon /> {t('announcement.admin.create')}</Button>
      </div>
      <Card className="py-2">
        <CardContent className="px-2">
          <Table data-testid="announcement-table">
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('announcement.admin.fieldTitle')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('announcement.admin.created')}</TableHead>
                <TableHead className="hidden lg:table-cell">{t('announcement.admin.modified')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('announcement.admin.author')}</TableHead>
                <TableHead>{t('announcement.admin.visible')}</TableHead>
                <TableHead>{t('announcement.admin.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page?.records.map((a) => (
                <TableRow key={a.id} data-testid={`announcement-row-${a.id}`}>
                  <TableCell className="tabular-nums">{a.id}</TableCell>
                  <TableCell className="max-w-64 truncate font-medium">{a.title}</TableCell>
                  <TableCell className="hidden tabular-nums md:table-cell">{absoluteTime(a.gmtCreate)}</TableCell>
                  <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(a.gmtModified)}</TableCell>
                  <TableCell className="hidden sm:table-cell">{a.username}</TableCell>
                  <TableCell>
                    <InstantSwitch checked={a.status === 0} label={t('announcement.admin.visible')} testId={`announcement-${a.id}-visible`}
                      save={(v) => adminAnnouncementApi.update({ id: a.id, title: a.title, content: a.content, status: v ? 0 : 1 })} onSaved={(v) => patch(a.id, v ? 0 : 1)} />
                  </TableCell>
                  <TableCell>
                    <div className="flex gap-0.5">
                      <Button variant="ghost" size="icon" className="size-8" aria-label={t('announcement.admin.editAction')} onClick={() => setEditing(a)} data-testid={`announcement-${a.id}-edit`}><PencilIcon /></Button>
                      <ConfirmDialog
                        title={t('announcement.admin.confirmDelete', { title: a.title })}
                        description={t('announcement.admin.confirmDeleteHint')}
                        confirmLabel={t('announcement.admin.delete')}
                        testId={`announcement-${a.id}-delete`}
                        onConfirm={async () => { await adminAnnouncementApi.remove(a.id); toast.success(t('announcement.admin.deleted')); load(); }}
                        trigger={(open) => <Button variant="ghost" size="icon" className="size-8" aria-label={t('announcement.admin.delete')} onClick={open} data-testid={`announcement-${a.id}-delete-open`}><Trash2Icon className="text-destructive" /></Button>}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
              {page?.records.length === 0 && <TableRow><TableCell colSpan={7} className="py-6 text-center text-muted-foreground">{t('announcement.admin.empty')}</TableCell></TableRow>}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {page && <Pager total={page.total} pageSize={query.limit} current={query.currentPage}
        onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))} onPageSizeChange={(limit) => setQuery({ limit, currentPage: 1 })} />}
      <AnnouncementDialog editing={editing} onClose={() => setEditing(null)} onSaved={load} />
    </div>
  );
}
