import { ListOrderedIcon, PencilIcon, ScanSearchIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { adminTrainingApi, type AdminTrainingRow } from './api.ts';

/** Doc 3: edit, view the training's problems, delete (with confirmation) for one row of the admin training list. */
export function TrainingRowActions({ row, onChanged }: { row: AdminTrainingRow; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-0.5">
      <LinkAction
        href={`/admin/training/${row.id}/edit`}
        label={t('adminTraining.action.edit')}
        testId={`training-edit-${row.id}`}
      >
        <PencilIcon />
      </LinkAction>
      <LinkAction
        href={`/admin/training/${row.id}/problems`}
        label={t('adminTraining.action.problems')}
        testId={`training-problems-${row.id}`}
      >
        <ListOrderedIcon />
      </LinkAction>
      <LinkAction
        href={`/admin/training/${row.id}/similarity`}
        label={t('similarity.tab')}
        testId={`training-similarity-${row.id}`}
      >
        <ScanSearchIcon />
      </LinkAction>
      <ConfirmDialog
        title={t('adminTraining.confirmDelete', { title: row.title })}
        description={t('adminTraining.confirmDeleteHint')}
        confirmLabel={t('adminTraining.action.delete')}
        testId={`training-delete-${row.id}`}
        onConfirm={async () => {
          await adminTrainingApi.remove(row.id);
          toast.success(t('adminTraining.msg.deleted'));
          onChanged();
        }}
        trigger={(open) => (
          <IconAction label={t('adminTraining.action.delete')} onClick={open} testId={`training-delete-${row.id}-open`}>
            <Trash2Icon className="text-destructive" />
          </IconAction>
        )}
      />
    </div>
  );
}
