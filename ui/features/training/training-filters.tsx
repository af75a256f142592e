import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, type TrainingCategory } from '../../../src/contract/trainings.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { TrainingFilters } from './list-query.ts';

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
  const [typed, setTyped] = useState(filters.keyword);
  useEffect(() => setTyped(filters.keyword), [filters.keyword]);
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
        <form
          className="flex gap-2 sm:ml-auto"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ keyword: typed.trim() });
          }}
        >
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('training.list.keyword')}
            className="h-8 w-48"
            data-testid="training-keyword"
          />
          <Button type="submit" size="sm" variant="outline">
            {t('training.list.search')}
          </Button>
        </form>
      </div>
    </div>
  );
}
