import { LoaderCircleIcon, UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../lib/api.ts';
import { useTask } from '../../lib/query/use-task.ts';
import { ChoiceSelect } from './editor-section.tsx';
import { ImportReport, isImported, type ImportOutcome } from './import-report.tsx';

/** Package formats the server imports, with the path that takes each. */
export const IMPORT_FORMATS = {
  verdict: { path: '/api/file/import-problem', accept: '.zip' },
  qduoj: { path: '/api/file/import-qdoj-problem', accept: '.zip' },
  fps: { path: '/api/file/import-fps-problem', accept: '.xml' },
  hydro: { path: '/api/file/import-hydro-problem', accept: '.zip' },
  polygon: { path: '/api/file/import-polygon-problem', accept: '.zip' },
  kattis: { path: '/api/file/import-kattis-problem', accept: '.zip' },
} as const;
type Format = keyof typeof IMPORT_FORMATS;
const FORMATS = Object.keys(IMPORT_FORMATS) as Format[];

/** Imports problems from our own zip, a QDUOJ zip, FPS XML, a Hydro zip, a Polygon or a Kattis package. */
export function ImportCard() {
  const { t } = useTranslation();
  const [format, setFormat] = useState<Format>('verdict');
  const [file, setFile] = useState<File | null>(null);
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // The client shows why a package was refused as a whole.
  const importing = useTask(({ chosen, path }: { chosen: File; path: string }) => {
    const form = new FormData();
    form.set('file', chosen);
    return api.upload<ImportOutcome[]>(path, form, { timeoutMs: 300_000 });
  });

  const submit = async () => {
    if (!file) {
      toast.warning(t('adminProblem.batch.fileRequired'));
      return;
    }
    setOutcomes([]);
    const done = await importing.run({ chosen: file, path: IMPORT_FORMATS[format].path });
    if (!done) return;
    const report = done.answer;
    setOutcomes(report);
    const imported = report.filter(isImported).length;
    const warned = report.filter((o) => isImported(o) && o.warnings.length > 0).length;
    if (imported === report.length && warned > 0)
      toast.warning(t('adminProblem.batch.importedWithWarnings', { imported, warned }));
    else if (imported === report.length) toast.success(t('adminProblem.batch.imported', { count: imported }));
    else toast.warning(t('adminProblem.batch.partlyImported', { imported, refused: report.length - imported }));
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Card data-testid="problem-import">
      <CardHeader>
        <CardTitle>{t('adminProblem.batch.import')}</CardTitle>
        <CardDescription>{t(`adminProblem.batch.formatHint.${format}`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="import-format" label={t('adminProblem.batch.format')}>
            <ChoiceSelect
              id="import-format"
              value={format}
              options={FORMATS}
              label={(f) => t(`adminProblem.batch.formats.${f}`)}
              onChange={setFormat}
            />
          </FormField>
          <FormField id="import-file" label={t('adminProblem.batch.file')}>
            <input
              ref={input}
              id="import-file"
              type="file"
              accept={IMPORT_FORMATS[format].accept}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
            />
          </FormField>
        </div>
        <div>
          <Button onClick={submit} disabled={importing.busy} data-testid="import-submit">
            {importing.busy ? <LoaderCircleIcon className="animate-spin" /> : <UploadIcon />}{' '}
            {t('adminProblem.batch.importButton')}
          </Button>
        </div>
        {outcomes.length > 0 && <ImportReport outcomes={outcomes} />}
      </CardContent>
    </Card>
  );
}
