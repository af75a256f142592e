import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';

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
