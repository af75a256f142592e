import { useAtomValue } from 'jotai';
import { DownloadIcon, PackageIcon, PencilIcon, RotateCwIcon, ScanSearchIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { isRootAtom } from '../../lib/session.ts';
import { adminProblemApi, type AdminProblemRow } from './api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Edit, download test data, export, rejudge all (super admin) and delete for one row of the admin problem list. */
export function ProblemRowActions({ row, onDeleted }: { row: AdminProblemRow; onDeleted: () => void }) {
  const { t } = useTranslation();
  const isRoot = useAtomValue(isRootAtom);
  const download = async () => {
    if (await downloadFile('/api/file/download-testcase', { pid: row.id }, `testcase_${row.problemId}.zip`))
      toast.success(t('adminProblem.msg.downloadTestcaseSuccess'));
  };
  const exportOne = () => downloadFile('/api/file/export-problem', { pid: row.id }, `problem_${row.id}.zip`);
  return (
    <div className="flex items-center gap-0.5">
      <LinkAction
        href={`/admin/problem/edit/${row.id}`}
        label={t('adminProblem.action.edit')}
        testId={`problem-edit-${row.id}`}
      >
        <PencilIcon />
      </LinkAction>
      <LinkAction
        href={`/admin/problem/${row.id}/similarity`}
        label={t('similarity.tab')}
        testId={`problem-similarity-${row.id}`}
      >
        <ScanSearchIcon />
      </LinkAction>
      <IconAction label={t('adminProblem.action.downloadTestcase')} onClick={download}>
        <DownloadIcon />
      </IconAction>
      <IconAction label={t('adminProblem.action.export')} onClick={exportOne}>
        <PackageIcon />
      </IconAction>
      {isRoot && (
        <ConfirmDialog
          title={t('adminProblem.confirmRejudge', { id: row.problemId })}
          description={t('adminProblem.confirmRejudgeHint')}
          confirmLabel={t('adminProblem.action.rejudgeAll')}
          testId={`problem-rejudge-${row.id}`}
          onConfirm={async () => {
            const { count } = await adminProblemApi.rejudgeAll(row.id);
            toast.success(t('adminProblem.msg.rejudged', { count }));
          }}
          trigger={(open) => (
            <IconAction
              label={t('adminProblem.action.rejudgeAll')}
              onClick={open}
              testId={`problem-rejudge-${row.id}-open`}
            >
              <RotateCwIcon />
            </IconAction>
          )}
        />
      )}
      <ConfirmDialog
        title={t('adminProblem.confirmDelete', { id: row.problemId })}
        description={t('adminProblem.confirmDeleteHint')}
        confirmLabel={t('adminProblem.action.delete')}
        testId={`problem-delete-${row.id}`}
        onConfirm={async () => {
          await adminProblemApi.remove(row.id);
          toast.success(t('adminProblem.msg.deleted'));
          onDeleted();
        }}
        trigger={(open) => (
          <IconAction label={t('adminProblem.action.delete')} onClick={open} testId={`problem-delete-${row.id}-open`}>
            <Trash2Icon className="text-destructive" />
          </IconAction>
        )}
      />
    </div>
  );
}
