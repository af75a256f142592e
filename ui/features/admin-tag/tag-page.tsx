import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { tagEndpoints as E } from '../../../src/contract/endpoints/tags.ts';
import type { Tag, TagClassification as Classification } from '../../../src/contract/problems.ts';
import { DeleteAction } from '../../components/delete-action.tsx';
import { IconAction } from '../../components/row-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { call } from '../../lib/call.ts';
import { failureText, invalidate, useEndpoint, useSave } from '../../lib/query/index.ts';
import { ClassificationDialog } from './classification-dialog.tsx';
import { TagDialog } from './tag-dialog.tsx';

function RowActions({
  name,
  onEdit,
  onDelete,
  testId,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-0.5">
      <IconAction label={t('adminTag.edit')} onClick={onEdit} testId={`${testId}-edit`}>
        <PencilIcon />
      </IconAction>
      <DeleteAction
        title={t('adminTag.confirmDelete', { name })}
        label={t('adminTag.delete')}
        testId={`${testId}-delete`}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** /admin/problem/tag: problem tags (name, colour, classification) and their classifications (name, rank). */
export function TagPage() {
  const { t } = useTranslation();
  const tagsRead = useEndpoint(E.list, {});
  const classesRead = useEndpoint(E.classifications, {});
  const tags = tagsRead.data ?? [];
  const classes = classesRead.data ?? [];
  const [tagEdit, setTagEdit] = useState<{ tag: Tag | null } | null>(null);
  const [classEdit, setClassEdit] = useState<{ item: Classification | null } | null>(null);
  // Every list of tags reads the change again (the problem pages' filters too).
  const done = (key: string) => {
    toast.success(t(key));
    return invalidate(E.list, E.classifications, E.all, E.withClassifications);
  };
  const stale = { invalidates: [E.list, E.classifications, E.all, E.withClassifications] };
  const tagCreate = useSave(E.create, stale);
  const tagUpdate = useSave(E.update, stale);
  const classCreate = useSave(E.createClassification, stale);
  const classUpdate = useSave(E.updateClassification, stale);
  const saved = (id: number | undefined) => {
    toast.success(t(id ? 'common.updated' : 'adminTag.created'));
    return true;
  };
  const className = (id: number | null) => classes.find((c) => c.id === id)?.name ?? '';
  const actions = (kind: 'tag' | 'classification', id: number, name: string, edit: () => void) => (
    <RowActions
      name={name}
      testId={`${kind}-${id}`}
      onEdit={edit}
      onDelete={async () => {
        await call(kind === 'tag' ? E.remove : E.removeClassification, { id });
        await done('adminTag.deleted');
      }}
    />
  );
  const tagColumns: Column<Tag>[] = [
    { id: 'id', header: 'ID', cell: (tag) => tag.id, cellClassName: 'tabular-nums' },
    {
      id: 'name',
      header: t('adminTag.field.name'),
      cell: (tag) => (
        <span
          className="rounded-md px-2 py-0.5 text-xs font-medium text-white"
          style={{ backgroundColor: tag.color || '#909399' }}
        >
          {tag.name}
        </span>
      ),
    },
    { id: 'color', header: t('adminTag.field.color'), cell: (tag) => tag.color, cellClassName: 'font-mono text-xs' },
    { id: 'class', header: t('adminTag.field.classification'), cell: (tag) => className(tag.classificationId) },
    {
      id: 'actions',
      header: t('adminTag.options'),
      cell: (tag) => actions('tag', tag.id, tag.name, () => setTagEdit({ tag })),
    },
  ];
  const classColumns: Column<Classification>[] = [
    { id: 'id', header: 'ID', cell: (c) => c.id, cellClassName: 'tabular-nums' },
    { id: 'name', header: t('adminTag.field.name'), cell: (c) => c.name },
    { id: 'rank', header: t('adminTag.field.rank'), cell: (c) => c.rank, cellClassName: 'tabular-nums' },
    {
      id: 'tags',
      header: t('adminTag.tagCount'),
      cell: (c) => tags.filter((x) => x.classificationId === c.id).length,
      cellClassName: 'tabular-nums',
    },
    {
      id: 'actions',
      header: t('adminTag.options'),
      cell: (c) => actions('classification', c.id, c.name, () => setClassEdit({ item: c })),
    },
  ];

  return (
    <div className="grid gap-6" data-testid="admin-tag-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('adminTag.title')}</h1>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{t('adminTag.tags')}</CardTitle>
          <Button size="sm" onClick={() => setTagEdit({ tag: null })} data-testid="tag-create">
            <PlusIcon /> {t('adminTag.createTag')}
          </Button>
        </CardHeader>
        <CardContent>
          <DataTable
            testId="tag-table"
            columns={tagColumns}
            rows={tagsRead.data ?? null}
            rowKey={(tag) => tag.id}
            rowTestId={(tag) => `tag-row-${tag.id}`}
            error={failureText(tagsRead.error)}
            empty={t('adminTag.noTags')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{t('adminTag.classifications')}</CardTitle>
          <Button size="sm" onClick={() => setClassEdit({ item: null })} data-testid="classification-create">
            <PlusIcon /> {t('adminTag.createClassification')}
          </Button>
        </CardHeader>
        <CardContent>
          <DataTable
            testId="classification-table"
            columns={classColumns}
            rows={classesRead.data ?? null}
            rowKey={(c) => c.id}
            rowTestId={(c) => `classification-row-${c.id}`}
            error={failureText(classesRead.error)}
            empty={t('adminTag.noClassifications')}
          />
        </CardContent>
      </Card>
      <TagDialog
        open={tagEdit !== null}
        tag={tagEdit?.tag ?? null}
        classifications={classes}
        onClose={() => {
          setTagEdit(null);
          tagCreate.reset();
          tagUpdate.reset();
        }}
        onSave={async (form) => (await (form.id ? tagUpdate.save(form) : tagCreate.save(form))) && saved(form.id)}
        error={tagCreate.error || tagUpdate.error}
      />
      <ClassificationDialog
        open={classEdit !== null}
        item={classEdit?.item ?? null}
        onClose={() => {
          setClassEdit(null);
          classCreate.reset();
          classUpdate.reset();
        }}
        onSave={async (form) => (await (form.id ? classUpdate.save(form) : classCreate.save(form))) && saved(form.id)}
        error={classCreate.error || classUpdate.error}
      />
    </div>
  );
}
