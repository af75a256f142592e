import { DownloadIcon, LoaderCircleIcon, PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { similarityEndpoints as E } from '../../../src/contract/endpoints/similarity.ts';
import type { SimilarityScope } from '../../../src/contract/similarity.ts';
import { Button } from '../ui/button.tsx';
import { downloadFile } from '../../lib/download.ts';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { SimilarityClusters } from './similarity-clusters.tsx';
import { SimilarityPairs } from './similarity-pairs.tsx';
import { FailureLine } from '../failure-line.tsx';

/** While a check runs, its progress is read again this often. */
const POLL_MS = 1000;

/**
 * The Similarity tab of a contest, a training or a problem (its admins'): start a check over the
 * accepted or all judged submissions, follow its progress, then its clusters, its pairs (each
 * opens side by side) and the CSV export.
 */
export function SimilarityPanel({ scope, id }: { scope: SimilarityScope; id: number }) {
  const { t } = useTranslation();
  // Until the teacher chooses, the choice of the last check.
  const [chosen, setInclude] = useState<'accepted' | 'final' | null>(null);
  const [polling, setPolling] = useState(false);
  const read = useEndpoint(E.report, { scope, id }, { quiet: true, every: polling ? POLL_MS : undefined });
  const starting = useSave(E.start, { invalidates: [E.report] });
  const report = read.data;
  const running = report?.state === 'running';
  if (running !== polling) setPolling(running);

  if (read.error && !report) return <p className="text-muted-foreground">{failureText(read.error)}</p>;
  if (!report) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;
  const percent = Math.round(report.progress * 100);
  const include = chosen ?? report.include;
  return (
    <div className="grid min-w-0 gap-4" data-testid="similarity-panel">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('similarity.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {t('similarity.hint', { threshold: Math.round(report.threshold * 100) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          {t('similarity.include')}
          <select
            className="h-8 rounded-md border bg-background px-2 text-sm"
            value={include}
            onChange={(e) => setInclude(e.target.value as 'accepted' | 'final')}
            data-testid="similarity-include"
          >
            <option value="accepted">{t('similarity.accepted')}</option>
            <option value="final">{t('similarity.final')}</option>
          </select>
        </label>
        <Button
          size="sm"
          disabled={running || starting.busy}
          onClick={() => void starting.save({ scope, id, include })}
          data-testid="similarity-start"
        >
          <PlayIcon /> {report.state === 'none' ? t('similarity.start') : t('similarity.again')}
        </Button>
        {report.state === 'done' && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void downloadFile('/api/admin/similarity.csv', { scope, id }, `similarity_${scope}_${id}.csv`)
            }
            data-testid="similarity-csv"
          >
            <DownloadIcon /> {t('similarity.csv')}
          </Button>
        )}
      </div>
      <FailureLine error={starting.error} testId="similarity-error" />
      {report.state === 'none' && <p className="text-sm text-muted-foreground">{t('similarity.none')}</p>}
      {running && (
        <div className="grid gap-1" data-testid="similarity-progress">
          <p className="text-sm">{t('similarity.running', { count: report.submissions.length })}</p>
          <div
            className="h-2 w-full max-w-md overflow-hidden rounded bg-muted"
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <FailureLine error={report.state === 'failed' && t('similarity.failed', { error: report.error ?? '' })} />
      {report.state === 'done' && (
        <>
          <p className="text-sm text-muted-foreground" data-testid="similarity-finished">
            {t('similarity.finished', {
              count: report.submissions.length,
              time: report.finishedAt ? absoluteTime(report.finishedAt) : '',
            })}
          </p>
          <SimilarityClusters report={report} />
          <SimilarityPairs report={report} scope={scope} id={id} />
        </>
      )}
    </div>
  );
}
