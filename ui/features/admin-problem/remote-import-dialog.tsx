import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminProblemEndpoints } from '../../../src/contract/endpoints/admin-problems.ts';
import { BUILT_REMOTE_SOURCES, REMOTE_SOURCE_NAMES, type RemoteSource } from '../../../src/contract/remote.ts';
import { ImportDialog } from '../../components/import-dialog.tsx';
import { remoteProblemImportCall } from '../../components/remote-import-calls.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { useSave } from '../../lib/query/use-save.ts';
import { EXAMPLE_ID } from './remote-example-ids.ts';

/**
 * "Import remote problem" on the back office's problem list: a source and the site's problem id
 * (`1A`); the server fetches the statement and stores the problem (`CF-1A`), shown with a link.
 */
export function RemoteImportDialog() {
  const { t } = useTranslation();
  const [source, setSource] = useState<RemoteSource>('CF');
  const [problemId, setProblemId] = useState('');
  const [imported, setImported] = useState<string | null>(null);
  const [imagesFailed, setImagesFailed] = useState(0);
  const { entry, input, timeoutMs } = remoteProblemImportCall(source, problemId);
  const { save, busy, error, reset } = useSave(entry, {
    invalidates: [adminProblemEndpoints.list],
    timeoutMs,
  });
  const submit = async () => {
    setImported(null);
    const done = await save(input);
    if (done) setImported(done.answer.problemId);
    setImagesFailed(done?.answer.imagesFailed.length ?? 0);
  };
  const clear = () => {
    setImported(null);
    setProblemId('');
    reset();
  };
  return (
    <ImportDialog
      testId="remote-import"
      texts="remote.import"
      ready={!!problemId.trim()}
      busy={busy}
      submitLabel={t('remote.import.submit')}
      onSubmit={submit}
      onClosed={clear}
    >
      <FormField id="remote-import-source" label={t('remote.import.source')}>
        <Select value={source} onValueChange={(v) => setSource(v as RemoteSource)}>
          <SelectTrigger id="remote-import-source" data-testid="remote-import-source">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {BUILT_REMOTE_SOURCES.map((s) => (
              <SelectItem key={s} value={s}>
                {REMOTE_SOURCE_NAMES[s]} ({s})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField id="remote-import-id" label={t('remote.import.problemId')} error={error}>
        <Input
          id="remote-import-id"
          required
          placeholder={t('remote.import.problemIdPlaceholder', { example: EXAMPLE_ID[source] })}
          value={problemId}
          onChange={(e) => setProblemId(e.target.value)}
          data-testid="remote-import-id"
        />
      </FormField>
      {imported && (
        <p role="status" className="text-sm text-success" data-testid="remote-import-done">
          {t('remote.import.done', { problemId: imported })}{' '}
          <Link href={`/problem/${imported}`} className="underline">
            {t('remote.import.view')}
          </Link>
        </p>
      )}
      {imported && imagesFailed > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="remote-import-images-failed">
          {t('remote.imagesFailed', { count: imagesFailed })}
        </p>
      )}
    </ImportDialog>
  );
}
