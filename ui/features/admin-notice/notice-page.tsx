import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { noticeEndpoints as E } from '../../../src/contract/endpoints/announcements.ts';
import { type Notice, NOTICE_TYPES } from '../../../src/contract/notices.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, invalidate, usePagedList } from '../../lib/query/index.ts';
import { type Editing, NoticeDialog } from './notice-dialog.tsx';

const FILTERS = ['any', ...NOTICE_TYPES] as const;

/** /admin/notice (super admin): notices with their recipients and how many users hold them; create, edit, delete. */
export function NoticePage() {
  const { t } = useTranslation();
  const { page, filters, setFilters, setPage, error } = usePagedList(E.list);
  const [editing, setEditing] = useState<Editing>(null);
  const who = (n: Notice) => (n.type === 'Single' ? n.recipients.join(', ') : t(`announcement.notice.types.${n.type}`));

  return (
    <div className="grid gap-4" data-testid="admin-notice-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('announcement.notice.title')}</h1>
        <ChoiceSelect
          id="notice-filter"
          value={filters.type ?? 'any'}
          options={FILTERS}
          className="w-40"
          label={(v) => (v === 'any' ? t('announcement.notice.allTypes') : t(`announcement.notice.types.${v}`))}
          onChange={(v) => setFilters({ type: v === 'any' ? undefined : v })}
        />
        <Button onClick={() => setEditing('new')} data-testid="notice-create">
          <PlusIcon /> {t('announcement.notice.create')}
        </Button>
      </div>
      <Card className="py-2">
        <CardContent className="px-2">
          <Table data-testid="notice-table">
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('announcement.notice.fieldTitle')}</TableHead>
                <TableHead>{t('announcement.notice.type')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('announcement.notice.reached')}</TableHead>
                <TableHead className="hidden lg:table-cell">{t('announcement.notice.created')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('announcement.notice.author')}</TableHead>
                <TableHead>{t('announcement.notice.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page?.records.map((n) => (
                <TableRow key={n.id} data-testid={`notice-row-${n.id}`}>
                  <TableCell className="tabular-nums">{n.id}</TableCell>
                  <TableCell className="max-w-56 truncate font-medium">{n.title}</TableCell>
                  <TableCell className="max-w-48 truncate">{who(n)}</TableCell>
                  <TableCell className="hidden md:table-cell">
                    <Badge variant={n.state ? 'secondary' : 'outline'}>
                      {n.state ? t('announcement.notice.pushed') : t('announcement.notice.pending')}
                    </Badge>{' '}
                    <span className="text-sm text-muted-foreground">
                      {t('announcement.notice.reachedCount', { count: n.recipientCount })}
                    </span>
                  </TableCell>
                  <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(n.gmtCreate)}</TableCell>
                  <TableCell className="hidden sm:table-cell">{n.adminUsername}</TableCell>
                  <TableCell>
                    <div className="flex gap-0.5">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t('announcement.notice.editAction')}
                        onClick={() => setEditing(n)}
                        data-testid={`notice-${n.id}-edit`}
                      >
                        <PencilIcon />
                      </Button>
                      <ConfirmDialog
                        title={t('announcement.notice.confirmDelete', { title: n.title })}
                        description={t('announcement.notice.confirmDeleteHint')}
                        confirmLabel={t('announcement.notice.delete')}
                        testId={`notice-${n.id}-delete`}
                        onConfirm={async () => {
                          await call(E.remove, { id: n.id });
                          toast.success(t('announcement.notice.deleted'));
                          await invalidate(E.list);
                        }}
                        trigger={(open) => (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={t('announcement.notice.delete')}
                            onClick={open}
                            data-testid={`notice-${n.id}-delete-open`}
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
                    {t('announcement.notice.empty')}
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
      <NoticeDialog editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
