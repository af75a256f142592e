import { PenSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { DiscussionFilters } from './list-query.ts';
import { KeywordSearch } from '../../components/keyword-search.tsx';

/** Keyword search, the Mine/All toggle (signed-in users), the post button, and the page's own buttons. */
export function ListToolbar({
  filters,
  signedIn,
  onChange,
  onPost,
  children,
}: {
  filters: DiscussionFilters;
  signedIn: boolean;
  onChange: (c: Partial<DiscussionFilters>) => void;
  onPost: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <KeywordSearch
        value={filters.keyword}
        onSearch={(keyword) => onChange({ keyword })}
        placeholder={t('discussion.list.keyword')}
        label={t('discussion.list.search')}
        testId="discussion-keyword"
        inputClassName="w-44"
      />
      {signedIn && (
        <fieldset className="flex" data-testid="mine-toggle">
          <Button
            size="sm"
            className="rounded-r-none"
            variant={filters.onlyMine ? 'outline' : 'default'}
            onClick={() => onChange({ onlyMine: false })}
          >
            {t('discussion.list.all')}
          </Button>
          <Button
            size="sm"
            className="rounded-l-none"
            variant={filters.onlyMine ? 'default' : 'outline'}
            onClick={() => onChange({ onlyMine: true })}
            data-testid="only-mine"
          >
            {t('discussion.list.mine')}
          </Button>
        </fieldset>
      )}
      {children}
      <Button size="sm" className="ml-auto" onClick={onPost} data-testid="discussion-post">
        <PenSquareIcon /> {t('discussion.list.post')}
      </Button>
    </div>
  );
}
