import { ListOrderedIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { groupTrainingEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/index.ts';
import { changeThen } from './change-call.ts';

type Row = AnswerOf<typeof E.adminList>['records'][number];
/** The group's training lists a change makes stale. */
const LISTS = [E.adminList, E.list];

/** The group's training admin table (doc 3): id, rank, title, auth, visible switch, info, and edit / problems / delete. */
export function GroupTrainingAdminTable({ gid, rows }: { gid: number; rows: Row[] | null }) {
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
              <TableCell className="max-w-48 truncate font-medium" title={r.title}>
                {r.title}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={r.auth === 'Public' ? 'success' : 'warning'}>
                  {t(`group.training.auth.${r.auth}`)}
                </Badge>
              </TableCell>
              <TableCell>
                <InstantSwitch
                  checked={r.visible}
                  save={(v) => call(E.setVisible, { tid: r.id, status: v ? 'true' : 'false' })}
                  onSaved={() => invalidate(...LISTS)}
                  label={t('group.training.col.visible')}
                  testId={`group-training-visible-${r.id}`}
                />
              </TableCell>
              <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground tabular-nums md:table-cell">
                <div>
                  {t('group.training.info.created')}: {absoluteTime(r.gmtCreate)}
                </div>
                <div>
                  {t('group.training.info.updated')}: {absoluteTime(r.gmtModified)}
                </div>
                <div>
                  {t('group.training.info.creator')}: {r.author}
                </div>
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-0.5">
                  <LinkAction
                    href={`/group/${gid}/training/${r.id}/edit`}
                    label={t('group.training.edit')}
                    testId={`group-training-edit-${r.id}`}
                  >
                    <PencilIcon />
                  </LinkAction>
                  <LinkAction
                    href={`/group/${gid}/training/${r.id}/problem-admin`}
                    label={t('group.training.problems')}
                    testId={`group-training-problems-${r.id}`}
                  >
                    <ListOrderedIcon />
                  </LinkAction>
                  <ConfirmDialog
                    title={t('group.training.confirmDelete', { title: r.title })}
                    description={t('group.training.confirmDeleteHint')}
                    confirmLabel={t('group.training.delete')}
                    testId={`group-training-delete-${r.id}`}
                    onConfirm={async () => {
                      await changeThen(E.remove, { tid: r.id }, LISTS);
                      toast.success(t('group.training.deleted'));
                    }}
                    trigger={(open) => (
                      <IconAction
                        label={t('group.training.delete')}
                        onClick={open}
                        testId={`group-training-delete-${r.id}-open`}
                      >
                        <Trash2Icon className="text-destructive" />
                      </IconAction>
                    )}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                {t('group.training.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
