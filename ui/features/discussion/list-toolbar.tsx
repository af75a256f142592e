import { PenSquareIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { DiscussionFilters } from './list-query.ts';

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
  const [typed, setTyped] = useState(filters.keyword);
  useEffect(() => setTyped(filters.keyword), [filters.keyword]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ keyword: typed.trim() });
        }}
      >
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('discussion.list.keyword')}
          className="h-8 w-44"
          data-testid="discussion-keyword"
        />
        <Button type="submit" size="sm" variant="outline">
          {t('discussion.list.search')}
        </Button>
      </form>
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
