import { useAtomValue } from 'jotai';
import { LockIcon, TrophyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { contestRule, contestTypesWhere } from '../../../src/contract/contest-rules.ts';
import { CONTEST_LIST_LIMIT } from '../../../src/contract/contests.ts';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { absoluteTime } from '../../lib/format.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { contestHref } from '../../lib/contest-path.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import { userAtom } from '../../lib/session.ts';
import { CONTEST_STATUS_STYLE } from '../../lib/contest-status-style.ts';
import { durationText, LOCK_STYLE } from './contest-format.ts';
import { KeywordSearch } from '../../components/keyword-search.tsx';

type Choice = number | undefined;

function Chips({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: Choice;
  options: [Choice, string][];
  onChange: (v: Choice) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm" data-testid={testId}>
      <span className="text-muted-foreground">{label}:</span>
      {options.map(([v, text]) => (
        <Button
          key={String(v)}
          size="sm"
          variant={v === value ? 'default' : 'outline'}
          className="h-7"
          onClick={() => onChange(v)}
        >
          {text}
        </Button>
      ))}
    </div>
  );
}

/** The rule filter: the types listed with the other contests (a CT contest has its own list). */
const RULE_CHOICES = contestTypesWhere((r) => r.listedWithContests).map((type): [Choice, string] => [
  type,
  contestRule(type).label,
]);

/**
 * /contest: contests by rule, status and keyword, ten a page; entering asks a visitor to log in.
 * /computationalThinkingContest mounts it with `fixedType` 2: the same list without the rule filter.
 */
export function ContestListPage({ fixedType }: { fixedType?: number } = {}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const { page, filters, setFilters, setPage } = usePagedList(
    contestEndpoints.list,
    fixedType === undefined ? {} : { type: fixedType },
  );
  const { type, status, keyword } = filters;
  const current = filters.currentPage;
  // The search box edits its own text; the list follows the address, whose keyword it starts from.

  const go = (href: string) => {
    if (!user) {
      toast.warning(t('guard.loginFirst'));
      openLoginModal('login');
      return;
    }
    navigate(href);
  };
  const all = t('contest.list.all');
  return (
    <div className="flex flex-col gap-4" data-testid="contest-list">
      <h1 className="text-xl font-semibold">
        {fixedType === undefined ? t('contest.list.heading') : t('choice.contestList.heading')}
      </h1>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border p-3">
        {fixedType === undefined && (
          <Chips
            label={t('contest.list.rule')}
            value={type}
            testId="filter-rule"
            onChange={(v) => setFilters({ type: v })}
            options={[[undefined, all], ...RULE_CHOICES]}
          />
        )}
        <Chips
          label={t('contest.list.status')}
          value={status}
          testId="filter-status"
          onChange={(v) => setFilters({ status: v })}
          options={[
            [undefined, all],
            [-1, t('contest.status.-1')],
            [0, t('contest.status.0')],
            [1, t('contest.status.1')],
          ]}
        />
        <KeywordSearch
          value={keyword ?? ''}
          onSearch={(k) => setFilters({ keyword: k })}
          placeholder={t('contest.list.keyword')}
          label={t('contest.list.search')}
          testId="contest-keyword"
          className="sm:ml-auto"
          inputClassName="w-48"
        />
      </div>
      <ul className="flex flex-col gap-2">
        {page?.records.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3" data-testid="contest-row">
            <TrophyIcon className="size-8 shrink-0 text-amber-500" aria-hidden />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <button
                type="button"
                className="flex items-center gap-2 text-left font-medium hover:underline"
                onClick={() => go(contestHref(c.type, c.id))}
                data-testid="contest-title"
              >
                {c.auth !== 0 && (
                  <LockIcon
                    className={cn('size-4 shrink-0', LOCK_STYLE[c.auth])}
                    aria-label={t(`contest.auth.${c.auth}`)}
                  />
                )}
                <span className="truncate">{c.title}</span>
              </button>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span>
                  {t('contest.list.start')}: {absoluteTime(c.startTime)}
                </span>
                <span>
                  {t('contest.list.duration')}: {durationText(c.duration, t)}
                </span>
                <span className="rounded bg-muted px-1.5">{contestRule(c.type).label}</span>
                <span className="rounded bg-muted px-1.5">{t(`contest.auth.${c.auth}`)}</span>
                <span>
                  {t('contest.list.people')}: {c.count}
                </span>
              </div>
            </div>
            {c.openRank && (
              <Button
                size="sm"
                variant="outline"
                disabled={c.status === -1}
                onClick={() => navigate(`/contest/${contestRule(c.type).boardPath}-scoreboard/${c.id}`)}
                data-testid="outside-board"
              >
                {t('contest.list.outsideBoard')}
              </Button>
            )}
            <span
              className={cn('rounded px-2 py-0.5 text-xs', CONTEST_STATUS_STYLE[c.status])}
              data-testid="contest-status"
            >
              {t(`contest.status.${c.status}`)}
            </span>
          </li>
        ))}
        {page && page.records.length === 0 && (
          <li className="py-10 text-center text-muted-foreground">{t('contest.list.empty')}</li>
        )}
      </ul>
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={CONTEST_LIST_LIMIT}
        current={current}
        onPageChange={setPage}
      />
    </div>
  );
}
