/**
 * Starts the judge and keeps trying until it runs: a start that fails (a full disk, a sandbox not
 * ready) is logged as "the judge could not start" with the reason and tried again after a pause
 * that doubles up to `maxDelayMs`. Meanwhile submissions are accepted and wait in the queue (a
 * submission row in Pending is the queue entry), and the site says the judge is not running.
 */
import { log } from '../log.ts';
import { type JudgeService, type JudgingDeps, type JudgingOptions, startJudging } from './index.ts';

/** Where the start of the judge stands while it is not running. */
export interface JudgeStartState {
  /** Why the last start failed (null before the first failure). */
  lastError: string | null;
  /** When the next start is tried (epoch ms), while the judge is not running. */
  nextTryAt: number | null;
}

export interface KeepStartingOptions extends JudgingOptions {
  /** The pause after the first failed start (ms); it doubles after each failure. */
  firstDelayMs?: number;
  /** The longest pause between two starts (ms). */
  maxDelayMs?: number;
  /** The judge runs now. */
  started(judge: JudgeService): void;
}

export interface JudgeStarter {
  /** Settles once the first start was tried (whether or not the judge runs). */
  readonly firstTry: Promise<void>;
  state(): JudgeStartState;
  /** Stops trying (a judge already started is stopped by its owner). */
  stop(): void;
}

export function keepStartingJudge(deps: JudgingDeps, opts: KeepStartingOptions): JudgeStarter {
  const { firstDelayMs = 2_000, maxDelayMs = 30_000, started, ...judging } = opts;
  const state: JudgeStartState = { lastError: null, nextTryAt: null };
  let delay = firstDelayMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const attempt = async (): Promise<void> => {
    timer = null;
    state.nextTryAt = null;
    try {
      const judge = await startJudging(deps, judging);
      if (stopped) return void (await judge.stop());
      if (state.lastError) log.warn('the judge started after failed starts', { lastError: state.lastError });
      state.lastError = null;
      started(judge);
    } catch (e) {
      if (stopped) return;
      state.lastError = e instanceof Error ? e.message : String(e);
      state.nextTryAt = Date.now() + delay;
      log.error('the judge could not start: submissions wait in the queue', { error: String(e), retryInMs: delay });
      timer = setTimeout(() => void attempt(), delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  };

  return {
    firstTry: attempt(),
    state: () => ({ ...state }),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
