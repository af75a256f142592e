import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  displayIdsOf,
  type MedalCounts,
  type RevealStep,
  type ScrollBoardInfo,
  type ScrollData,
} from '../../../src/contract/scoreboard/resolver.ts';
import { BoardTable, type BoardLayout, gridColumns } from './board-table.tsx';
import { FLASH_KEYFRAMES } from './problem-cell.tsx';
import { SPEED_LEVELS, useResolver, useResolverKeys } from './use-resolver.ts';

/** Row height from the window's height: about fifteen rows on screen, at 1280×720 as at 1920×1080. */
const rowHeightOf = () => Math.max(40, Math.min(72, Math.floor(window.innerHeight / 15)));
function useRowHeight(): number {
  const [rowH, setRowH] = useState(rowHeightOf);
  useEffect(() => {
    const onResize = () => setRowH(rowHeightOf());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return rowH;
}

/** The resolver on a full, dark screen: title and progress, the column header, the rows, the keys. */
export function ResolverView({
  info,
  data,
  steps,
  medals,
}: {
  info: ScrollBoardInfo;
  data: ScrollData;
  steps: RevealStep[];
  medals: MedalCounts;
}) {
  const { t } = useTranslation();
  const r = useResolver(data, steps, medals);
  useResolverKeys(r);
  const rowH = useRowHeight();
  const layout: BoardLayout = {
    displayIds: displayIdsOf(info),
    balloonColor: info.balloonColor,
    rankShowName: info.rankShowName,
    rowH,
  };
  const status = r.finished
    ? t('scrollBoard.board.finished')
    : r.done === 0
      ? t('scrollBoard.board.sealed')
      : t('scrollBoard.board.step', { done: r.done, total: r.total });

  return (
    <div
      className="fixed inset-0 flex flex-col bg-[#070b18] text-white"
      style={{ fontSize: Math.round(rowH * 0.42) }}
      data-testid="scroll-board"
      data-finished={r.finished}
      data-done={r.done}
      data-total={r.total}
    >
      <style>{FLASH_KEYFRAMES}</style>
      <header className="flex items-baseline justify-between gap-[1em] px-[0.8em] py-[0.4em]">
        <h1 className="truncate text-[1.4em] font-bold">{info.title}</h1>
        <div className="flex shrink-0 items-baseline gap-[1em] text-[0.8em] text-white/85">
          <span data-testid="scroll-board-status" className="font-semibold text-sky-300">
            {status}
          </span>
          <span>{t('scrollBoard.board.medalCounts', { ...medals })}</span>
          <span>
            {t('scrollBoard.board.auto')}: {t(r.auto ? 'scrollBoard.board.on' : 'scrollBoard.board.off')}
          </span>
          <span>{t('scrollBoard.board.speed', { level: `${r.speed}/${SPEED_LEVELS}` })}</span>
        </div>
      </header>
      <div
        className="grid items-center gap-[0.4em] border-y border-white/20 bg-[#18223f] px-[0.6em] text-[0.8em] font-semibold"
        style={{ gridTemplateColumns: gridColumns(layout), height: rowH * 0.8 }}
      >
        <div className="text-center">{t('scrollBoard.board.rank')}</div>
        <div>{t('scrollBoard.board.name')}</div>
        <div className="text-center">{t('scrollBoard.board.solved')}</div>
        <div className="text-center">{t('scrollBoard.board.penalty')}</div>
        {layout.displayIds.map((id) => (
          <div key={id} className="flex items-center justify-center gap-[0.35em]">
            <span
              className="inline-block size-[0.9em] rounded-full border-2 border-white/80"
              style={{ background: info.balloonColor[id] || 'transparent' }}
            />
            {id}
          </div>
        ))}
      </div>
      <BoardTable
        board={r.board}
        layout={layout}
        flash={r.flash}
        nextUid={r.finished ? null : r.nextUid}
        moveMs={r.moveMs}
      />
      <footer className="px-[0.8em] py-[0.3em] text-center text-[0.7em] text-white/75">
        {t('scrollBoard.board.keys')}
      </footer>
    </div>
  );
}
