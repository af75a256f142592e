import { useAtomValue } from 'jotai';
import { ArrowLeftIcon, EyeIcon, ShieldIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, invalidate, usePagedList } from '../../lib/query/index.ts';
import { isAdminRoleAtom } from '../../lib/session.ts';
import { changeThen } from './change-call.ts';

const STATUSES = [0, 1] as const;
const STALE = [E.adminDiscussions, E.discussions];
const moderate = (id: number, change: { status?: number; topPriority?: boolean }) =>
  changeThen(E.moderateDiscussion, { id, ...change }, STALE);

/** The way from a group's discussion list to its admin table, for the group's admins. */
export function GroupDiscussionAdminLink({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  if (!detail.isAdmin) return null;
  return (
    <div className="flex justify-end">
      <Button asChild size="sm" variant="outline" data-testid="group-discussion-admin-open">
        <Link href={`/group/${detail.id}/discussion-admin`}>
          <ShieldIcon /> {t('group.discussionAdmin.open')}
        </Link>
      </Button>
    </div>
  );
}

/**
 * /group/{gid}/discussion-admin (spec doc 3 "Group discussion screens"): every post of the group
 * with its status (normal or disabled), the top switch for the site's moderators, view and delete.
 */
export function GroupDiscussionAdmin({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  const canPin = useAtomValue(isAdminRoleAtom);
  const list = usePagedList(E.adminDiscussions, { gid: detail.id });
  const { page } = list;
  const change = (id: number, c: { status?: number; topPriority?: boolean }) =>
    moderate(id, c).then(
      () => toast.success(t('group.discussionAdmin.saved')),
      () => invalidate(...STALE),
    );
  return (
    <div className="flex flex-col gap-3" data-testid="group-discussion-admin">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('group.discussionAdmin.open')}</h2>
        <Button asChild size="sm" variant="ghost">
          <Link href={`/group/${detail.id}/discussion`}>
            <ArrowLeftIcon /> {t('group.discussionAdmin.back')}
          </Link>
        </Button>
      </div>
      <div className="rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>ID</TableHead>
              <TableHead>{t('group.discussionAdmin.title')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('group.discussionAdmin.author')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('group.discussionAdmin.likes')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('group.discussionAdmin.views')}</TableHead>
              <TableHead className="hidden lg:table-cell">{t('group.discussionAdmin.created')}</TableHead>
              <TableHead>{t('group.discussionAdmin.status')}</TableHead>
              {canPin && <TableHead>{t('group.discussionAdmin.top')}</TableHead>}
              <TableHead>{t('group.discussionAdmin.options')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((d) => (
              <TableRow key={d.id} data-testid="group-discussion-admin-row" data-id={d.id} data-status={d.status}>
                <TableCell className="tabular-nums">{d.id}</TableCell>
                <TableCell className="max-w-48 truncate font-medium">{d.title}</TableCell>
                <TableCell className="hidden sm:table-cell">{d.author}</TableCell>
                <TableCell className="hidden tabular-nums md:table-cell">{d.likeNum}</TableCell>
                <TableCell className="hidden tabular-nums md:table-cell">{d.viewNum}</TableCell>
                <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(d.gmtCreate)}</TableCell>
                <TableCell>
                  <ChoiceSelect
                    id={`group-discussion-${d.id}-status`}
                    className="h-8 w-28"
                    value={d.status as 0 | 1}
                    options={STATUSES}
                    label={(s) => t(`group.discussionAdmin.${s === 0 ? 'normal' : 'disabled'}`)}
                    onChange={(status) => change(d.id, { status })}
                  />
                </TableCell>
                {canPin && (
                  <TableCell>
                    <InstantSwitch
                      checked={d.topPriority}
                      label={t('group.discussionAdmin.top')}
                      testId={`group-discussion-${d.id}-top`}
                      save={(topPriority) => moderate(d.id, { topPriority })}
                      onSaved={() => {}}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <div className="flex gap-0.5">
                    <Button
                      asChild
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('group.discussionAdmin.view')}
                    >
                      <Link href={`/group/${detail.id}/discussion-detail/${d.id}`}>
                        <EyeIcon />
                      </Link>
                    </Button>
                    <ConfirmDialog
                      title={t('group.discussionAdmin.deleteConfirm', { title: d.title })}
                      confirmLabel={t('group.discussionAdmin.delete')}
                      testId={`group-discussion-${d.id}-delete`}
                      onConfirm={async () => {
                        await changeThen(E.removeDiscussion, { did: d.id }, STALE);
                        toast.success(t('group.discussionAdmin.deleted'));
                      }}
                      trigger={(open) => (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={t('group.discussionAdmin.delete')}
                          onClick={open}
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
                <TableCell colSpan={9} className="py-6 text-center text-muted-foreground">
                  {t('group.discussionAdmin.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {list.error && (
        <p className="text-sm text-destructive" data-testid="group-discussion-admin-error">
          {failureText(list.error)}
        </p>
      )}
      {page && (
        <Pager
          total={page.total}
          pageSize={list.filters.limit}
          current={list.filters.currentPage}
          onPageChange={list.setPage}
          onPageSizeChange={(limit) => list.setFilters({ limit })}
        />
      )}
    </div>
  );
}
