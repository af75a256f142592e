import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';

/**
 * The verdict words the old judges share (HDU, POJ): each site's table adds its own. An output
 * limit is a Runtime Error, as Verdict's own judge reports it; a runtime error keeps its cause in
 * brackets in the message.
 */
export const CLASSIC_VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  Accepted: JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
};

/**
 * A status cell of an old judge's status page (HDU, POJ) read against the site's table: a name
 * still in progress, a final verdict (a `Runtime Error` carries its cause in brackets, which the
 * message keeps), or a name the table does not know, which is a System Error naming it.
 */
export interface SiteVerdict {
  final: boolean;
  status: JudgeStatusCode;
  /** The site's words for a final verdict other than Accepted, for the submission's message. */
  text: string | null;
}

export function readSiteVerdict(
  cell: string,
  inProgress: readonly string[],
  finals: Readonly<Record<string, JudgeStatusCode>>,
): SiteVerdict {
  const text = cell.replace(/\s+/g, ' ').trim();
  if (text === '' || inProgress.some((p) => text.toLowerCase().startsWith(p.toLowerCase()))) {
    return { final: false, status: JudgeStatus.JUDGING, text: null };
  }
  const name = Object.keys(finals).find((k) => text.toLowerCase().startsWith(k.toLowerCase()));
  const status = name ? finals[name]! : JudgeStatus.SYSTEM_ERROR;
  return { final: true, status, text: status === JudgeStatus.ACCEPTED ? null : text };
}
