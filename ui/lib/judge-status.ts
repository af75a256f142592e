import { JudgeStatus, type JudgeStatusCode, isFinalStatus } from '../../src/contract/judge-status.ts';

/** How a verdict is drawn (spec doc 1 §4): spinner while running, success, partial, warning or error. */
export type StatusIcon = 'spinner' | 'success' | 'partial' | 'warning' | 'error' | 'none';

const NAMES = Object.fromEntries(Object.entries(JudgeStatus).map(([name, code]) => [code, name])) as Record<
  number,
  keyof typeof JudgeStatus
>;

export function isKnownStatus(status: number): status is JudgeStatusCode {
  return status in NAMES;
}

/** i18n key of a status's full name ("Accepted", "Wrong Answer", …). */
export function statusNameKey(status: number): string {
  return `judgeStatus.name.${NAMES[status] ?? 'SYSTEM_ERROR'}`;
}

/** Non-final (pending, compiling, judging) and the client's own "submitting" spin. */
export function isRunningStatus(status: number): boolean {
  return !isFinalStatus(status) || status === JudgeStatus.SUBMITTING;
}

export function statusIcon(status: number): StatusIcon {
  if (isRunningStatus(status)) return 'spinner';
  if (status === JudgeStatus.ACCEPTED) return 'success';
  if (status === JudgeStatus.PARTIAL_ACCEPTED) return 'partial';
  if (status === JudgeStatus.SUBMITTED_NO_RESULT) return 'warning';
  if (status === JudgeStatus.NOT_SUBMITTED) return 'none';
  return 'error';
}

/** Tailwind colour classes of a status badge; each verdict family has its own colour. */
export function statusColor(status: number): string {
  switch (status) {
    case JudgeStatus.ACCEPTED:
      return 'bg-emerald-600 text-white';
    case JudgeStatus.PARTIAL_ACCEPTED:
      return 'bg-teal-500 text-white';
    case JudgeStatus.WRONG_ANSWER:
      return 'bg-red-600 text-white';
    case JudgeStatus.PRESENTATION_ERROR:
      return 'bg-orange-500 text-white';
    case JudgeStatus.COMPILE_ERROR:
      return 'bg-amber-500 text-white';
    case JudgeStatus.TIME_LIMIT_EXCEEDED:
    case JudgeStatus.MEMORY_LIMIT_EXCEEDED:
      return 'bg-orange-600 text-white';
    case JudgeStatus.RUNTIME_ERROR:
      return 'bg-fuchsia-600 text-white';
    case JudgeStatus.SUBMITTED_NO_RESULT:
      return 'bg-yellow-400 text-black';
    case JudgeStatus.SYSTEM_ERROR:
    case JudgeStatus.SUBMITTED_FAILED:
    case JudgeStatus.CANCELLED:
      return 'bg-zinc-500 text-white';
    case JudgeStatus.NOT_SUBMITTED:
      return 'bg-zinc-200 text-zinc-700';
    default:
      return 'bg-sky-600 text-white';
  }
}

/** Colour of a bare status icon or text. */
export function statusTextColor(status: number): string {
  const icon = statusIcon(status);
  if (icon === 'success') return 'text-emerald-600';
  if (icon === 'partial') return 'text-teal-500';
  if (icon === 'warning') return 'text-yellow-500';
  if (icon === 'spinner') return 'text-sky-600';
  if (icon === 'none') return 'text-muted-foreground';
  return 'text-red-600';
}
