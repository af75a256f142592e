import { CheckCircle2Icon, LoaderCircleIcon, TriangleAlertIcon, UploadIcon } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DeleteAction } from '../../components/delete-action.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { adminProblemEndpoints as E } from '../../../src/contract/endpoints/admin-problems.ts';
import { call } from '../../lib/call.ts';
import { endpointKey, failureText, queryClient, useEndpoint } from '../../lib/query/index.ts';
import { type CheckerIncludeList, uploadCheckerInclude } from './api.ts';

type IncludeFile = CheckerIncludeList['files'][number];

/** Each change answers the new listing: it replaces the cached one. */
const showListing = (list: CheckerIncludeList) => queryClient.setQueryData(endpointKey(E.includes, undefined), list);

function size(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;
}

/** /admin/checker-include: headers (testlib.h above all) on the include path of every checker and interactor. */
export function CheckerIncludesPage() {
  const { t, i18n } = useTranslation();
  const read = useEndpoint(E.includes, undefined);
  const list = read.data;
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The upload is a file, not an entry: the client shows a refusal, the listing it answers replaces the cached one.
  const uploading = useMutation(
    {
      mutationFn: ({ file, name }: { file: File; name: string }) => uploadCheckerInclude(file, name),
      onSuccess: (next) => {
        showListing(next);
        toast.success(t('checkerIncludes.uploaded'));
        setFile(null);
        setName('');
        if (input.current) input.current.value = '';
      },
    },
    queryClient,
  );
  const busy = uploading.isPending;

  const upload = () => {
    if (!file) toast.warning(t('checkerIncludes.fileRequired'));
    else uploading.mutate({ file, name });
  };

  const columns: Column<IncludeFile>[] = [
    { id: 'name', header: t('checkerIncludes.name'), cell: (f) => f.name, cellClassName: 'font-mono text-sm' },
    { id: 'size', header: t('checkerIncludes.size'), cell: (f) => size(f.size), className: 'tabular-nums' },
    {
      id: 'modified',
      header: t('checkerIncludes.modified'),
      cell: (f) => new Date(f.modified).toLocaleString(i18n.language),
      className: 'tabular-nums',
    },
    {
      id: 'options',
      header: t('checkerIncludes.options'),
      cell: (f) => (
        <DeleteAction
          title={t('checkerIncludes.confirmDelete', { name: f.name })}
          label={t('checkerIncludes.delete')}
          onConfirm={async () => {
            showListing(await call(E.removeInclude, { name: f.name }));
            toast.success(t('checkerIncludes.deleted'));
          }}
          testId={`include-${f.name}-delete`}
        />
      ),
    },
  ];

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
            <p
              className={
                list.testlib
                  ? 'flex items-center gap-2 text-sm text-success'
                  : 'flex items-center gap-2 text-sm text-warning'
              }
              data-testid="testlib-status"
            >
              {list.testlib ? <CheckCircle2Icon className="size-4" /> : <TriangleAlertIcon className="size-4" />}
              {t(list.testlib ? 'checkerIncludes.testlibPresent' : 'checkerIncludes.testlibAbsent')}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="include-file" label={t('checkerIncludes.file')}>
              <input
                ref={input}
                id="include-file"
                type="file"
                accept=".h,.hpp,.hh,.hxx,.inc,text/*"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
              />
            </FormField>
            <FormField id="include-name" label={t('checkerIncludes.name')}>
              <Input
                id="include-name"
                value={name}
                placeholder={file?.name ?? 'testlib.h'}
                onChange={(e) => setName(e.target.value)}
                maxLength={64}
              />
            </FormField>
          </div>
          <div>
            <Button onClick={upload} disabled={busy} data-testid="include-upload">
              {busy ? <LoaderCircleIcon className="animate-spin" /> : <UploadIcon />}{' '}
              {t('checkerIncludes.uploadButton')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('checkerIncludes.files')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable
            testId="include-table"
            columns={columns}
            rows={list?.files ?? null}
            rowKey={(f) => f.name}
            rowTestId={(f) => `include-row-${f.name}`}
            error={read.error ? failureText(read.error) : undefined}
            empty={t('checkerIncludes.empty')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
