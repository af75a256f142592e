import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Tag } from '../../../src/contract/problems.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { adminTagApi, type Classification } from './api.ts';
import { ClassificationDialog } from './classification-dialog.tsx';
import { TagDialog } from './tag-dialog.tsx';

function RowActions({ name, onEdit, onDelete, testId }: { name: string; onEdit: () => void; onDelete: () => Promise<void>; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-0.5">
      <Button variant="ghost" size="icon" className="size-8" aria-label={t('adminTag.edit')} onClick={onEdit} data-testid={`${testId}-edit`}><PencilIcon /></Button>
      <ConfirmDialog
        title={t('adminTag.confirmDelete', { name })}
        confirmLabel={t('adminTag.delete')}
        onConfirm={onDelete}
        testId={`${testId}-delete`}
        trigger={(open) => <Button variant="ghost" size="icon" className="size-8" aria-label={t('adminTag.delete')} onClick={open}><Trash2Icon className="text-destructive" /></Button>}
      />
    </div>
  );
}

/** /admin/problem/tag: problem tags (name, colour, classification) and their classifications (name, rank). */
export function TagPage() {
  const { t } = useTranslation();
  const [tags, setTags] = useState<Tag[]>([]);
  const [classes, setClasses] = useState<Classification[]>([]);
  const [tagEdit, setTagEdit] = useState<{ tag: Tag | null } | null>(null);
  const [classEdit, setClassEdit] = useState<{ item: Classification | null } | null>(null);
  const load = useCallback(() => {
    adminTagApi.tags().then(setTags, () => undefined);
    adminTagApi.classifications().then(setClasses, () => undefined);
  }, []);
  useEffect(load, [load]);
  const done = (key: string) => {
    toast.success(t(key));
    load();
  };
  const className = (id: number | null) => classes.find((c) => c.id === id)?.name ?? '';

  return (
    <div className="grid gap-6" data-testid="admin-tag-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('adminTag.title')}</h1>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{t('adminTag.tags')}</CardTitle>
          <Button size="sm" onClick={() => setTagEdit({ tag: null })} data-testid="tag-create"><PlusIcon /> {t('adminTag.createTag')}</Button>
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
                  <TableCell><span className="rounded-md px-2 py-0.5 text-xs font-medium text-white" style={{ backgroundColor: tag.color || '#909399' }}>{tag.name}</span></TableCell>
                  <TableCell className="font-mono text-xs">{tag.color}</TableCell>
                  <TableCell>{className(tag.classificationId)}</TableCell>
                  <TableCell>
                    <RowActions name={tag.name} testId={`tag-${tag.id}`} onEdit={() => setTagEdit({ tag })} onDelete={async () => { await adminTagApi.deleteTag(tag.id); done('adminTag.deleted'); }} />
                  </TableCell>
                </TableRow>
              ))}
              {tags.length === 0 && <TableRow><TableCell colSpan={5} className="py-6 text-center text-muted-foreground">{t('adminTag.noTags')}</TableCell></TableRow>}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{t('adminTag.classifications')}</CardTitle>
          <Button size="sm" onClick={() => setClassEdit({ item: null })} data-testid="classification-create"><PlusIcon /> {t('adminTag.createClassification')}</Button>
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
                  <TableCell className="tabular-nums">{tags.filter((x) => x.classificationId === c.id).length}</TableCell>
                  <TableCell>
                    <RowActions name={c.name} testId={`classification-${c.id}`} onEdit={() => setClassEdit({ item: c })} onDelete={async () => { await adminTagApi.deleteClassification(c.id); done('adminTag.deleted'); }} />
                  </TableCell>
                </TableRow>
              ))}
              {classes.length === 0 && <TableRow><TableCell colSpan={5} className="py-6 text-center text-muted-foreground">{t('adminTag.noClassifications')}</TableCell></TableRow>}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <TagDialog
        open={tagEdit !== null}
        tag={tagEdit?.tag ?? null}
        classifications={classes}
        onClose={() => setTagEdit(null)}
        onSave={async (form) => { await (form.id ? adminTagApi.updateTag(form) : adminTagApi.createTag(form)); done(form.id ? 'common.updated' : 'adminTag.created'); }}
      />
      <ClassificationDialog
        open={classEdit !== null}
        item={classEdit?.item ?? null}
        onClose={() => setClassEdit(null)}
        onSave={async (form) => { await (form.id ? adminTagApi.updateClassification(form) : adminTagApi.createClassification(form)); done(form.id ? 'common.updated' : 'adminTag.created'); }}
      />
    </div>
  );
}
