import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contestRule } from '../../../../src/contract/contest-rules.ts';
import { BOARD_PAGE_SIZES, type ContestInfo, type ContestProblemRow } from '../../../../src/contract/contests.ts';
import { Pager } from '../../../components/pager.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { whileDown } from '../../../lib/events.ts';
import { userAtom } from '../../../lib/session.ts';
import { type BoardPage, contestApi } from '../api.ts';
import { useContestEvent } from '../contest-events.tsx';
import { statusAt } from '../use-contest.ts';
import { useContestProblems } from '../use-contest-problems.ts';
import { isSealed } from '../../../../src/contract/scoreboard/timeliness.ts';
import { BoardTable } from './board-table.tsx';
import { readFollows, toggleFollow } from './follows.ts';
import { boardRefreshes, sealNoticeKey } from './seal-notice.ts';

/** Auto refresh of a running contest's board (spec doc 2 "Scoreboard pages"). */
const REFRESH_MS = 30_000;
/** The board's page size until the viewer picks another (spec doc 2 §9: 50). */
const PAGE_SIZE = 50;

function Toggle({
  id,
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <div className="flex items-center gap-1.5" title={hint}>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} data-testid={id} />
      <Label htmlFor={id} className="text-sm">
        {label}
      </Label>
    </div>
  );
}

/** A contest's board (the rank tab, or an outside board): the server ranks, the page shows. */
export function ContestBoard({
  info,
  now,
  isAdmin,
  outside,
  problems: given,
}: {
  info: ContestInfo;
  now: number;
  isAdmin: boolean;
  outside: boolean;
  problems?: ContestProblemRow[];
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  // The shell's rows when it has them; else the board reads them (the outside board).
  const read = useContestProblems(info.id, !given);
  const problems = given ?? read.rows ?? [];
  const [page, setPage] = useState<BoardPage | null>(null);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [removeStar, setRemoveStar] = useState(false);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [auto, setAuto] = useState(true);
  const [follows, setFollows] = useState(() => readFollows(info.id));
  const ended = statusAt(info, now) === 1;
  const oi = contestRule(info.type).scoring === 'oi';
  // The server's word on the page it sent (the contest's rule from a server that does not say); nothing before it comes.
  const sealed = page !== null && (page.sealed ?? isSealed(info, now));
  const unsealsByItself = page?.autoRealRank ?? info.autoRealRank;
  const sealState = { sealed, ended, unsealsByItself };
  // After the end the board still reads itself while a seal that lifts by itself waits for extra time.
  const live = boardRefreshes(sealState);
  const notice = sealNoticeKey(sealState);

  const load = useCallback(() => {
    const body = {
      cid: info.id,
      currentPage: current,
      limit,
      keyword,
      removeStar,
      forceRefresh,
      containsEnd: false,
      concernedList: follows,
    };
    (outside ? contestApi.outsideRank(body) : contestApi.rank(body)).then(
      (p) => {
        setPage(p);
        setError('');
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [info.id, current, limit, keyword, removeStar, forceRefresh, follows, outside, t]);
  useEffect(load, [load]);

  // A judgement or a changed rule, pushed by the tab's event stream (unless Auto Refresh is off); the 30 s refresh while the stream is down.
  useContestEvent('board', () => auto && load());
  useEffect(() => (!auto || !live ? undefined : whileDown(REFRESH_MS, load)), [auto, live, load]);

  return (
    <div className="flex flex-col gap-3" data-testid="contest-board" data-oi={oi}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Input
          className="h-8 w-56"
          placeholder={t('contest.board.search')}
          aria-label={t('contest.board.search')}
          data-testid="board-search"
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setKeyword(e.currentTarget.value.trim());
              setCurrent(1);
            }
          }}
        />
        <Toggle
          id="board-star-user"
          label={t('contest.board.starUser')}
          hint={t('contest.board.starUserHint')}
          checked={!removeStar}
          onChange={(shown) => setRemoveStar(!shown)}
        />
        {isAdmin && (
          <Toggle
            id="board-force"
            label={t('contest.board.forceUpdate')}
            hint={t('contest.board.forceUpdateHint')}
            checked={forceRefresh}
            onChange={setForceRefresh}
          />
        )}
        <Toggle
          id="board-auto"
          label={t('contest.board.autoRefresh')}
          checked={auto && live}
          onChange={setAuto}
          disabled={!live}
        />
      </div>
      {notice && !(isAdmin && forceRefresh) && (
        <p
          className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
          data-testid="board-sealed"
        >
          {t(notice)}
        </p>
      )}
      {error ? (
        <p className="py-8 text-center text-muted-foreground" data-testid="board-error">
          {error}
        </p>
      ) : (
        <BoardTable
          oi={oi}
          rows={page?.records ?? []}
          problems={problems}
          follows={follows}
          viewerUid={user?.uid ?? null}
          onFollow={(uid) => setFollows(toggleFollow(info.id, uid))}
        />
      )}
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={limit}
        current={current}
        pageSizes={BOARD_PAGE_SIZES}
        onPageChange={setCurrent}
        onPageSizeChange={(n) => {
          setLimit(n);
          setCurrent(1);
        }}
      />
    </div>
  );
}
