import { SearchIcon, ShuffleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { cn } from '../../lib/cn.ts';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { BUILT_REMOTE_SOURCES, REMOTE_SOURCE_NAMES } from '../../../src/contract/remote.ts';
import { call } from '../../lib/call.ts';
import { DIFFICULTIES, DIFFICULTY_KEYS } from '../../lib/difficulty.ts';
import type { ProblemFilters as Filters } from './list-query.ts';
import { TagFilter } from './tag-filter.tsx';

/** Keyword, source, difficulty and tag filters, and the pick-random button. */
export function ProblemFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const pickRandom = () =>
    call(problemEndpoints.random, undefined).then(
      (p) => {
        toast.success(t('problem.list.goodLuck'));
        navigate(`/problem/${encodeURIComponent(p.problemId)}`);
      },
      () => undefined,
    ); // the client shows the failure

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <form
          className="flex min-w-0 flex-1 basis-64 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ keyword });
          }}
        >
          <Input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('problem.list.keywordPlaceholder')}
            aria-label={t('problem.list.keyword')}
            data-testid="problem-keyword"
          />
          <Button type="submit" variant="outline" size="icon" aria-label={t('problem.list.search')}>
            <SearchIcon />
          </Button>
        </form>
        <Select value={filters.oj} onValueChange={(oj) => onChange({ oj })}>
          <SelectTrigger aria-label={t('problem.list.source')} data-testid="problem-source">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="ME">{t('problem.list.sourceThisSite')}</SelectItem>
            <SelectItem value="All">{t('problem.list.sourceAll')}</SelectItem>
            {BUILT_REMOTE_SOURCES.map((s) => (
              <SelectItem key={s} value={s}>
                {REMOTE_SOURCE_NAMES[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant="secondary" onClick={pickRandom} data-testid="pick-random">
          <ShuffleIcon /> {t('problem.list.random')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex min-w-0 items-center gap-1" aria-label={t('problem.list.difficulty')}>
          <span className="mr-1 text-sm text-muted-foreground">{t('problem.list.difficulty')}</span>
          {[null, ...DIFFICULTIES].map((d) => (
            <Button
              key={d ?? 'all'}
              size="sm"
              variant={filters.difficulty === d ? 'default' : 'ghost'}
              className={cn('h-7 px-2.5')}
              onClick={() => onChange({ difficulty: d })}
            >
              {d === null ? t('problem.list.all') : t(DIFFICULTY_KEYS[d])}
            </Button>
          ))}
        </fieldset>
        <TagFilter selected={filters.tagIds} onChange={(tagIds) => onChange({ tagIds })} />
      </div>
    </div>
  );
}
