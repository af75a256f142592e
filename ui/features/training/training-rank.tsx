import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';
import { TRAINING_RANK_LIMIT, TRAINING_RANK_SIZES, type TrainingDetail } from '../../../src/contract/trainings.ts';
import { Pager } from '../../components/pager.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { RankCell } from './rank-cell.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { KeywordSearch } from '../../components/keyword-search.tsx';

/** The rank tab: accepted count, total run time and each problem's cell; real names for the training's admins; female rows highlighted. */
export function TrainingRankTab({ detail }: { detail: TrainingDetail }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [limit, setLimit] = useState<number>(TRAINING_RANK_LIMIT);
  const [keyword, setKeyword] = useState('');
  const read = useEndpoint(
    trainingEndpoints.rank,
    { tid: detail.id, currentPage: current, limit, keyword: keyword || undefined },
    { quiet: true },
  );
  const rank = read.data ?? null;
  const error = failureText(read.error);

  if (error)
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="training-rank-error">
        {error}
      </p>
    );
  const th = 'px-2 py-2 text-center whitespace-nowrap';
  const problems = rank?.problems ?? [];
  const offset = ((rank?.current ?? current) - 1) * limit;
  return (
    <div className="flex flex-col gap-3">
      <KeywordSearch
        value={keyword}
        onSearch={(k) => {
          setKeyword(k);
          setCurrent(1);
        }}
        placeholder={t('training.rank.search')}
        label={t('training.list.search')}
        testId="training-rank-keyword"
        phoneIcon
        className="sm:self-end"
        inputClassName="sm:w-64"
      />
      <div className="overflow-x-auto rounded-md border">
        <Table data-testid="training-rank">
          <TableHeader className="bg-muted/60 text-muted-foreground">
            <TableRow>
              <TableHead className={th}>{t('training.rank.rank')}</TableHead>
              <TableHead className={cn(th, 'text-left')}>{t('training.rank.user')}</TableHead>
              {detail.isAdmin && (
                <TableHead className={cn(th, 'text-left')} data-testid="rank-realname-head">
                  {t('training.rank.realname')}
                </TableHead>
              )}
              <TableHead className={th}>{t('training.rank.ac')}</TableHead>
              <TableHead className={th}>{t('training.rank.totalTime')}</TableHead>
              {problems.map((p) => (
                <TableHead key={p.pid} className="min-w-20 border-l px-1 py-2 text-center font-mono" title={p.title}>
                  {p.displayId}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rank?.records.map((row, i) => (
              <TableRow
                key={row.uid}
                className={cn('border-t', row.gender === 'female' && 'bg-pink-50 dark:bg-pink-950/30')}
                data-testid="rank-row"
                data-username={row.username}
                data-gender={row.gender}
              >
                <TableCell className="px-2 text-center tabular-nums">{offset + i + 1}</TableCell>
                <TableCell className="px-2 py-1">
                  <div className="flex items-center gap-2">
                    <UserAvatar src={row.avatar} name={row.username} className="size-7" />
                    <div className="min-w-0">
                      <div className="font-medium">{row.username}</div>
                      {row.school && <div className="text-xs text-muted-foreground">{row.school}</div>}
                    </div>
                  </div>
                </TableCell>
                {detail.isAdmin && (
                  <TableCell className="px-2" data-testid="rank-realname">
                    {row.realname}
                  </TableCell>
                )}
                <TableCell className="px-2 text-center font-semibold tabular-nums" data-testid="rank-ac">
                  {row.ac}
                </TableCell>
                <TableCell className="px-2 text-center tabular-nums" data-testid="rank-time">
                  {row.totalRunTime} ms
                </TableCell>
                {problems.map((p) => (
                  <TableCell key={p.pid} className="border-l p-0" data-display-id={p.displayId}>
                    <RankCell cell={row.submissionInfo[p.displayId]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rank && rank.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={5 + problems.length} className="py-8 text-center text-muted-foreground">
                  {t('training.rank.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <Pager
        className="justify-end"
        total={rank?.total ?? 0}
        pageSize={limit}
        current={current}
        pageSizes={TRAINING_RANK_SIZES}
        onPageChange={setCurrent}
        onPageSizeChange={(s) => {
          setLimit(s);
          setCurrent(1);
        }}
      />
    </div>
  );
}
