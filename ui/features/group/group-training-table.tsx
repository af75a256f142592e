import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TrainingRow } from '../../../src/contract/trainings.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { absoluteTime, acRate, relativeTime } from '../../lib/format.ts';

/** A group's trainings for its members: rank, title, auth, category, the viewer's progress, problems, author, last change; a row opens the training. */
export function GroupTrainingTable({ gid, rows }: { gid: number; rows: TrainingRow[] | null }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2';
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="group-training-table">
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th className={`${th} hidden sm:table-cell`}>{t('group.training.col.rank')}</th>
            <th className={th}>{t('group.training.col.title')}</th>
            <th className={th}>{t('group.training.col.auth')}</th>
            <th className={`${th} hidden md:table-cell`}>{t('group.training.col.category')}</th>
            <th className={th}>{t('group.training.col.progress')}</th>
            <th className={`${th} hidden sm:table-cell text-right`}>{t('group.training.col.problems')}</th>
            <th className={`${th} hidden md:table-cell`}>{t('group.training.col.author')}</th>
            <th className={`${th} hidden lg:table-cell`}>{t('group.training.col.modified')}</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((r) => {
            const rate = acRate(r.acCount ?? 0, r.problemCount);
            return (
              <tr
                key={r.id}
                className="cursor-pointer border-t hover:bg-muted/40"
                onClick={() => navigate(`/group/${gid}/training/${r.id}`)}
                data-testid={`group-training-${r.id}`}
              >
                <td className={`${td} hidden tabular-nums sm:table-cell`}>{r.rank}</td>
                <td className={`${td} max-w-56 truncate font-medium text-sky-700 dark:text-sky-400`} title={r.title}>
                  {r.title}
                </td>
                <td className={td}>
                  <Badge variant={r.auth === 'Public' ? 'success' : 'warning'}>
                    {t(`group.training.auth.${r.auth}`)}
                  </Badge>
                </td>
                <td className={`${td} hidden md:table-cell`}>
                  {r.categoryName && <TagChip name={r.categoryName} color={r.categoryColor} />}
                </td>
                <td className={`${td} min-w-28`}>
                  <div className="flex items-center gap-2" title={`${r.acCount ?? 0} / ${r.problemCount}`}>
                    <div className="h-2 w-16 overflow-hidden rounded bg-muted">
                      <div className="h-full bg-success" style={{ width: rate }} />
                    </div>
                    <span className="text-xs tabular-nums">{rate}</span>
                  </div>
                </td>
                <td className={`${td} hidden text-right tabular-nums sm:table-cell`}>{r.problemCount}</td>
                <td className={`${td} hidden md:table-cell`}>{r.author}</td>
                <td
                  className={`${td} hidden whitespace-nowrap text-muted-foreground lg:table-cell`}
                  title={absoluteTime(r.gmtModified)}
                >
                  {relativeTime(Date.parse(r.gmtModified), Date.now(), i18n.language)}
                </td>
              </tr>
            );
          })}
          {rows && rows.length === 0 && (
            <tr>
              <td colSpan={8} className="py-10 text-center text-muted-foreground">
                {t('group.training.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
