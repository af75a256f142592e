import { DownloadIcon, ListOrderedIcon, MegaphoneIcon, PencilIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { groupContestEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
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
/** The group's contest lists a change makes stale. */
const LISTS = [E.adminList, E.list];

/** The group's contest admin table (doc 3): id, title, type, auth, status, visible switch, info, and its options. */
export function GroupContestAdminTable({ gid, rows }: { gid: number; rows: Row[] | null }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border px-2">
      <Table data-testid="group-contest-admin">
        <TableHeader>
          <TableRow>
            <TableHead>ID</TableHead>
            <TableHead>{t('group.contest.col.title')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('group.contest.col.type')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('group.contest.col.auth')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('group.contest.col.status')}</TableHead>
            <TableHead>{t('group.contest.col.visible')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('group.contest.col.info')}</TableHead>
            <TableHead>{t('group.contest.col.options')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows?.map((c) => (
            <TableRow key={c.id} data-testid={`group-contest-admin-${c.id}`}>
              <TableCell className="tabular-nums">{c.id}</TableCell>
              <TableCell className="max-w-48 truncate font-medium" title={c.title}>
                {c.title}
              </TableCell>
              <TableCell className="hidden sm:table-cell">{contestRule(c.type).label}</TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={c.auth === 0 ? 'success' : c.auth === 1 ? 'destructive' : 'warning'}>
                  {t(`group.contest.auth.${c.auth}`)}
                </Badge>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{t(`group.contest.status.${c.status}`)}</TableCell>
              <TableCell>
                <InstantSwitch
                  checked={c.visible}
                  save={(v) => call(E.setVisible, { cid: c.id, visible: v ? 'true' : 'false' })}
                  onSaved={() => invalidate(...LISTS)}
                  label={t('group.contest.col.visible')}
                  testId={`group-contest-visible-${c.id}`}
                />
              </TableCell>
              <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground tabular-nums md:table-cell">
                <div>
                  {t('group.contest.start')}: {absoluteTime(c.startTime)}
                </div>
                <div>
                  {t('group.contest.end')}: {absoluteTime(c.endTime)}
                </div>
                <div>
                  {t('group.contest.creator')}: {c.author}
                </div>
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap items-center gap-0.5">
                  <LinkAction
                    href={`/group/${gid}/contest/${c.id}/edit`}
                    label={t('group.contest.edit')}
                    testId={`group-contest-edit-${c.id}`}
                  >
                    <PencilIcon />
                  </LinkAction>
                  <LinkAction
                    href={`/group/${gid}/contest/${c.id}/problems`}
                    label={t('group.contest.problems')}
                    testId={`group-contest-problems-${c.id}`}
                  >
                    <ListOrderedIcon />
                  </LinkAction>
                  <LinkAction
                    href={`/group/${gid}/contest/${c.id}/announcement`}
                    label={t('group.contest.announcements')}
                    testId={`group-contest-announcements-${c.id}`}
                  >
                    <MegaphoneIcon />
                  </LinkAction>
                  <LinkAction
                    href={`/group/${gid}/contest/${c.id}/proctor`}
                    label={t('group.contest.proctor')}
                    testId={`group-contest-proctor-${c.id}`}
                  >
                    <ShieldCheckIcon />
                  </LinkAction>
                  <IconAction
                    label={t('group.contest.download')}
                    testId={`group-contest-download-${c.id}`}
                    onClick={() =>
                      window.open(
                        `/api/file/download-contest-ac-submission?cid=${c.id}&excludeAdmin=true&splitType=user`,
                      )
                    }
                  >
                    <DownloadIcon />
                  </IconAction>
                  <ConfirmDialog
                    title={t('group.contest.confirmDelete', { title: c.title })}
                    description={t('group.contest.confirmDeleteHint')}
                    confirmLabel={t('group.contest.delete')}
                    testId={`group-contest-delete-${c.id}`}
                    onConfirm={async () => {
                      await changeThen(E.remove, { cid: c.id }, LISTS);
                      toast.success(t('group.contest.deleted'));
                    }}
                    trigger={(open) => (
                      <IconAction
                        label={t('group.contest.delete')}
                        onClick={open}
                        testId={`group-contest-delete-${c.id}-open`}
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
              <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                {t('group.contest.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
