import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AC_INFO_PAGE_SIZE, type AcInfo } from '../../../src/contract/contest-ops.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { contestApi } from './api.ts';
import { hms } from './contest-format.ts';
import { Balloon } from './contest-problem-list.tsx';
import { useAdminQueue } from './use-admin-queue.ts';

/** A new accept reaches the board first; a check by another admin comes as `ac`. */
const AC_EVENTS = ['ac', 'board'] as const;

/** /contest/{cid}/ac-info: the balloon helper of an ACM contest — each first accept, unchecked first. */
export function AcHelper({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<AcInfo> | null>(null);
  const load = useCallback(() => contestApi.acInfo(cid, current, AC_INFO_PAGE_SIZE), [cid, current]);
  const reload = useAdminQueue(AC_EVENTS, load, setPage);
  const check = (a: AcInfo) => contestApi.checkAc(a.id, cid, !a.checked).then(reload, () => {});
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2 whitespace-nowrap';
  return (
    <div className="flex flex-col gap-3" data-testid="ac-helper">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-muted-foreground">
            <tr>
              <th className={th}>{t('contest.acInfo.time')}</th>
              <th className={th}>{t('contest.acInfo.problem')}</th>
              <th className={th}>{t('contest.acInfo.tag')}</th>
              <th className={th}>{t('contest.acInfo.username')}</th>
              <th className={th}>{t('contest.acInfo.realname')}</th>
              <th className={th}>{t('contest.acInfo.state')}</th>
              <th className={th} />
            </tr>
          </thead>
          <tbody>
            {(page?.records ?? []).map((a) => (
              <tr key={a.id} className="border-t" data-testid="ac-row" data-checked={a.checked} data-first-blood={a.firstBlood} data-user={a.username}>
                <td className={`${td} font-mono tabular-nums`}>{hms(a.time)}</td>
                <td className={td}>
                  <span className="flex items-center gap-2" title={a.color ? t('contest.acInfo.balloon', { color: a.color }) : undefined}>
                    <Balloon row={a} />
                  </span>
                </td>
                <td className={td}>
                  {a.firstBlood
                    ? <Badge className="bg-emerald-600 text-white" data-testid="first-blood">{t('contest.acInfo.firstBlood')}</Badge>
                    : <Badge variant="secondary">{t('contest.acInfo.accepted')}</Badge>}
                </td>
                <td className={td}>{a.username}</td>
                <td className={td}>{a.realname || '--'}</td>
                <td className={td}>
                  <span className={a.checked ? 'text-muted-foreground' : 'font-medium text-orange-600'}>
                    {t(a.checked ? 'contest.acInfo.checked' : 'contest.acInfo.unchecked')}
                  </span>
                </td>
                <td className={td}>
                  <Button size="sm" variant={a.checked ? 'outline' : 'default'} onClick={() => check(a)} data-testid="ac-check">
                    {t(a.checked ? 'contest.acInfo.uncheck' : 'contest.acInfo.check')}
                  </Button>
                </td>
              </tr>
            ))}
            {page && page.records.length === 0 && (
              <tr><td colSpan={7} className="px-3 py-10 text-center text-muted-foreground">{t('contest.acInfo.empty')}</td></tr>
            )}
          </tbody>
        </table>
      </div>
      {(page?.total ?? 0) > AC_INFO_PAGE_SIZE && <Pager className="justify-end" total={page!.total} pageSize={AC_INFO_PAGE_SIZE} current={current} onPageChange={setCurrent} />}
    </div>
  );
}
