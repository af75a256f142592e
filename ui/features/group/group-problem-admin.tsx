import { DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { groupProblemEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { GROUP_PROBLEM_LIST_SIZES, type GroupAdminProblemRow } from '../../../src/contract/group-problems.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { downloadFile } from '../../lib/download.ts';
import { absoluteTime } from '../../lib/format.ts';
import { usePagedList, useSave } from '../../lib/query/index.ts';
import { changeThen } from './change-call.ts';
import { GroupProblemApply } from './group-problem-apply.tsx';
import { GroupPaged } from './group-training-frame.tsx';

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
  const page = list.page;
  return (
    <div className="flex flex-col gap-3" data-testid="group-problem-admin">
      {authSave.error && (
        <p role="alert" className="text-sm text-destructive" data-testid="group-problem-auth-error">
          {authSave.error}
        </p>
      )}
      <GroupPaged list={list} pageSizes={GROUP_PROBLEM_LIST_SIZES}>
        <div className="rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('groupProblem.list.id')}</TableHead>
                <TableHead>{t('groupProblem.list.title')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('groupProblem.admin.author')}</TableHead>
                <TableHead className="hidden lg:table-cell">{t('groupProblem.admin.modified')}</TableHead>
                <TableHead>{t('groupProblem.admin.auth')}</TableHead>
                <TableHead>{t('groupProblem.admin.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page?.records.map((p) => (
                <TableRow key={p.id} data-testid="group-problem-admin-row">
                  <TableCell className="tabular-nums">{p.id}</TableCell>
                  <TableCell className="font-mono">{p.problemId}</TableCell>
                  <TableCell className="max-w-48 truncate font-medium">{p.title}</TableCell>
                  <TableCell className="hidden md:table-cell">{p.author}</TableCell>
                  <TableCell className="hidden tabular-nums lg:table-cell">{absoluteTime(p.gmtModified)}</TableCell>
                  <TableCell>
                    {p.mayManage && p.auth !== 3 ? (
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
                    )}
                  </TableCell>
                  <TableCell>
                    {p.mayManage ? (
                      <RowActions gid={gid} row={p} />
                    ) : (
                      <span className="text-xs text-muted-foreground">{t('groupProblem.admin.notYours')}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {page?.records.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                    {t('groupProblem.list.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
      </GroupPaged>
    </div>
  );
}

function RowActions({ gid, row }: { gid: number; row: GroupAdminProblemRow }) {
  const { t } = useTranslation();
  const icon = 'size-8';
  return (
    <div className="flex items-center gap-0.5">
      <Button
        asChild
        variant="ghost"
        size="icon"
        className={icon}
        aria-label={t('groupProblem.admin.edit')}
        title={t('groupProblem.admin.edit')}
      >
        <Link href={`/group/${gid}/problem-edit/${row.id}`} data-testid={`group-problem-${row.id}-edit`}>
          <PencilIcon />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={icon}
        aria-label={t('groupProblem.admin.download')}
        title={t('groupProblem.admin.download')}
        onClick={() =>
          downloadFile('/api/file/download-group-testcase', { pid: row.id }, `testcase_${row.problemId}.zip`)
        }
      >
        <DownloadIcon />
      </Button>
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
          <Button
            variant="ghost"
            size="icon"
            className={icon}
            aria-label={t('groupProblem.admin.delete')}
            title={t('groupProblem.admin.delete')}
            onClick={open}
          >
            <Trash2Icon className="text-destructive" />
          </Button>
        )}
      />
    </div>
  );
}
