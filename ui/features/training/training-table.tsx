import { LockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrainingRow } from '../../../src/contract/trainings.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { AuthTag } from './auth-tag.tsx';
import { bandColour, progressPercent } from './progress.ts';
import { RateBar } from './rate-bar.tsx';
import { TrainingDates } from './training-dates.tsx';

/** The training list: rank, title, auth, category, problems, the viewer's progress (when signed in), author, last change. */
export function TrainingTable({
  rows,
  signedIn,
  loading,
  onOpen,
}: {
  rows: TrainingRow[];
  signedIn: boolean;
  loading: boolean;
  onOpen: (row: TrainingRow) => void;
}) {
  const { t } = useTranslation();
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="training-table">
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th className={th}>{t('training.list.rank')}</th>
            <th className={th}>{t('training.list.title')}</th>
            <th className={`${th} hidden sm:table-cell`}>{t('training.list.auth')}</th>
            <th className={`${th} hidden sm:table-cell`}>{t('training.list.category')}</th>
            <th className={`${th} hidden md:table-cell text-right`}>{t('training.list.problemCount')}</th>
            {signedIn && <th className={th}>{t('training.list.progress')}</th>}
            <th className={`${th} hidden lg:table-cell`}>{t('training.list.author')}</th>
            <th className={`${th} hidden lg:table-cell`}>{t('training.list.modified')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const percent = progressPercent(r.acCount ?? 0, r.problemCount);
            return (
              <tr key={r.id} className="border-t hover:bg-muted/30" data-testid="training-row" data-tid={r.id}>
                <td className={`${td} tabular-nums`}>{r.rank}</td>
                <td className={td}>
                  <button
                    type="button"
                    className="flex items-center gap-1.5 text-left font-medium text-sky-700 hover:underline dark:text-sky-400"
                    onClick={() => onOpen(r)}
                    data-testid="training-title"
                  >
                    {r.auth === 'Private' && <LockIcon className="size-3.5 shrink-0 text-red-600" aria-hidden />}
                    {r.title}
                  </button>
                  <TrainingDates row={r} className="mt-0.5" />
                </td>
                <td className={`${td} hidden sm:table-cell`}>
                  <AuthTag auth={r.auth} />
                </td>
                <td className={`${td} hidden sm:table-cell`}>
                  {r.categoryName && <TagChip name={r.categoryName} color={r.categoryColor} />}
                </td>
                <td className={`${td} hidden text-right tabular-nums md:table-cell`}>{r.problemCount}</td>
                {signedIn && (
                  <td className={td}>
                    <RateBar
                      percent={percent}
                      colour={bandColour(percent)}
                      text={`${percent.toFixed(2)}%`}
                      title={`${r.acCount ?? 0} / ${r.problemCount}`}
                      testId="training-progress"
                    />
                  </td>
                )}
                <td className={`${td} hidden lg:table-cell`}>{r.author}</td>
                <td className={`${td} hidden whitespace-nowrap text-muted-foreground lg:table-cell`}>
                  {absoluteTime(r.gmtModified)}
                </td>
              </tr>
            );
          })}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={8} className="px-3 py-10 text-center text-muted-foreground">
                {t('training.list.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
