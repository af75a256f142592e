import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { GROUP_RANK_PAGE_SIZE } from '../../../src/contract/group-rank.ts';
import { RankType, type RankRow, type RankTypeCode } from '../../../src/contract/ranks.ts';
import { Pager } from '../../components/pager.tsx';
import { RankTable } from '../../components/rank-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, useEndpoint } from '../../lib/query/index.ts';
import { KeywordSearch } from '../../components/keyword-search.tsx';

/**
 * The group's rank tab (spec doc 3 "Group rank"): a search box and the ACM / OI switch, then the
 * public rank's table of the members, 30 a page; AC leads to the member's accepted submissions in the group.
 */
export function GroupRank({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  const [type, setType] = useState<RankTypeCode>(RankType.ACM);
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState(1);
  const read = useEndpoint(
    E.rank,
    {
      gid: detail.id,
      type: String(type),
      currentPage: current,
      limit: GROUP_RANK_PAGE_SIZE,
      searchUser: search || undefined,
    },
    { quiet: true },
  );
  const page = read.data;
  const error = read.error ? failureText(read.error) : null;
  const acHref = (r: RankRow) => `/group/${detail.id}/status?username=${encodeURIComponent(r.username)}&status=0`;
  return (
    <div className="flex flex-col gap-3" data-testid="group-rank">
      <div className="flex flex-wrap items-center gap-2">
        <KeywordSearch
          value={search}
          onSearch={(k) => {
            setSearch(k);
            setCurrent(1);
          }}
          placeholder={t('rank.search')}
          label={t('rank.searchButton')}
          testId="group-rank-search"
          buttonTestId="group-rank-search-button"
          small={false}
          phoneIcon
          className="w-full min-w-0 sm:w-auto sm:flex-1"
          inputClassName="min-w-0 max-w-80"
        />
        <fieldset className="flex gap-1" data-testid="group-rank-switch">
          {([RankType.ACM, RankType.OI] as const).map((k) => (
            <Button
              key={k}
              size="sm"
              variant={k === type ? 'default' : 'outline'}
              aria-pressed={k === type}
              onClick={() => {
                setType(k);
                setCurrent(1);
              }}
              data-testid={`group-rank-${k === RankType.ACM ? 'acm' : 'oi'}`}
            >
              {t(`rank.tab.${k === RankType.ACM ? 'acm' : 'oi'}`)}
            </Button>
          ))}
        </fieldset>
      </div>
      {error && (
        <p className="py-10 text-center text-destructive" data-testid="group-rank-error">
          {error}
        </p>
      )}
      {page && !error && (
        <RankTable type={type} rows={page.records} first={(current - 1) * GROUP_RANK_PAGE_SIZE + 1} acHref={acHref} />
      )}
      {page && page.total > GROUP_RANK_PAGE_SIZE && (
        <Pager
          className="justify-end"
          total={page.total}
          pageSize={GROUP_RANK_PAGE_SIZE}
          current={current}
          onPageChange={setCurrent}
        />
      )}
    </div>
  );
}
