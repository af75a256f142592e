import { HeartIcon, StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContestProblemRow } from '../../../../src/contract/contests.ts';
import type { AcmRow, OiRow } from '../../../../src/contract/scoreboard/board-rows.ts';
import { cn } from '../../../lib/cn.ts';
import type { BoardRow } from '../api.ts';
import { hms, textOn } from '../contest-format.ts';
import { AcmCell, OiCell } from './board-cells.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

interface Props {
  oi: boolean;
  rows: BoardRow[];
  problems: ContestProblemRow[];
  follows: string[];
  viewerUid: string | null;
  onFollow: (uid: string) => void;
}

/** The board: rank, user, AC and time (or total score), then one column per problem. */
export function BoardTable({ oi, rows, problems, follows, viewerUid, onFollow }: Props) {
  const { t } = useTranslation();
  const th = 'px-2 py-2 text-center whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table data-testid="board-table">
        <TableHeader className="bg-muted/60 text-muted-foreground">
          <TableRow>
            <TableHead className={th}>{t('contest.board.rank')}</TableHead>
            <TableHead className={cn(th, 'text-left')}>{t('contest.board.user')}</TableHead>
            <TableHead className={th}>{oi ? t('contest.board.totalScore') : t('contest.board.acTime')}</TableHead>
            {problems.map((p) => (
              <TableHead key={p.id} className="min-w-16 border-l px-1 py-1 text-center" title={p.displayTitle}>
                <div className="flex flex-col items-center gap-0.5">
                  <span
                    className="rounded-full px-2 font-mono font-semibold"
                    style={p.color ? { backgroundColor: p.color, color: textOn(p.color) } : undefined}
                  >
                    {p.displayId}
                  </span>
                  <span className="text-[10px] font-normal tabular-nums">
                    {p.ac}/{p.total}
                  </span>
                </div>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => {
            const followed = follows.includes(row.uid);
            // The server sends the viewer's and followed rows first as copies: a row shown again later is pinned.
            const pinned = (row.uid === viewerUid || followed) && rows.some((r, j) => j > i && r.uid === row.uid);
            return (
              <TableRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a pinned row shows the same user twice (pinned and in place)
                key={`${row.uid}-${i}`}
                className={cn('border-t', pinned && 'bg-sky-50 dark:bg-sky-950/40')}
                data-testid="board-row"
                data-uid={row.uid}
                data-username={row.username}
              >
                <TableCell className="px-2 text-center tabular-nums">
                  {row.rank === -1 ? (
                    <StarIcon className="mx-auto size-4 text-amber-500" aria-label={t('contest.board.star')} />
                  ) : (
                    row.rank
                  )}
                </TableCell>
                <TableCell className="px-2 py-1">
                  <div className="flex items-center gap-1.5">
                    <button
                      type="button"
                      onClick={() => onFollow(row.uid)}
                      aria-pressed={followed}
                      title={followed ? t('contest.board.unfollow') : t('contest.board.follow')}
                      data-testid="follow"
                    >
                      <HeartIcon
                        className={cn('size-4', followed ? 'fill-rose-500 text-rose-500' : 'text-muted-foreground')}
                      />
                    </button>
                    <span className="font-medium">{row.username}</span>
                    {row.gender === 'female' && (
                      <span className="rounded bg-pink-100 px-1 text-[10px] text-pink-700">♀</span>
                    )}
                    {row.awardName && (
                      <span
                        className="rounded px-1.5 text-[10px]"
                        style={{
                          backgroundColor: row.awardBackground ?? undefined,
                          color: row.awardColor ?? undefined,
                        }}
                        data-testid="award"
                      >
                        {row.awardName}
                      </span>
                    )}
                  </div>
                  {row.school && <div className="text-xs text-muted-foreground">{row.school}</div>}
                </TableCell>
                <TableCell className="px-2 text-center tabular-nums" data-testid="board-total">
                  {oi ? (
                    <>
                      <div className="font-semibold">{(row as OiRow).totalScore}</div>
                      <div className="text-[10px] text-muted-foreground">{row.totalTime} ms</div>
                    </>
                  ) : (
                    <>
                      <div className="font-semibold">{(row as AcmRow).ac}</div>
                      <div className="text-[10px] text-muted-foreground">{hms(row.totalTime)}</div>
                    </>
                  )}
                </TableCell>
                {problems.map((p) => (
                  <TableCell key={p.id} className="border-l p-0" data-display-id={p.displayId}>
                    {oi ? (
                      <OiCell
                        score={(row as OiRow).submissionInfo[p.displayId]}
                        time={(row as OiRow).timeInfo[p.displayId]}
                      />
                    ) : (
                      <AcmCell r={(row as AcmRow).submissionInfo[p.displayId]} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
