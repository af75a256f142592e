import { ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DiscussionRow } from '../../../src/contract/discussions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { adminDiscussionApi } from './api.ts';

/** All discussions (disabled ones too): status and top switches that save at once, view, delete. */
export function DiscussionTable({ rows, selected, onSelect, onPatch, onDeleted }: {
  rows: DiscussionRow[]; selected: number[]; onSelect: (ids: number[]) => void; onPatch: (id: number, patch: Partial<DiscussionRow>) => void; onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = async (ids: number[]) => {
    await adminDiscussionApi.remove(ids);
    toast.success(t('adminDiscussion.deleted'));
    onDeleted();
  };
  const toggle = (id: number, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8" />
          <TableHead>{t('adminDiscussion.id')}</TableHead>
          <TableHead>{t('adminDiscussion.title')}</TableHead>
          <TableHead>{t('adminDiscussion.author')}</TableHead>
          <TableHead>{t('adminDiscussion.created')}</TableHead>
          <TableHead>{t('adminDiscussion.status')}</TableHead>
          <TableHead>{t('adminDiscussion.top')}</TableHead>
          <TableHead>{t('adminDiscussion.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`admin-discussion-row-${row.id}`}>
            <TableCell><Checkbox checked={selected.includes(row.id)} onCheckedChange={(v) => toggle(row.id, v === true)} aria-label={t('adminDiscussion.select', { title: row.title })} /></TableCell>
            <TableCell className="tabular-nums">{row.id}</TableCell>
            <TableCell className="max-w-72"><div className="truncate font-medium" title={row.title} data-testid="admin-discussion-title">{row.title}</div><div className="truncate text-xs text-muted-foreground">{row.categoryName}</div></TableCell>
            <TableCell>{row.author}</TableCell>
            <TableCell className="text-xs whitespace-nowrap tabular-nums">{absoluteTime(row.gmtCreate)}</TableCell>
            <TableCell>
              <span className="flex items-center gap-2 text-xs">
                <InstantSwitch checked={row.status === 0} save={(v) => adminDiscussionApi.update({ id: row.id, status: v ? 0 : 1 })} onSaved={(v) => onPatch(row.id, { status: v ? 0 : 1 })}
                  label={t('adminDiscussion.status')} testId={`discussion-status-${row.id}`} />
                {row.status === 0 ? t('adminDiscussion.normal') : t('adminDiscussion.disabled')}
              </span>
            </TableCell>
            <TableCell>
              <InstantSwitch checked={row.topPriority} save={(v) => adminDiscussionApi.update({ id: row.id, topPriority: v })} onSaved={(v) => onPatch(row.id, { topPriority: v })}
                label={t('adminDiscussion.top')} testId={`discussion-top-${row.id}`} />
            </TableCell>
            <TableCell>
              <span className="flex gap-1">
                <Button asChild variant="ghost" size="sm"><a href={`/discussion-detail/${row.id}`} target="_blank" rel="noreferrer" aria-label={t('adminDiscussion.view')}><ExternalLinkIcon /></a></Button>
                <ConfirmDialog title={t('adminDiscussion.deleteTitle')} confirmLabel={t('adminDiscussion.delete')} onConfirm={() => remove([row.id])} testId={`discussion-delete-${row.id}`}
                  trigger={(open) => <Button variant="ghost" size="sm" className="text-destructive" onClick={open} aria-label={t('adminDiscussion.delete')} data-testid={`discussion-delete-${row.id}-open`}><Trash2Icon /></Button>} />
              </span>
            </TableCell>
          </TableRow>
        ))}
        {rows.length === 0 && <TableRow><TableCell colSpan={8} className="py-8 text-center text-muted-foreground">{t('adminDiscussion.empty')}</TableCell></TableRow>}
      </TableBody>
    </Table>
  );
}
