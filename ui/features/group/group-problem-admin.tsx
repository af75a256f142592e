import { DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupProblemEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { GROUP_PROBLEM_LIST_SIZES, type GroupAdminProblemRow } from '../../../src/contract/group-problems.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { downloadFile } from '../../lib/download.ts';
import { absoluteTime } from '../../lib/format.ts';
import { usePagedList, useSave } from '../../lib/query/index.ts';
import { groupChoiceEditPath } from './choice-paths.ts';
import { changeThen } from './change-call.ts';
import { GroupProblemApply } from './group-problem-apply.tsx';
import { GroupPaged } from './group-training-frame.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/** Public and private: contest problems are made inside a contest (spec doc 3 §5). */
const AUTHS = [1, 2] as const;
/** The group's problem lists a change makes stale. */
export const PROBLEM_LISTS = [E.adminList, E.list];

/** The group admins' problem table: edit, download test data, auth, apply-public and delete on the rows the viewer may change. */
export function GroupProblemAdmin({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const list = usePagedList(E.adminList, { gid });
  const authSave = useSave(E.changeAuth, { invalidates: PROBLEM_LISTS });
  const changeAuth = async (row: GroupAdminProblemRow, auth: number) => {
    if (await authSave.save({ pid: row.id, auth })) toast.success(t('groupProblem.admin.authChanged'));
  };
  const columns: Column<GroupAdminProblemRow>[] = [
    { id: 'id', header: 'ID', cellClassName: 'tabular-nums', cell: (p) => p.id },
    { id: 'problemId', header: t('groupProblem.list.id'), cellClassName: 'font-mono', cell: (p) => p.problemId },
    {
      id: 'title',
      header: t('groupProblem.list.title'),
      cellClassName: 'max-w-48 truncate font-medium',
      cell: (p) => p.title,
    },
    { id: 'author', header: t('groupProblem.admin.author'), className: 'hidden md:table-cell', cell: (p) => p.author },
    {
      id: 'modified',
      header: t('groupProblem.admin.modified'),
      className: 'hidden lg:table-cell',
      cellClassName: 'tabular-nums',
      cell: (p) => absoluteTime(p.gmtModified),
    },
    {
      id: 'auth',
      header: t('groupProblem.admin.auth'),
      cell: (p) =>
        p.mayManage && p.auth !== 3 ? (
          <ChoiceSelect
            id={`group-problem-${p.id}-auth`}
            className="h-8 w-28"
            value={p.auth as 1 | 2}
            options={AUTHS}
            label={(a) => t(`groupProblem.auth.${a}`)}
            onChange={(a) => changeAuth(p, a)}
          />
        ) : (
          <span className="text-muted-foreground">{t(`groupProblem.auth.${p.auth as 1 | 2 | 3}`)}</span>
        ),
    },
    {
      id: 'options',
      header: t('groupProblem.admin.options'),
      cell: (p) =>
        p.mayManage ? (
          <RowActions gid={gid} row={p} />
        ) : (
          <span className="text-xs text-muted-foreground">{t('groupProblem.admin.notYours')}</span>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="group-problem-admin">
      <FailureLine error={authSave.error} testId="group-problem-auth-error" />
      <GroupPaged list={list} pageSizes={GROUP_PROBLEM_LIST_SIZES}>
        <div className="rounded-lg border">
          <DataTable
            columns={columns}
            rows={list.page?.records ?? null}
            rowKey={(p) => p.id}
            rowTestId={() => 'group-problem-admin-row'}
            empty={t('groupProblem.list.empty')}
          />
        </div>
      </GroupPaged>
    </div>
  );
}

function RowActions({ gid, row }: { gid: number; row: GroupAdminProblemRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-0.5">
      <LinkAction
        href={row.kind === 'choice' ? groupChoiceEditPath(gid, row.id) : `/group/${gid}/problem-edit/${row.id}`}
        label={t('groupProblem.admin.edit')}
        testId={`group-problem-${row.id}-edit`}
      >
        <PencilIcon />
      </LinkAction>
      {/* A choice problem has no test data. */}
      {row.kind === 'code' && (
        <IconAction
          label={t('groupProblem.admin.download')}
          onClick={() =>
            downloadFile('/api/file/download-group-testcase', { pid: row.id }, `testcase_${row.problemId}.zip`)
          }
        >
          <DownloadIcon />
        </IconAction>
      )}
      <GroupProblemApply row={row} />
      <ConfirmDialog
        title={t('groupProblem.admin.deleteConfirm', { problemId: row.problemId })}
        confirmLabel={t('groupProblem.admin.delete')}
        testId={`group-problem-${row.id}-delete`}
        onConfirm={async () => {
          await changeThen(E.remove, { pid: row.id }, PROBLEM_LISTS);
          toast.success(t('groupProblem.admin.deleted'));
        }}
        trigger={(open) => (
          <IconAction label={t('groupProblem.admin.delete')} onClick={open}>
            <Trash2Icon className="text-destructive" />
          </IconAction>
        )}
      />
    </div>
  );
}
