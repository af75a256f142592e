import { MonitorSmartphoneIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { mayChange } from './user-labels.ts';

/** The page of users: a checkbox each, the main fields, role and status, and edit, sessions and delete. */
export function UserTable({ rows, selected, onSelect, actorRole, actorUid, onEdit, onSessions, onDelete }: {
  rows: AdminUserRow[]; selected: string[]; onSelect: (uids: string[]) => void; actorRole: number; actorUid: string;
  onEdit: (row: AdminUserRow) => void; onSessions: (row: AdminUserRow) => void; onDelete: (row: AdminUserRow) => Promise<void>;
}) {
  const { t } = useTranslation();
  const toggle = (uid: string, on: boolean) => onSelect(on ? [...selected, uid] : selected.filter((x) => x !== uid));
  const pageSelected = rows.length > 0 && rows.every((r) => selected.includes(r.uid));
  return (
    <Table data-testid="user-table">
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <Checkbox checked={pageSelected} aria-label={t('adminUser.selectPage')} data-testid="user-select-page"
              onCheckedChange={(on) => onSelect(on ? [...new Set([...selected, ...rows.map((r) => r.uid)])] : selected.filter((u) => !rows.some((r) => r.uid === u)))} />
          </TableHead>
          <TableHead>{t('adminUser.col.user')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('adminUser.col.realname')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('adminUser.col.email')}</TableHead>
          <TableHead>{t('adminUser.col.role')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('adminUser.col.status')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('adminUser.col.solved')}</TableHead>
          <TableHead className="hidden xl:table-cell">{t('adminUser.col.lastLogin')}</TableHead>
          <TableHead>{t('adminUser.col.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const locked = !mayChange(actorRole, row, actorUid);
          const self = row.uid === actorUid;
          return (
            <TableRow key={row.uid} data-testid={`user-row-${row.username}`} data-state={selected.includes(row.uid) ? 'selected' : undefined}>
              <TableCell>
                <Checkbox checked={selected.includes(row.uid)} aria-label={t('adminUser.select', { name: row.username })} data-testid={`user-select-${row.username}`}
                  onCheckedChange={(on) => toggle(row.uid, on === true)} />
              </TableCell>
              <TableCell>
                <div className="flex min-w-0 items-center gap-2">
                  <UserAvatar src={row.avatar} name={row.username} className="size-7" />
                  <div className="min-w-0">
                    <div className="truncate font-medium">{row.username}</div>
                    {row.nickname && <div className="truncate text-xs text-muted-foreground">{row.nickname}</div>}
                    {row.status !== 0 && <Badge variant="destructive" className="sm:hidden">{t(`adminUser.status.${row.status}`)}</Badge>}
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden max-w-32 truncate md:table-cell">{row.realname}</TableCell>
              <TableCell className="hidden max-w-48 truncate lg:table-cell">{row.email}</TableCell>
              <TableCell><Badge variant={row.role === 1000 || row.role === 1001 ? 'default' : 'secondary'} data-testid={`user-role-${row.username}`}>{t(`adminUser.roles.${row.role}`)}</Badge></TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={row.status === 0 ? 'outline' : 'destructive'} data-testid={`user-status-${row.username}`}>{t(`adminUser.status.${row.status}`)}</Badge>
              </TableCell>
              <TableCell className="hidden tabular-nums md:table-cell">{row.ac}</TableCell>
              <TableCell className="hidden tabular-nums xl:table-cell">{row.lastLoginAt ? absoluteTime(row.lastLoginAt) : '—'}</TableCell>
              <TableCell>
                <div className="flex gap-0.5" title={locked ? t('adminUser.rootOnly') : self ? t('adminUser.self') : undefined}>
                  <Button variant="ghost" size="icon" className="size-8" disabled={locked} aria-label={t('adminUser.actions.edit')} onClick={() => onEdit(row)} data-testid={`user-edit-${row.username}`}><PencilIcon /></Button>
                  <Button variant="ghost" size="icon" className="relative size-8" disabled={locked} aria-label={t('adminUser.actions.sessions')} onClick={() => onSessions(row)} data-testid={`user-sessions-${row.username}`}>
                    <MonitorSmartphoneIcon />
                    {row.sessionCount > 0 && <span className="absolute -top-0.5 -right-0.5 rounded-full bg-primary px-1 text-[10px] leading-4 text-primary-foreground">{row.sessionCount}</span>}
                  </Button>
                  <ConfirmDialog title={t('adminUser.deleteTitle', { name: row.username })} description={t('adminUser.deleteHint')} confirmLabel={t('adminUser.delete')}
                    testId={`user-delete-dialog-${row.username}`} onConfirm={() => onDelete(row)}
                    trigger={(open) => (
                      <Button variant="ghost" size="icon" className="size-8" disabled={locked || self} aria-label={t('adminUser.actions.delete')} onClick={open} data-testid={`user-delete-${row.username}`}>
                        <Trash2Icon className="text-destructive" />
                      </Button>
                    )} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
        {rows.length === 0 && <TableRow><TableCell colSpan={9} className="py-6 text-center text-muted-foreground">{t('adminUser.empty')}</TableCell></TableRow>}
      </TableBody>
    </Table>
  );
}
