import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { rankEndpoints } from '../../../src/contract/endpoints/ranks.ts';
import { RANK_CHART_SIZE, RankType, type RankTypeCode } from '../../../src/contract/ranks.ts';
import { Pager } from '../../components/pager.tsx';
import { RankTable } from '../../components/rank-table.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import { chartSeries } from './rank-chart-options.ts';
import { RankChart } from './rank-chart.tsx';
import { KeywordSearch } from '../../components/keyword-search.tsx';

const PATHS: Record<RankTypeCode, string> = { [RankType.ACM]: '/acm-rank', [RankType.OI]: '/oi-rank' };
const NAMES: Record<RankTypeCode, 'acm' | 'oi'> = { [RankType.ACM]: 'acm', [RankType.OI]: 'oi' };

/** One public rank: the top-10 chart, a search by username, nickname or real name, and 30 users a page. */
function PublicRank({ type }: { type: RankTypeCode }) {
  const { t } = useTranslation();
  // The page and the search are the address's (a link or a reload shows the same list).
  const { page, filters, setFilters, setPage, error } = usePagedList(rankEndpoints.list, { type: String(type) });
  const current = filters.currentPage;
  const top = useEndpoint(rankEndpoints.list, { type: String(type), currentPage: 1, limit: RANK_CHART_SIZE }).data
    ?.records;

  const name = NAMES[type];
  const series = useMemo(
    () => chartSeries(type, { ac: t('rank.chart.ac'), total: t('rank.chart.total'), score: t('rank.chart.score') }),
    [type, t],
  );
  return (
    <div className="flex flex-col gap-4" data-testid={`${name}-rank`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">{t(`rank.heading.${name}`)}</h1>
        <nav className="flex gap-1" data-testid="rank-switch">
          {([RankType.ACM, RankType.OI] as const).map((k) => (
            <Link
              key={k}
              href={PATHS[k]}
              className={cn(
                'rounded-md border px-3 py-1 text-sm',
                k === type ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              {t(`rank.tab.${NAMES[k]}`)}
            </Link>
          ))}
        </nav>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('rank.chart.title')}</CardTitle>
        </CardHeader>
        <CardContent>{top && <RankChart rows={top} series={series} label={t('rank.chart.label')} />}</CardContent>
      </Card>
      <KeywordSearch
        value={filters.searchUser ?? ''}
        onSearch={(k) => setFilters({ searchUser: k || undefined })}
        placeholder={t('rank.search')}
        label={t('rank.searchButton')}
        testId="rank-search"
        buttonTestId="rank-search-button"
        small={false}
        phoneIcon
        inputClassName="max-w-80"
      />
      {error && (
        <p className="py-6 text-center text-muted-foreground" data-testid="rank-error">
          {failureText(error)}
        </p>
      )}
      {page && <RankTable type={type} rows={page.records} first={(current - 1) * filters.limit + 1} />}
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={filters.limit}
        current={current}
        onPageChange={setPage}
      />
    </div>
  );
}

/** /acm-rank */
export function AcmRankPage() {
  return <PublicRank key="acm" type={RankType.ACM} />;
}

/** /oi-rank */
export function OiRankPage() {
  return <PublicRank key="oi" type={RankType.OI} />;
}
