import { CheckIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MemberRow } from '../../../src/contract/groups.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { LevelSelect } from './level-select.tsx';
import { type LevelActor, mayRemove } from './member-levels.ts';

/** Rows chosen for the bulk bar (the member admin's list). */
export interface MemberChoice {
  has: (uid: string) => boolean;
  toggle: (row: MemberRow, on: boolean) => void;
  togglePage: (on: boolean) => void;
}

export interface MemberAdminActions {
  actor: LevelActor;
  owner: string;
  change: (row: MemberRow, level: number) => void;
  remove: (row: MemberRow) => Promise<void>;
}

/**
 * Members or applications: user (and real name, for the group's admins), join and change times,
 * and the level — read-only, or with the admin's select, approve / refuse and remove, and a
 * checkbox per row for the bulk bar.
 */
export function MemberTable({
  rows,
  admin,
  applications,
  names,
  choice,
  testId,
}: {
  rows: MemberRow[];
  admin?: MemberAdminActions;
  applications?: boolean;
  /** Show the real names (the group's admins: the server sends them to them only). */
  names?: boolean;
  choice?: MemberChoice;
  testId: string;
}) {
  const { t } = useTranslation();
  const target = (r: MemberRow) => ({ uid: r.uid, level: r.auth, isOwner: r.username === admin?.owner });
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            {choice && (
              <TableHead className="w-8">
                <Checkbox
                  aria-label={t('group.member.selectPage')}
                  checked={rows.length > 0 && rows.every((r) => choice.has(r.uid))}
                  onCheckedChange={(v) => choice.togglePage(v === true)}
                  data-testid="member-select-page"
                />
              </TableHead>
            )}
            <TableHead>{t('group.member.username')}</TableHead>
            {names && <TableHead>{t('group.member.realname')}</TableHead>}
            {applications && <TableHead>{t('group.member.reason')}</TableHead>}
            <TableHead className="hidden md:table-cell">{t('group.member.joined')}</TableHead>
            <TableHead className="hidden lg:table-cell">{t('group.member.changed')}</TableHead>
            <TableHead>{t('group.member.level')}</TableHead>
            {admin && <TableHead>{t('group.member.options')}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.uid} data-testid="member-row" data-username={r.username}>
              {choice && (
                <TableCell>
                  <Checkbox
                    aria-label={r.username}
                    checked={choice.has(r.uid)}
                    onCheckedChange={(v) => choice.toggle(r, v === true)}
                    data-testid={`member-select-${r.username}`}
                  />
                </TableCell>
              )}
              <TableCell>
                <Link
                  href={`/user-home?username=${encodeURIComponent(r.username)}`}
                  className="flex items-center gap-2 text-sky-700 hover:underline dark:text-sky-400"
                >
                  <UserAvatar src={r.avatar} name={r.username} className="size-6" />
                  {r.username}
                </Link>
              </TableCell>
              {names && <TableCell data-testid="member-realname">{r.realname}</TableCell>}
              {applications && (
                <TableCell className="max-w-64 text-sm break-words whitespace-normal" data-testid="member-reason">
                  {r.reason}
                </TableCell>
              )}
              <TableCell className="hidden tabular-nums md:table-cell">{absoluteTime(r.gmtCreate)}</TableCell>
              <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(r.gmtModify)}</TableCell>
              <TableCell>
                {admin ? (
                  <LevelSelect actor={admin.actor} target={target(r)} onChange={(l) => admin.change(r, l)} />
                ) : (
                  <span data-testid="member-level">{t(`group.level.${r.auth}`)}</span>
                )}
              </TableCell>
              {admin && (
                <TableCell>
                  <div className="flex gap-0.5">
                    {applications && (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={t('group.member.approve')}
                          onClick={() => admin.change(r, 3)}
                          data-testid="member-approve"
                        >
                          <CheckIcon className="text-green-600" />
                        </Button>
                        {r.auth === 1 && (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={t('group.member.refuse')}
                            onClick={() => admin.change(r, 2)}
                            data-testid="member-refuse"
                          >
                            <XIcon className="text-destructive" />
                          </Button>
                        )}
                      </>
                    )}
                    {mayRemove(admin.actor, target(r)) && (
                      <ConfirmDialog
                        title={t('group.member.removeConfirm', { username: r.username })}
                        confirmLabel={t('group.member.remove')}
                        testId="member-remove"
                        onConfirm={() => admin.remove(r)}
                        trigger={(open) => (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={t('group.member.remove')}
                            onClick={open}
                            data-testid="member-remove-open"
                          >
                            <Trash2Icon className="text-destructive" />
                          </Button>
                        )}
                      />
                    )}
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} className="py-6 text-center text-muted-foreground">
                {t(applications ? 'group.member.noApplications' : 'group.member.none')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
