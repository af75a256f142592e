import { MonitorSmartphoneIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { mayChange } from './user-labels.ts';

export interface UserRowActions {
  actorRole: number;
  actorUid: string;
  onEdit: (row: AdminUserRow) => void;
  onSessions: (row: AdminUserRow) => void;
  onDelete: (row: AdminUserRow) => Promise<void>;
}

function Actions({
  row,
  t,
  actorRole,
  actorUid,
  onEdit,
  onSessions,
  onDelete,
}: UserRowActions & { row: AdminUserRow; t: TFunction }) {
  const locked = !mayChange(actorRole, row, actorUid);
  const self = row.uid === actorUid;
  return (
    <div className="flex gap-0.5" title={locked ? t('adminUser.rootOnly') : self ? t('adminUser.self') : undefined}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={locked}
        aria-label={t('adminUser.actions.edit')}
        onClick={() => onEdit(row)}
        data-testid={`user-edit-${row.username}`}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="relative size-8"
        disabled={locked}
        aria-label={t('adminUser.actions.sessions')}
        onClick={() => onSessions(row)}
        data-testid={`user-sessions-${row.username}`}
      >
        <MonitorSmartphoneIcon />
        {row.sessionCount > 0 && (
          <span className="absolute -top-0.5 -right-0.5 rounded-full bg-primary px-1 text-[10px] leading-4 text-primary-foreground">
            {row.sessionCount}
          </span>
        )}
      </Button>
      <ConfirmDialog
        title={t('adminUser.deleteTitle', { name: row.username })}
        description={t('adminUser.deleteHint')}
        confirmLabel={t('adminUser.delete')}
        testId={`user-delete-dialog-${row.username}`}
        onConfirm={() => onDelete(row)}
        trigger={(open) => (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={locked || self}
            aria-label={t('adminUser.actions.delete')}
            onClick={open}
            data-testid={`user-delete-${row.username}`}
          >
            <Trash2Icon className="text-destructive" />
          </Button>
        )}
      />
    </div>
  );
}

/** The users page's columns: the user, real name, e-mail, role, status, solved, last login, and edit, sessions and delete. */
export function userColumns(t: TFunction, actions: UserRowActions): Column<AdminUserRow>[] {
  return [
    {
      id: 'user',
      header: t('adminUser.col.user'),
      cell: (row) => (
        <div className="flex min-w-0 items-center gap-2">
          <UserAvatar src={row.avatar} name={row.username} className="size-7" />
          <div className="min-w-0">
            <div className="truncate font-medium">{row.username}</div>
            {row.nickname && <div className="truncate text-xs text-muted-foreground">{row.nickname}</div>}
            {row.status !== 0 && (
              <Badge variant="destructive" className="sm:hidden">
                {t(`adminUser.status.${row.status}`)}
              </Badge>
            )}
          </div>
        </div>
      ),
    },
    {
      id: 'realname',
      header: t('adminUser.col.realname'),
      className: 'hidden md:table-cell',
      cellClassName: 'max-w-32 truncate',
      cell: (row) => row.realname,
    },
    {
      id: 'email',
      header: t('adminUser.col.email'),
      className: 'hidden lg:table-cell',
      cellClassName: 'max-w-48 truncate',
      cell: (row) => row.email,
    },
    {
      id: 'role',
      header: t('adminUser.col.role'),
      cell: (row) => (
        <Badge
          variant={row.role === 1000 || row.role === 1001 ? 'default' : 'secondary'}
          data-testid={`user-role-${row.username}`}
        >
          {t(`adminUser.roles.${row.role}`)}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: t('adminUser.col.status'),
      className: 'hidden sm:table-cell',
      cell: (row) => (
        <Badge variant={row.status === 0 ? 'outline' : 'destructive'} data-testid={`user-status-${row.username}`}>
          {t(`adminUser.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'solved',
      header: t('adminUser.col.solved'),
      className: 'hidden md:table-cell',
      cellClassName: 'tabular-nums',
      cell: (row) => row.ac,
    },
    {
      id: 'lastLogin',
      header: t('adminUser.col.lastLogin'),
      className: 'hidden xl:table-cell',
      cellClassName: 'tabular-nums',
      cell: (row) => (row.lastLoginAt ? absoluteTime(row.lastLoginAt) : '—'),
    },
    { id: 'actions', header: t('adminUser.col.actions'), cell: (row) => <Actions row={row} t={t} {...actions} /> },
  ];
}
