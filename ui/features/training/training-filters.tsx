import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, type TrainingCategory } from '../../../src/contract/trainings.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { TrainingFilters } from './list-query.ts';
import { KeywordSearch } from '../../components/keyword-search.tsx';

/** The training list's filters: category (in its colour), auth and keyword. */
export function TrainingFilterBar({
  filters,
  categories,
  onChange,
}: {
  filters: TrainingFilters;
  categories: TrainingCategory[];
  onChange: (change: Partial<TrainingFilters>) => void;
}) {
  const { t } = useTranslation();
  const label = 'text-sm text-muted-foreground';
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-1.5" data-testid="filter-category">
        <span className={label}>{t('training.list.category')}:</span>
        <TagChip
          name={t('training.list.all')}
          active={filters.categoryId === null}
          onClick={() => onChange({ categoryId: null })}
        />
        {categories.map((c) => (
          <TagChip
            key={c.id}
            name={c.name}
            color={c.color}
            active={filters.categoryId === c.id}
            onClick={() => onChange({ categoryId: filters.categoryId === c.id ? null : c.id })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex flex-wrap items-center gap-1.5" data-testid="filter-auth">
          <span className={label}>{t('training.list.auth')}:</span>
          {([null, ...TRAINING_AUTHS] as const).map((a) => (
            <Button
              key={a ?? 'all'}
              size="sm"
              className="h-7"
              variant={filters.auth === a ? 'default' : 'outline'}
              onClick={() => onChange({ auth: a })}
            >
              {a ? t(`training.auth.${a}`) : t('training.list.all')}
            </Button>
          ))}
        </div>
        <KeywordSearch
          value={filters.keyword}
          onSearch={(keyword) => onChange({ keyword })}
          placeholder={t('training.list.keyword')}
          label={t('training.list.search')}
          testId="training-keyword"
          className="sm:ml-auto"
          inputClassName="w-48"
        />
      </div>
    </div>
  );
}
