import { TagsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tagEndpoints } from '../../../src/contract/endpoints/tags.ts';
import type { Tag } from '../../../src/contract/problems.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { useEndpoint } from '../../lib/query/index.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';

/** Tags grouped by classification; clicking a tag adds it to (or removes it from) the filter. */
export function TagFilter({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const groups = useEndpoint(tagEndpoints.withClassifications, { oj: 'ME' }, { quiet: true }).data ?? [];
  const all = groups.flatMap((g) => g.tagList);
  const toggle = (tag: Tag) =>
    onChange(selected.includes(tag.id) ? selected.filter((id) => id !== tag.id) : [...selected, tag.id]);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" size="sm" data-testid="tag-filter">
            <TagsIcon /> {t('problem.list.tags')}
            {selected.length > 0 && (
              <span className="rounded bg-primary px-1.5 text-xs text-primary-foreground">{selected.length}</span>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="max-h-96 w-80 overflow-y-auto">
          {all.length === 0 && <p className="text-sm text-muted-foreground">{t('problem.list.noTags')}</p>}
          {groups
            .filter((g) => g.tagList.length > 0)
            .map((g) => (
              <div key={g.classification?.id ?? 0} className="mb-3 last:mb-0">
                <div className="mb-1.5 text-xs font-semibold text-muted-foreground">
                  {g.classification?.name ?? t('problem.list.otherTags')}
                </div>
                <div className="flex flex-wrap gap-1.5">
                  {g.tagList.map((tag) => (
                    <TagChip
                      key={tag.id}
                      name={tag.name}
                      color={tag.color}
                      active={selected.includes(tag.id)}
                      onClick={() => toggle(tag)}
                    />
                  ))}
                </div>
              </div>
            ))}
        </PopoverContent>
      </Popover>
      {all
        .filter((tag) => selected.includes(tag.id))
        .map((tag) => (
          <TagChip key={tag.id} name={tag.name} color={tag.color} active onClick={() => toggle(tag)}>
            ×
          </TagChip>
        ))}
      {selected.length > 0 && (
        <Button variant="link" size="sm" onClick={() => onChange([])}>
          {t('problem.list.clearTags')}
        </Button>
      )}
    </div>
  );
}
