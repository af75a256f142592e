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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
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
  const failed = tagsRead.error ?? classesRead.error;
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

  return (
    <div className="grid gap-6" data-testid="admin-tag-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('adminTag.title')}</h1>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {failureText(failed)}
        </p>
      )}
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{t('adminTag.tags')}</CardTitle>
          <Button size="sm" onClick={() => setTagEdit({ tag: null })} data-testid="tag-create">
            <PlusIcon /> {t('adminTag.createTag')}
          </Button>
        </CardHeader>
        <CardContent>
          <Table data-testid="tag-table">
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminTag.field.name')}</TableHead>
                <TableHead>{t('adminTag.field.color')}</TableHead>
                <TableHead>{t('adminTag.field.classification')}</TableHead>
                <TableHead>{t('adminTag.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tags.map((tag) => (
                <TableRow key={tag.id} data-testid={`tag-row-${tag.id}`}>
                  <TableCell className="tabular-nums">{tag.id}</TableCell>
                  <TableCell>
                    <span
                      className="rounded-md px-2 py-0.5 text-xs font-medium text-white"
                      style={{ backgroundColor: tag.color || '#909399' }}
                    >
                      {tag.name}
                    </span>
                  </TableCell>
                  <TableCell className="font-mono text-xs">{tag.color}</TableCell>
                  <TableCell>{className(tag.classificationId)}</TableCell>
                  <TableCell>
                    <RowActions
                      name={tag.name}
                      testId={`tag-${tag.id}`}
                      onEdit={() => setTagEdit({ tag })}
                      onDelete={async () => {
                        await call(E.remove, { id: tag.id });
                        await done('adminTag.deleted');
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {tags.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                    {t('adminTag.noTags')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
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
          <Table data-testid="classification-table">
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>{t('adminTag.field.name')}</TableHead>
                <TableHead>{t('adminTag.field.rank')}</TableHead>
                <TableHead>{t('adminTag.tagCount')}</TableHead>
                <TableHead>{t('adminTag.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {classes.map((c) => (
                <TableRow key={c.id} data-testid={`classification-row-${c.id}`}>
                  <TableCell className="tabular-nums">{c.id}</TableCell>
                  <TableCell>{c.name}</TableCell>
                  <TableCell className="tabular-nums">{c.rank}</TableCell>
                  <TableCell className="tabular-nums">
                    {tags.filter((x) => x.classificationId === c.id).length}
                  </TableCell>
                  <TableCell>
                    <RowActions
                      name={c.name}
                      testId={`classification-${c.id}`}
                      onEdit={() => setClassEdit({ item: c })}
                      onDelete={async () => {
                        await call(E.removeClassification, { id: c.id });
                        await done('adminTag.deleted');
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {classes.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                    {t('adminTag.noClassifications')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
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
