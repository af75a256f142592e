import type { JudgeServiceInfo } from '../../../src/contract/dashboard.ts';

/** One line of the judge card's notice: its text key under adminConfig.judge and the values it names. */
export interface NoticeLine {
  key:
    | 'notRunning'
    | 'startError'
    | 'nextStart'
    | 'storageFull'
    | 'storageLastFailure'
    | 'waitingForRoom'
    | 'keptVerdicts';
  values?: Record<string, string | number>;
}

const at = (ms: number) => new Date(ms).toLocaleString();

/**
 * What keeps the judge from judging, in the order the card shows it: a start that failed (and
 * when it is tried again), a full disk (since when, what failed last), the judge waiting for
 * space below the reserve, and the verdicts it keeps until they can be stored. Empty: all is well.
 * `size` words a number of bytes (the card's formatBytes).
 */
export function judgeNotice(judge: JudgeServiceInfo, size: (bytes: number) => string): NoticeLine[] {
  const lines: NoticeLine[] = [];
  const storage = judge.storage;
  if (!judge.running) {
    lines.push({ key: 'notRunning' });
    if (judge.startError) lines.push({ key: 'startError', values: { error: judge.startError } });
    if (judge.nextStartAt) lines.push({ key: 'nextStart', values: { time: at(judge.nextStartAt) } });
  }
  if (storage?.fullSince) {
    lines.push({ key: 'storageFull', values: { since: at(storage.fullSince) } });
    if (storage.lastFailure) lines.push({ key: 'storageLastFailure', values: { what: storage.lastFailure } });
  }
  if (storage?.waitingForRoom)
    lines.push({
      key: 'waitingForRoom',
      values: { free: size(storage.freeBytes), reserve: size(storage.reserveBytes) },
    });
  if (storage && storage.keptVerdicts > 0) lines.push({ key: 'keptVerdicts', values: { count: storage.keptVerdicts } });
  return lines;
}
