import { useTranslation } from 'react-i18next';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { GroupFilters } from './list-query.ts';
import { KeywordSearch } from '../../components/keyword-search.tsx';

/** The list's keyword (Enter or the icon), My / All (closed to visitors) and the type tags. */
export function GroupFilterBar({
  filters,
  signedIn,
  onChange,
}: {
  filters: GroupFilters;
  signedIn: boolean;
  onChange: (change: Partial<GroupFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <KeywordSearch
          value={filters.keyword}
          onSearch={(keyword) => onChange({ keyword })}
          placeholder={t('group.list.keyword')}
          label={t('group.list.search')}
          testId="group-keyword"
          icon
          className="min-w-0 flex-1 gap-1 sm:max-w-sm"
        />
        <div className="flex gap-1" data-testid="group-mine-toggle">
          <Button
            size="sm"
            className="h-8"
            variant={filters.onlyMine ? 'default' : 'outline'}
            disabled={!signedIn}
            onClick={() => onChange({ onlyMine: true })}
            data-testid="group-only-mine"
          >
            {t('group.list.mine')}
          </Button>
          <Button
            size="sm"
            className="h-8"
            variant={filters.onlyMine ? 'outline' : 'default'}
            disabled={!signedIn}
            onClick={() => onChange({ onlyMine: false })}
          >
            {t('group.list.all')}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5" data-testid="group-type-filter">
        <span className="text-sm text-muted-foreground">{t('group.list.type')}:</span>
        <TagChip
          name={t('group.list.allTypes')}
          active={filters.auth === null}
          onClick={() => onChange({ auth: null })}
        />
        {[1, 2, 3].map((a) => (
          <TagChip
            key={a}
            name={t(`group.auth.${a}`)}
            active={filters.auth === a}
            onClick={() => onChange({ auth: a })}
          />
        ))}
      </div>
    </div>
  );
}
