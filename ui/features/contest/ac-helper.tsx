import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AC_INFO_PAGE_SIZE, type AcInfo } from '../../../src/contract/contest-ops.ts';
import { contestOpsEndpoints } from '../../../src/contract/endpoints/contest-ops.ts';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { hms } from './contest-format.ts';
import { Balloon } from './contest-problem-list.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/**
 * /contest/{cid}/ac-info: the balloon helper of an ACM contest — each first accept, unchecked first.
 * A new accept comes with the contest's `board` event, a check by another admin as `ac`.
 */
export function AcHelper({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const read = useEndpoint(
    contestOpsEndpoints.acInfo,
    { cid, currentPage: current, limit: AC_INFO_PAGE_SIZE },
    { quiet: true },
  );
  const page = read.data;
  const checking = useSave(contestOpsEndpoints.checkAc, { invalidates: [contestOpsEndpoints.acInfo] });
  const check = (a: AcInfo) => checking.save({ id: a.id, cid, checked: !a.checked });
  const error = failureText(read.error) || checking.error;
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2 whitespace-nowrap';
  return (
    <div className="flex flex-col gap-3" data-testid="ac-helper">
      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="ac-helper-error">
          {error}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border">
        <Table>
          <TableHeader className="bg-muted/60 text-muted-foreground">
            <TableRow>
              <TableHead className={th}>{t('contest.acInfo.time')}</TableHead>
              <TableHead className={th}>{t('contest.acInfo.problem')}</TableHead>
              <TableHead className={th}>{t('contest.acInfo.tag')}</TableHead>
              <TableHead className={th}>{t('contest.acInfo.username')}</TableHead>
              <TableHead className={th}>{t('contest.acInfo.realname')}</TableHead>
              <TableHead className={th}>{t('contest.acInfo.state')}</TableHead>
              <TableHead className={th} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {(page?.records ?? []).map((a) => (
              <TableRow
                key={a.id}
                className="border-t"
                data-testid="ac-row"
                data-checked={a.checked}
                data-first-blood={a.firstBlood}
                data-user={a.username}
              >
                <TableCell className={`${td} font-mono tabular-nums`}>{hms(a.time)}</TableCell>
                <TableCell className={td}>
                  <span
                    className="flex items-center gap-2"
                    title={a.color ? t('contest.acInfo.balloon', { color: a.color }) : undefined}
                  >
                    <Balloon row={a} />
                  </span>
                </TableCell>
                <TableCell className={td}>
                  {a.firstBlood ? (
                    <Badge className="bg-emerald-600 text-white" data-testid="first-blood">
                      {t('contest.acInfo.firstBlood')}
                    </Badge>
                  ) : (
                    <Badge variant="secondary">{t('contest.acInfo.accepted')}</Badge>
                  )}
                </TableCell>
                <TableCell className={td}>{a.username}</TableCell>
                <TableCell className={td}>{a.realname || '--'}</TableCell>
                <TableCell className={td}>
                  <span className={a.checked ? 'text-muted-foreground' : 'font-medium text-orange-600'}>
                    {t(a.checked ? 'contest.acInfo.checked' : 'contest.acInfo.unchecked')}
                  </span>
                </TableCell>
                <TableCell className={td}>
                  <Button
                    size="sm"
                    variant={a.checked ? 'outline' : 'default'}
                    disabled={checking.busy}
                    onClick={() => check(a)}
                    data-testid="ac-check"
                  >
                    {t(a.checked ? 'contest.acInfo.uncheck' : 'contest.acInfo.check')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {page && page.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="px-3 py-10 text-center text-muted-foreground">
                  {t('contest.acInfo.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {(page?.total ?? 0) > AC_INFO_PAGE_SIZE && (
        <Pager
          className="justify-end"
          total={page!.total}
          pageSize={AC_INFO_PAGE_SIZE}
          current={current}
          onPageChange={setCurrent}
        />
      )}
    </div>
  );
}
