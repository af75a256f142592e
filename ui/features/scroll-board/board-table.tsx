import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcmRow, RankShowName } from '../../../src/contract/scoreboard/board-rows.ts';
import { shownName } from '../../../src/contract/scoreboard/page-board.ts';
import { medalOf, type RevealStep } from '../../../src/contract/scoreboard/resolver.ts';
import { cn } from '../../lib/cn.ts';
import { MEDAL_STYLE } from './medal-style.ts';
import { ProblemCell } from './problem-cell.tsx';

export interface BoardLayout {
  displayIds: string[];
  balloonColor: Record<string, string>;
  rankShowName: RankShowName;
  /** Row height in px; type sizes follow it. */
  rowH: number;
}

export const gridColumns = (layout: BoardLayout) =>
  `${layout.rowH * 1.5}px minmax(0, 1fr) ${layout.rowH * 1.5}px ${layout.rowH * 2}px repeat(${layout.displayIds.length}, minmax(0, ${layout.rowH * 2.4}px))`;

/**
 * The rows, each placed by a CSS transform at its board position, so a row that changes place
 * slides there. The view follows the row the next step reveals.
 */
export function BoardTable({
  board,
  layout,
  flash,
  nextUid,
  moveMs,
}: {
  board: AcmRow[];
  layout: BoardLayout;
  flash: RevealStep | null;
  nextUid: string | null;
  moveMs: number;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { rowH } = layout;
  const focus = Math.max(
    0,
    board.findIndex((r) => r.uid === (nextUid ?? flash?.uid)),
  );

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: Math.max(0, focus * rowH - el.clientHeight / 2 + rowH / 2), behavior: 'smooth' });
  }, [focus, rowH]);

  const rows = [...board.entries()].sort(([, a], [, b]) => (a.uid < b.uid ? -1 : 1));
  return (
    <div
      ref={scroller}
      className="relative min-h-0 flex-1 overflow-y-auto [scrollbar-width:none]"
      data-testid="scroll-board-rows"
    >
      <div className="relative" style={{ height: board.length * rowH }}>
        {rows.map(([index, row]) => {
          const medal = medalOf(row);
          const style: CSSProperties = {
            height: rowH,
            gridTemplateColumns: gridColumns(layout),
            transform: `translateY(${index * rowH}px)`,
            transition: `transform ${moveMs}ms ease-in-out`,
            zIndex: row.uid === flash?.uid ? 2 : 1,
          };
          return (
            <div
              key={row.uid}
              data-testid="scroll-row"
              data-username={row.username}
              data-index={index}
              data-rank={row.rank}
              data-medal={medal ?? ''}
              className={cn(
                'absolute inset-x-0 top-0 grid items-center gap-[0.4em] border-b border-white/10 px-[0.6em]',
                index % 2 === 0 ? 'bg-[#111a33]' : 'bg-[#0d1429]',
                row.uid === nextUid && 'outline-4 -outline-offset-4 outline-sky-400',
              )}
              style={style}
            >
              <div
                className="flex h-[80%] items-center justify-center rounded-md font-bold tabular-nums"
                style={medal ? MEDAL_STYLE[medal] : undefined}
              >
                {row.rank === -1 ? '★' : row.rank}
              </div>
              <div className="min-w-0">
                <div className="truncate font-semibold">{shownName(row, layout.rankShowName)}</div>
                <div className="truncate text-[0.68em] text-white/75">
                  {medal && (
                    <span className="mr-[0.5em] rounded px-[0.4em] font-bold" style={MEDAL_STYLE[medal]}>
                      {t(`scrollBoard.medal.${medal}`)}
                    </span>
                  )}
                  {row.rank === -1 && <span className="mr-[0.5em] text-amber-300">{t('scrollBoard.board.star')}</span>}
                  {row.school}
                </div>
              </div>
              <div className="text-center font-bold tabular-nums">{row.ac}</div>
              <div className="text-center tabular-nums">{Math.floor(row.totalTime / 60)}</div>
              {layout.displayIds.map((id) => (
                <ProblemCell
                  key={id}
                  result={row.submissionInfo[id]}
                  flashing={flash?.uid === row.uid && flash.displayId === id}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
