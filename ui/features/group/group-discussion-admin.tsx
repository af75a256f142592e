import { useAtomValue } from 'jotai';
import { ArrowLeftIcon, EyeIcon, ShieldIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { Pager } from '../../components/pager.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate, usePagedList } from '../../lib/query/index.ts';
import { isAdminRoleAtom } from '../../lib/session.ts';
import { changeThen } from './change-call.ts';
import { FailureLine } from '../../components/failure-line.tsx';

type Row = AnswerOf<typeof E.adminDiscussions>['records'][number];
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
  const columns: Column<Row>[] = [
    { id: 'id', header: 'ID', cellClassName: 'tabular-nums', cell: (d) => d.id },
    {
      id: 'title',
      header: t('group.discussionAdmin.title'),
      cellClassName: 'max-w-48 truncate font-medium',
      cell: (d) => d.title,
    },
    {
      id: 'author',
      header: t('group.discussionAdmin.author'),
      className: 'hidden sm:table-cell',
      cell: (d) => d.author,
    },
    {
      id: 'likes',
      header: t('group.discussionAdmin.likes'),
      className: 'hidden md:table-cell',
      cellClassName: 'tabular-nums',
      cell: (d) => d.likeNum,
    },
    {
      id: 'views',
      header: t('group.discussionAdmin.views'),
      className: 'hidden md:table-cell',
      cellClassName: 'tabular-nums',
      cell: (d) => d.viewNum,
    },
    {
      id: 'created',
      header: t('group.discussionAdmin.created'),
      className: 'hidden lg:table-cell',
      cellClassName: 'tabular-nums',
      cell: (d) => absoluteTime(d.gmtCreate),
    },
    {
      id: 'status',
      header: t('group.discussionAdmin.status'),
      cell: (d) => (
        <ChoiceSelect
          id={`group-discussion-${d.id}-status`}
          className="h-8 w-28"
          value={d.status as 0 | 1}
          options={STATUSES}
          label={(s) => t(`group.discussionAdmin.${s === 0 ? 'normal' : 'disabled'}`)}
          onChange={(status) => change(d.id, { status })}
        />
      ),
    },
    ...(canPin
      ? [
          {
            id: 'top',
            header: t('group.discussionAdmin.top'),
            cell: (d: Row) => (
              <InstantSwitch
                checked={d.topPriority}
                label={t('group.discussionAdmin.top')}
                testId={`group-discussion-${d.id}-top`}
                save={(topPriority) => moderate(d.id, { topPriority })}
                onSaved={() => undefined}
              />
            ),
          },
        ]
      : []),
    {
      id: 'options',
      header: t('group.discussionAdmin.options'),
      cell: (d) => <DiscussionRowActions gid={detail.id} row={d} />,
    },
  ];
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
        <DataTable
          columns={columns}
          rows={page?.records ?? null}
          rowKey={(d) => d.id}
          rowTestId={() => 'group-discussion-admin-row'}
          rowData={(d) => ({ 'data-id': d.id, 'data-status': d.status })}
          empty={t('group.discussionAdmin.empty')}
        />
      </div>
      <FailureLine error={list.error} testId="group-discussion-admin-error" />
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

/** View and delete (asks first) for one post of the group's discussion admin table. */
function DiscussionRowActions({ gid, row }: { gid: number; row: Row }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-0.5">
      <LinkAction href={`/group/${gid}/discussion-detail/${row.id}`} label={t('group.discussionAdmin.view')}>
        <EyeIcon />
      </LinkAction>
      <ConfirmDialog
        title={t('group.discussionAdmin.deleteConfirm', { title: row.title })}
        confirmLabel={t('group.discussionAdmin.delete')}
        testId={`group-discussion-${row.id}-delete`}
        onConfirm={async () => {
          await changeThen(E.removeDiscussion, { did: row.id }, STALE);
          toast.success(t('group.discussionAdmin.deleted'));
        }}
        trigger={(open) => (
          <IconAction label={t('group.discussionAdmin.delete')} onClick={open}>
            <Trash2Icon className="text-destructive" />
          </IconAction>
        )}
      />
    </div>
  );
}
