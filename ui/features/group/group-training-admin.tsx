import { ListOrderedIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { type GroupAdminTrainingRow, groupTrainingApi } from './group-training-api.ts';

/** The group's training admin table (doc 3): id, rank, title, auth, visible switch, info, and edit / problems / delete. */
export function GroupTrainingAdminTable({ gid, rows, onVisible, onChanged }: {
  gid: number; rows: GroupAdminTrainingRow[] | null; onVisible: (id: number, visible: boolean) => void; onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border px-2">
      <Table data-testid="group-training-admin">
        <TableHeader>
          <TableRow>
            <TableHead>ID</TableHead>
            <TableHead className="hidden sm:table-cell">{t('group.training.col.rank')}</TableHead>
            <TableHead>{t('group.training.col.title')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('group.training.col.auth')}</TableHead>
            <TableHead>{t('group.training.col.visible')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('group.training.col.info')}</TableHead>
            <TableHead>{t('group.training.col.options')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows?.map((r) => (
            <TableRow key={r.id} data-testid={`group-training-admin-${r.id}`}>
              <TableCell className="tabular-nums">{r.id}</TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">{r.rank}</TableCell>
              <TableCell className="max-w-48 truncate font-medium" title={r.title}>{r.title}</TableCell>
              <TableCell className="hidden sm:table-cell"><Badge variant={r.auth === 'Public' ? 'success' : 'warning'}>{t(`group.training.auth.${r.auth}`)}</Badge></TableCell>
              <TableCell>
                <InstantSwitch checked={r.visible} save={(v) => groupTrainingApi.setVisible(r.id, v)} onSaved={(v) => onVisible(r.id, v)} label={t('group.training.col.visible')} testId={`group-training-visible-${r.id}`} />
              </TableCell>
              <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground tabular-nums md:table-cell">
                <div>{t('group.training.info.created')}: {absoluteTime(r.gmtCreate)}</div>
                <div>{t('group.training.info.updated')}: {absoluteTime(r.gmtModified)}</div>
                <div>{t('group.training.info.creator')}: {r.author}</div>
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-0.5">
                  <LinkAction href={`/group/${gid}/training/${r.id}/edit`} label={t('group.training.edit')} testId={`group-training-edit-${r.id}`}><PencilIcon /></LinkAction>
                  <LinkAction href={`/group/${gid}/training/${r.id}/problem-admin`} label={t('group.training.problems')} testId={`group-training-problems-${r.id}`}><ListOrderedIcon /></LinkAction>
                  <ConfirmDialog
                    title={t('group.training.confirmDelete', { title: r.title })}
                    description={t('group.training.confirmDeleteHint')}
                    confirmLabel={t('group.training.delete')}
                    testId={`group-training-delete-${r.id}`}
                    onConfirm={async () => {
                      await groupTrainingApi.remove(r.id);
                      toast.success(t('group.training.deleted'));
                      onChanged();
                    }}
                    trigger={(open) => <IconAction label={t('group.training.delete')} onClick={open} testId={`group-training-delete-${r.id}-open`}><Trash2Icon className="text-destructive" /></IconAction>}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && <TableRow><TableCell colSpan={7} className="py-8 text-center text-muted-foreground">{t('group.training.empty')}</TableCell></TableRow>}
        </TableBody>
      </Table>
    </div>
  );
}
