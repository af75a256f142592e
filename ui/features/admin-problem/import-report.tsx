import { CircleCheckIcon, CircleXIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ImportOutcome, ImportWarning } from '../../../src/contract/problem-import.ts';
import { warningKey } from './import-warnings.ts';

export type { ImportOutcome };

export function isImported(o: ImportOutcome): o is Extract<ImportOutcome, { id: number }> {
  return 'id' in o;
}

/** What a teacher should check on an imported problem: defaults taken, parts left out. */
function Warnings({ warnings }: { warnings: ImportWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <ul
      className="ml-6 grid gap-1 text-amber-700 dark:text-amber-400"
      data-testid="import-warnings"
      aria-label={t('adminProblem.batch.report.warnings')}
    >
      {warnings.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the warnings of one import are a fixed list, in order
        <li key={i} className="flex items-start gap-2" data-testid="import-warning">
          <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>{t(`adminProblem.batch.warning.${warningKey(w)}`, w.params)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The list of what an import did, problem by problem, in the package's order, with each problem's warnings. */
export function ImportReport({ outcomes }: { outcomes: ImportOutcome[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="import-result">
      <h3 className="text-sm font-medium">{t('adminProblem.batch.report.title')}</h3>
      <ul className="grid gap-1.5 text-sm">
        {outcomes.map((o, i) =>
          isImported(o) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the outcomes of one import are a fixed list in the package's order
            <li key={i} className="grid gap-1">
              <div className="flex items-start gap-2" data-testid="import-imported">
                <CircleCheckIcon
                  className="mt-0.5 size-4 shrink-0 text-green-600"
                  aria-label={t('adminProblem.batch.report.imported')}
                />
                <span>
                  <Link
                    href={`/admin/problem/edit/${o.id}`}
                    className="text-primary hover:underline"
                    title={t('adminProblem.batch.report.open', { problemId: o.problemId })}
                  >
                    {o.problemId}
                  </Link>{' '}
                  {o.title}
                </span>
              </div>
              <Warnings warnings={o.warnings} />
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the outcomes of one import are a fixed list in the package's order
            <li key={i} className="flex items-start gap-2" data-testid="import-refused">
              <CircleXIcon
                className="mt-0.5 size-4 shrink-0 text-destructive"
                aria-label={t('adminProblem.batch.report.refused')}
              />
              <span>
                <span className="font-medium">{o.title}</span>: <span className="text-destructive">{o.error}</span>
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
