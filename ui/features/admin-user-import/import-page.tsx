import { CheckIcon, DownloadIcon, LoaderCircleIcon, UploadIcon, WandSparklesIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { ImportFate, ImportPreview } from '../../../src/contract/user-import.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { userImportEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { useSave } from '../../lib/query/index.ts';
import { HASHING_TIMEOUT_MS, userImportApi } from './api.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { downloadTemplate } from './import-template.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** How many rows of a preview each fate has. */
function countFates(preview: ImportPreview | null): Record<ImportFate, number> {
  const counts = { create: 0, exists: 0, invalid: 0 };
  for (const f of preview?.fates ?? []) counts[f] += 1;
  return counts;
}

/**
 * /admin/user/import (super admin, admins, teachers): choose a CSV file (a header row in any order,
 * or the fixed order), read the server's preview of every row's fate and problems, fix the file and
 * choose it again until no row is invalid, then import the new accounts (existing ones stay as they are).
 */
export function ImportUsersPage() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState('');
  const importing = useSave(E.insert, { timeoutMs: HASHING_TIMEOUT_MS });
  const busy = reading || importing.busy;
  const error = readError || importing.error;

  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setReadError('');
    importing.reset();
    setReading(true);
    // The preview is a file upload, not an entry: its reading state is kept here.
    try {
      setPreview(await userImportApi.preview(chosen));
    } catch (e) {
      if (isApiError(e)) setReadError(e.message);
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  const confirm = async () => {
    if (!preview) return;
    // Existing accounts are left as they are: only the rows to create are sent.
    const done = await importing.save({ users: preview.users.filter((_, i) => preview.fates[i] === 'create') });
    if (!done) return;
    toast.success(t('userImport.import.imported', { count: done.answer.count }));
    setPreview(null);
    setFile(null);
  };

  const fates = countFates(preview);
  // Problems of invalid rows; an existing account's "already exists" only explains its fate.
  const invalidLines = new Set(preview?.lines.filter((_, i) => preview.fates[i] === 'invalid'));
  const problems = preview?.problems.filter((p) => invalidLines.has(p.row)).length ?? 0;
  return (
    <div className="grid gap-4" data-testid="user-import-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('userImport.import.heading')}</h1>
        <Button variant="outline" asChild>
          <Link href="/admin/user/generate">
            <WandSparklesIcon /> {t('userImport.import.toGenerate')}
          </Link>
        </Button>
      </div>
      <Card>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('userImport.import.hint')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="import-file"
              onChange={(e) => void read(e.target.files?.[0])}
            />
            <Button onClick={() => input.current?.click()} disabled={busy} data-testid="import-choose">
              {reading ? <LoaderCircleIcon className="animate-spin" /> : <UploadIcon />} {t('userImport.import.choose')}
            </Button>
            <Button variant="ghost" onClick={downloadTemplate}>
              <DownloadIcon /> {t('userImport.import.template')}
            </Button>
          </div>
          <FailureLine error={error} testId="import-error" />
        </CardContent>
      </Card>
      {preview && file && (
        <Card>
          <CardContent className="grid gap-3">
            <p className="font-medium" data-testid="import-summary">
              {t('userImport.import.summary', { count: preview.users.length, file: file.name })}
            </p>
            {preview.header && (
              <p className="text-sm text-muted-foreground" data-testid="import-columns">
                {t('userImport.import.header')}{' '}
                {t('userImport.import.headerColumns', {
                  columns: preview.columns.map((c) => t(`userImport.import.columns.${c}`)).join(', '),
                })}
              </p>
            )}
            <p className="text-sm" data-testid="import-fates">
              {t('userImport.import.fateSummary', fates)}
            </p>
            {problems > 0 ? (
              <FailureLine error={t('userImport.import.problems', { count: problems })} testId="import-problems" />
            ) : fates.create === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="import-nothing">
                {t('userImport.import.existingOnly')}
              </p>
            ) : (
              <p className="text-sm text-emerald-700 dark:text-emerald-400" data-testid="import-clean">
                {t('userImport.import.clean')}
              </p>
            )}
            {problems > 0 && (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="only-problems"
                  checked={onlyProblems}
                  onCheckedChange={(v) => setOnlyProblems(v === true)}
                />
                <Label htmlFor="only-problems">{t('userImport.import.onlyProblems')}</Label>
              </div>
            )}
            <ImportPreviewTable preview={preview} onlyProblems={problems > 0 && onlyProblems} />
            <div className="flex flex-wrap items-center justify-end gap-2">
              {importing.busy && (
                <span className="text-sm text-muted-foreground">{t('userImport.import.importing')}</span>
              )}
              <Button
                onClick={confirm}
                disabled={problems > 0 || fates.create === 0 || busy}
                data-testid="import-confirm"
              >
                {importing.busy ? <LoaderCircleIcon className="animate-spin" /> : <CheckIcon />}{' '}
                {t('userImport.import.confirm', { count: fates.create })}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
