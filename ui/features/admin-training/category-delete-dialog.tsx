import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { adminTrainingEndpoints as E } from '../../../src/contract/endpoints/admin-trainings.ts';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';
import { useSave } from '../../lib/query/index.ts';
import type { TrainingCategory } from './api.ts';
import { CategorySelect } from './category-select.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/**
 * Deletes a category. A category in use is refused by the server (its message names how many
 * trainings use it) unless another category is chosen here: its trainings move there first. The page
 * mounts it anew for each category (its key), so the choice and the last refusal start empty.
 */
export function CategoryDeleteDialog({
  category,
  categories,
  onClose,
  onDeleted,
}: {
  category: TrainingCategory | null;
  categories: TrainingCategory[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const { save, busy, error } = useSave(E.removeCategory, { invalidates: [trainingEndpoints.categories] });

  const confirm = async () => {
    if (category && (await save({ cid: category.id, moveTo: moveTo ?? undefined }))) onDeleted();
  };

  return (
    <Dialog open={category !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-md" data-testid="category-delete">
        <DialogHeader>
          <DialogTitle>{t('adminTraining.category.confirmDelete', { name: category?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('adminTraining.category.confirmDeleteHint')}</DialogDescription>
        </DialogHeader>
        {categories.length > 1 && (
          <FormField id="category-move-to" label={t('adminTraining.category.moveTo')}>
            <CategorySelect
              id="category-move-to"
              value={moveTo}
              categories={categories}
              exclude={category?.id}
              onChange={setMoveTo}
            />
          </FormField>
        )}
        <FailureLine error={error} testId="category-delete-error" />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={confirm} data-testid="category-delete-confirm">
            {t('adminTraining.action.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
