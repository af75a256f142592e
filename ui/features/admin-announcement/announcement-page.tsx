import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { announcementEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, invalidate, usePagedList } from '../../lib/query/index.ts';
import { AnnouncementDialog, type Editing } from './announcement-dialog.tsx';

/** /admin/announcement (super admin): the site's announcements with the visible switch, edit and delete. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage, error } = usePagedList(E.list);
  const [editing, setEditing] = useState<Editing>(null);
  // The back office's list and the home page's read the change again.
  const changed = () => void invalidate(E.list, E.visible);

  return (
    <div className="grid gap-4" data-testid="admin-announcement-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('announcement.admin.title')}</h1>
        <Button onClick={() => setEditing('new')} data-testid="announcement-create">
          <PlusIcon /> {t('announcement.admin.create')}
        </Button>
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
                    <InstantSwitch
                      checked={a.status === 0}
                      label={t('announcement.admin.visible')}
                      testId={`announcement-${a.id}-visible`}
                      save={(v) => call(E.update, { id: a.id, title: a.title, content: a.content, status: v ? 0 : 1 })}
                      onSaved={changed}
                    />
                  </TableCell>
                  <TableCell>
                    <div className="flex gap-0.5">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t('announcement.admin.editAction')}
                        onClick={() => setEditing(a)}
                        data-testid={`announcement-${a.id}-edit`}
                      >
                        <PencilIcon />
                      </Button>
                      <ConfirmDialog
                        title={t('announcement.admin.confirmDelete', { title: a.title })}
                        description={t('announcement.admin.confirmDeleteHint')}
                        confirmLabel={t('announcement.admin.delete')}
                        testId={`announcement-${a.id}-delete`}
                        onConfirm={async () => {
                          await call(E.remove, { aid: a.id });
                          toast.success(t('announcement.admin.deleted'));
                          changed();
                        }}
                        trigger={(open) => (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={t('announcement.admin.delete')}
                            onClick={open}
                            data-testid={`announcement-${a.id}-delete-open`}
                          >
                            <Trash2Icon className="text-destructive" />
                          </Button>
                        )}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
              {page?.records.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                    {t('announcement.admin.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {failureText(error)}
        </p>
      )}
      {page && (
        <Pager
          total={page.total}
          pageSize={filters.limit}
          current={filters.currentPage}
          onPageChange={setPage}
          onPageSizeChange={(limit) => setFilters({ limit })}
        />
      )}
      <AnnouncementDialog editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
