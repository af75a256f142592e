import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '../../src/contract/endpoints/define.ts';
import type { RemoteContestImport } from '../../src/contract/remote-contest.ts';
import { useSave } from '../lib/query/use-save.ts';
import { FailureLine } from './failure-line.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { type ImportTarget, listedProblems, remoteContestImportCall } from './remote-import-calls.ts';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

/**
 * "Import remote contest" beside "Add from the bank" on a contest's or training's problem page:
 * the admin names the other judge's contest (`CF-1`, `GYM-100001`, `AC-abc001`, `HDU-872`, `POJ-1131`); the answer lists the problems
 * added under their letters, those already here, those that failed, and images not stored.
 */
export function RemoteContestImportButton({
  target,
  invalidates,
  onImported,
}: {
  target: ImportTarget;
  invalidates?: readonly Endpoint[];
  onImported?: () => void;
}) {
  const { t } = useTranslation();
  const [contest, setContest] = useState('');
  const [done, setDone] = useState<RemoteContestImport | null>(null);
  const call = remoteContestImportCall(target, contest);
  // One entry per mounted target: the contest's or the training's (both answer the same).
  const { save, busy, error, reset } = useSave(call.entry, { invalidates, timeoutMs: call.timeoutMs });
  const submit = async () => {
    setDone(null);
    const saved = await save(call.input as never);
    if (saved) {
      setDone(saved.answer);
      onImported?.();
    }
  };
  const clear = () => {
    setDone(null);
    setContest('');
    reset();
  };
  return (
    <ImportDialog
      testId="remote-contest-import"
      texts="remote.contestImport"
      ready={!!contest.trim()}
      busy={busy}
      submitLabel={t('remote.import.submit')}
      onSubmit={submit}
      onClosed={clear}
    >
      <FormField id="remote-contest-id" label={t('remote.contestImport.contest')}>
        <Input
          id="remote-contest-id"
          required
          placeholder="CF-1, GYM-100001, AC-abc001, HDU-872, POJ-1131"
          value={contest}
          onChange={(e) => setContest(e.target.value)}
          data-testid="remote-contest-import-id"
        />
      </FormField>
      <FailureLine error={error} testId="remote-contest-import-error" />
      {done && <ImportOutcome done={done} />}
    </ImportDialog>
  );
}

function ImportOutcome({ done }: { done: RemoteContestImport }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-1 text-sm" data-testid="remote-contest-import-done">
      <p className="text-success">
        {done.added.length
          ? t('remote.contestImport.added', { list: listedProblems(done.added) })
          : t('remote.contestImport.none')}
      </p>
      {done.existed.length > 0 && (
        <p className="text-muted-foreground">
          {t('remote.contestImport.existed', { list: listedProblems(done.existed) })}
        </p>
      )}
      {done.failed.map((f) => (
        <p key={f.problemId} className="text-destructive">
          {f.problemId}: {f.error}
        </p>
      ))}
      {done.imagesFailed.length > 0 && (
        <p className="text-muted-foreground" data-testid="remote-contest-import-images">
          {t('remote.imagesFailed', { count: done.imagesFailed.length })}
        </p>
      )}
    </div>
  );
}
