import { CheckCircle2Icon, LoaderCircleIcon, Trash2Icon, TriangleAlertIcon, UploadIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { checkerIncludeApi, type CheckerIncludeList } from './api.ts';

function size(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;
}

/** /admin/checker-include: headers (testlib.h above all) on the include path of every checker and interactor. */
export function CheckerIncludesPage() {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<CheckerIncludeList | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const load = useCallback(() => { checkerIncludeApi.list().then(setList, () => undefined); }, []);
  useEffect(load, [load]);

  const upload = async () => {
    if (!file) {
      toast.warning(t('checkerIncludes.fileRequired'));
      return;
    }
    setBusy(true);
    try {
      setList(await checkerIncludeApi.upload(file, name));
      toast.success(t('checkerIncludes.uploaded'));
      setFile(null);
      setName('');
      if (input.current) input.current.value = '';
    } catch {
      // The message has been shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-6" data-testid="checker-includes-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('checkerIncludes.title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t('checkerIncludes.upload')}</CardTitle>
          <CardDescription>{t('checkerIncludes.hint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {list && (
            <p className={list.testlib ? 'flex items-center gap-2 text-sm text-success' : 'flex items-center gap-2 text-sm text-warning'} data-testid="testlib-status">
              {list.testlib ? <CheckCircle2Icon className="size-4" /> : <TriangleAlertIcon className="size-4" />}
              {t(list.testlib ? 'checkerIncludes.testlibPresent' : 'checkerIncludes.testlibAbsent')}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="include-file" label={t('checkerIncludes.file')}>
              <input ref={input} id="include-file" type="file" accept=".h,.hpp,.hh,.hxx,.inc,text/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm" />
            </FormField>
            <FormField id="include-name" label={t('checkerIncludes.name')}>
              <Input id="include-name" value={name} placeholder={file?.name ?? 'testlib.h'} onChange={(e) => setName(e.target.value)} maxLength={64} />
            </FormField>
          </div>
          <div>
            <Button onClick={upload} disabled={busy} data-testid="include-upload">
              {busy ? <LoaderCircleIcon className="animate-spin" /> : <UploadIcon />} {t('checkerIncludes.uploadButton')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader><CardTitle>{t('checkerIncludes.files')}</CardTitle></CardHeader>
        <CardContent>
          <Table data-testid="include-table">
            <TableHeader>
              <TableRow>
                <TableHead>{t('checkerIncludes.name')}</TableHead>
                <TableHead>{t('checkerIncludes.size')}</TableHead>
                <TableHead>{t('checkerIncludes.modified')}</TableHead>
                <TableHead>{t('checkerIncludes.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list?.files.map((f) => (
                <TableRow key={f.name} data-testid={`include-row-${f.name}`}>
                  <TableCell className="font-mono text-sm">{f.name}</TableCell>
                  <TableCell className="tabular-nums">{size(f.size)}</TableCell>
                  <TableCell className="tabular-nums">{new Date(f.modified).toLocaleString(i18n.language)}</TableCell>
                  <TableCell>
                    <ConfirmDialog
                      title={t('checkerIncludes.confirmDelete', { name: f.name })}
                      confirmLabel={t('checkerIncludes.delete')}
                      onConfirm={async () => { setList(await checkerIncludeApi.remove(f.name)); toast.success(t('checkerIncludes.deleted')); }}
                      testId={`include-${f.name}-delete`}
                      trigger={(open) => <Button variant="ghost" size="icon" className="size-8" aria-label={t('checkerIncludes.delete')} onClick={open}><Trash2Icon className="text-destructive" /></Button>}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {list?.files.length === 0 && <TableRow><TableCell colSpan={4} className="py-6 text-center text-muted-foreground">{t('checkerIncludes.empty')}</TableCell></TableRow>}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
