import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { IconAction } from '../../components/row-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
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

  return (
    <div className="grid gap-4" data-testid="admin-training-category">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('adminTraining.route.category')}</h1>
        <Button onClick={() => setEditing({ category: null })} data-testid="category-create">
          <PlusIcon /> {t('adminTraining.category.create')}
        </Button>
      </div>
      {read.error && (
        <p role="alert" className="text-sm text-destructive">
          {failureText(read.error)}
        </p>
      )}
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminTraining.category.name')}</TableHead>
                <TableHead>{t('adminTraining.category.color')}</TableHead>
                <TableHead>{t('adminTraining.col.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories?.map((c) => (
                <TableRow key={c.id} data-testid={`category-row-${c.id}`}>
                  <TableCell className="tabular-nums">{c.id}</TableCell>
                  <TableCell className="font-medium">
                    <CategoryName name={c.name} color={c.color} />
                  </TableCell>
                  <TableCell className="font-mono text-xs">{c.color}</TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
              {categories?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} className="py-8 text-center text-muted-foreground">
                    {t('adminTraining.category.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
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
