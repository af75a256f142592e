import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** One problem of an import: saved with its ids, or refused with the server's reason. */
export type ImportOutcome = { title: string; id: number; problemId: string } | { title: string; error: string };

export function isImported(o: ImportOutcome): o is Extract<ImportOutcome, { id: number }> {
  return 'id' in o;
}

/** The list of what an import did, problem by problem, in the package's order. */
export function ImportReport({ outcomes }: { outcomes: ImportOutcome[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="import-result">
      <h3 className="text-sm font-medium">{t('adminProblem.batch.report.title')}</h3>
      <ul className="grid gap-1.5 text-sm">
        {outcomes.map((o, i) => (isImported(o) ? (
          <li key={i} className="flex items-start gap-2" data-testid="import-imported">
            <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-green-600" aria-label={t('adminProblem.batch.report.imported')} />
            <span>
              <Link href={`/admin/problem/edit/${o.id}`} className="text-primary hover:underline" title={t('adminProblem.batch.report.open', { problemId: o.problemId })}>{o.problemId}</Link>
              {' '}{o.title}
            </span>
          </li>
        ) : (
          <li key={i} className="flex items-start gap-2" data-testid="import-refused">
            <CircleXIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-label={t('adminProblem.batch.report.refused')} />
            <span><span className="font-medium">{o.title}</span>: <span className="text-destructive">{o.error}</span></span>
          </li>
        )))}
      </ul>
    </div>
  );
}
