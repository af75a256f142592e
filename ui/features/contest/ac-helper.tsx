import { useTranslation } from 'react-i18next';
import { AC_INFO_PAGE_SIZE, type AcInfo } from '../../../src/contract/contest-ops.ts';
import { contestOpsEndpoints as E } from '../../../src/contract/endpoints/contest-ops.ts';
import type { Column } from '../../components/data-table/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { hms } from './contest-format.ts';
import { Balloon } from './contest-problem-list.tsx';
import { ContestQueue, useContestQueue } from './contest-queue.tsx';

/**
 * /contest/{cid}/ac-info: the balloon helper of an ACM contest — each first accept, unchecked first.
 * A new accept comes with the contest's `board` event, a check by another admin as `ac`.
 */
export function AcHelper({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const queue = useContestQueue(E.acInfo, (currentPage) => ({ cid, currentPage, limit: AC_INFO_PAGE_SIZE }), E.checkAc);
  const checking = queue.done;
  const columns: Column<AcInfo>[] = [
    { id: 'time', header: t('contest.acInfo.time'), cell: (a) => hms(a.time), cellClassName: 'font-mono tabular-nums' },
    {
      id: 'problem',
      header: t('contest.acInfo.problem'),
      cell: (a) => (
        <span
          className="flex items-center gap-2"
          title={a.color ? t('contest.acInfo.balloon', { color: a.color }) : undefined}
        >
          <Balloon row={a} />
        </span>
      ),
    },
    {
      id: 'tag',
      header: t('contest.acInfo.tag'),
      cell: (a) =>
        a.firstBlood ? (
          <Badge className="bg-emerald-600 text-white" data-testid="first-blood">
            {t('contest.acInfo.firstBlood')}
          </Badge>
        ) : (
          <Badge variant="secondary">{t('contest.acInfo.accepted')}</Badge>
        ),
    },
    { id: 'username', header: t('contest.acInfo.username'), cell: (a) => a.username },
    { id: 'realname', header: t('contest.acInfo.realname'), cell: (a) => a.realname || '--' },
    {
      id: 'state',
      header: t('contest.acInfo.state'),
      cell: (a) => (
        <span className={a.checked ? 'text-muted-foreground' : 'font-medium text-orange-600'}>
          {t(a.checked ? 'contest.acInfo.checked' : 'contest.acInfo.unchecked')}
        </span>
      ),
    },
    {
      id: 'check',
      header: null,
      cell: (a) => (
        <Button
          size="sm"
          variant={a.checked ? 'outline' : 'default'}
          disabled={checking.busy}
          onClick={() => checking.save({ id: a.id, cid, checked: !a.checked })}
          data-testid="ac-check"
        >
          {t(a.checked ? 'contest.acInfo.uncheck' : 'contest.acInfo.check')}
        </Button>
      ),
    },
  ];
  return (
    <ContestQueue
      testId="ac-helper"
      queue={queue}
      pageSize={AC_INFO_PAGE_SIZE}
      columns={columns}
      rowTestId="ac-row"
      rowData={(a) => ({
        'data-checked': String(a.checked),
        'data-first-blood': String(a.firstBlood),
        'data-user': a.username,
      })}
      empty={t('contest.acInfo.empty')}
    />
  );
}
