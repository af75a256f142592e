import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { IconAction } from '../../components/row-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { adminTrainingEndpoints as E } from '../../../src/contract/endpoints/admin-trainings.ts';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';
import { failureText, useEndpoint, useSave } from '../../lib/query/index.ts';
import { type CategoryDraft, siteCategories, type TrainingCategory } from './api.ts';
import { CategoryDeleteDialog } from './category-delete-dialog.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { CategoryName } from './category-select.tsx';

/** /admin/training/category: training categories with name and colour (create, edit, delete). */
export function CategoryPage() {
  const { t } = useTranslation();
  const read = useEndpoint(trainingEndpoints.categories, undefined);
  const categories = read.data ? siteCategories(read.data) : null;
  const [editing, setEditing] = useState<{ category: TrainingCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<TrainingCategory | null>(null);
  const creating = useSave(E.createCategory, { invalidates: [trainingEndpoints.categories] });
  const updating = useSave(E.updateCategory, { invalidates: [trainingEndpoints.categories] });

  /** True when saved; a refusal keeps the dialog open with its message. */
  const save = async (draft: CategoryDraft) => {
    if (!(await (draft.id ? updating : creating).save(draft))) return false;
    toast.success(t(draft.id ? 'common.updated' : 'adminTraining.msg.categoryCreated'));
    return true;
  };

  const columns: Column<TrainingCategory>[] = [
    { id: 'id', header: 'ID', cell: (c) => c.id, className: 'tabular-nums' },
    {
      id: 'name',
      header: t('adminTraining.category.name'),
      cell: (c) => <CategoryName name={c.name} color={c.color} />,
      cellClassName: 'font-medium',
    },
    {
      id: 'color',
      header: t('adminTraining.category.color'),
      cell: (c) => c.color,
      cellClassName: 'font-mono text-xs',
    },
    {
      id: 'options',
      header: t('adminTraining.col.options'),
      cell: (c) => (
        <div className="flex items-center gap-0.5">
          <IconAction
            label={t('adminTraining.action.edit')}
            testId={`category-${c.id}-edit`}
            onClick={() => setEditing({ category: c })}
          >
            <PencilIcon />
          </IconAction>
          <IconAction
            label={t('adminTraining.action.delete')}
            testId={`category-${c.id}-delete`}
            onClick={() => setDeleting(c)}
          >
            <Trash2Icon className="text-destructive" />
          </IconAction>
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-4" data-testid="admin-training-category">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('adminTraining.route.category')}</h1>
        <Button onClick={() => setEditing({ category: null })} data-testid="category-create">
          <PlusIcon /> {t('adminTraining.category.create')}
        </Button>
      </div>
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <DataTable
            columns={columns}
            rows={categories}
            error={read.error ? failureText(read.error) : undefined}
            rowKey={(c) => c.id}
            rowTestId={(c) => `category-row-${c.id}`}
            empty={t('adminTraining.category.empty')}
          />
        </CardContent>
      </Card>
      <CategoryDialog
        open={editing !== null}
        category={editing?.category ?? null}
        error={creating.error || updating.error}
        onClose={() => {
          creating.reset();
          updating.reset();
          setEditing(null);
        }}
        onSave={save}
      />
      <CategoryDeleteDialog
        key={deleting?.id ?? 0}
        category={deleting}
        categories={categories ?? []}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          toast.success(t('adminTraining.msg.categoryDeleted'));
        }}
      />
    </div>
  );
}
