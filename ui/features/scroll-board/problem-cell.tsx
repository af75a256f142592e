import { useTranslation } from 'react-i18next';
import type { AcmProblemResult } from '../../../src/contract/scoreboard/board-rows.ts';
import { cn } from '../../lib/cn.ts';

/** The flash of a revealed cell (the page renders it once, with the board). */
export const FLASH_KEYFRAMES =
  '@keyframes scroll-flash { 0%, 100% { filter: none; transform: scale(1); } 50% { filter: brightness(1.6); transform: scale(1.08); } }';

/** One problem of a row: accepted (tries / minute), failed (− tries), frozen (? n tries), or empty. */
export function ProblemCell({ result, flashing }: { result: AcmProblemResult | undefined; flashing: boolean }) {
  const { t } = useTranslation();
  const base = 'flex h-[86%] flex-col items-center justify-center rounded-md leading-tight';
  const flash = flashing ? 'animate-[scroll-flash_0.45s_ease-in-out_4]' : '';
  if (result === undefined) return <div className={cn(base, 'bg-white/5')} />;
  if (result.tryNum > 0) {
    return (
      <div
        className={cn(base, 'bg-amber-400 font-bold text-black', flash)}
        data-cell="frozen"
        title={t('scrollBoard.board.frozenTitle', { count: result.tryNum })}
      >
        <span className="text-[1.05em]">?</span>
        <span className="text-[0.66em]">{t('scrollBoard.board.frozen', { count: result.tryNum })}</span>
      </div>
    );
  }
  if (result.isAC) {
    const minutes = Math.floor((result.ACTime ?? 0) / 60);
    return (
      <div
        className={cn(
          base,
          result.isFirstAC ? 'bg-emerald-800 ring-2 ring-emerald-300' : 'bg-green-600',
          'font-bold text-white',
          flash,
        )}
        data-cell="ac"
        title={`${t('scrollBoard.board.acTitle', { minutes, count: result.errorNum })}${result.isFirstAC ? ` · ${t('scrollBoard.board.firstBlood')}` : ''}`}
      >
        <span>{`+${result.errorNum > 0 ? result.errorNum : ''}`}</span>
        <span className="text-[0.66em] font-semibold">{minutes}</span>
      </div>
    );
  }
  return (
    <div
      className={cn(base, 'bg-red-700 font-bold text-white', flash)}
      data-cell="fail"
      title={t('scrollBoard.board.failTitle', { count: result.errorNum })}
    >
      <span>{`−${result.errorNum > 0 ? result.errorNum : ''}`}</span>
    </div>
  );
}
