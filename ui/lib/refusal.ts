/**
 * What the client does when the server refuses a call (HTTP 403). The refused call is never asked
 * again by itself: the role list is read again once (to hide what the user may no longer open),
 * except when the refused call is that very read, and an exam's refusal (it carries the exam's
 * `cid`) takes the student to the exam instead.
 */
export const AUTH_INFO_PATH = '/api/get-user-auth-info';

export interface RefusalPlan {
  /** Read the role list again. */
  refreshRoles: boolean;
  /** Where the page goes, or null to stay. */
  goTo: string | null;
  /** Whether the refusal's message is shown: not on the exam's own pages, where a background call met the exam. */
  tell: boolean;
}

/** The running exam a refusal names, from the envelope's data. */
export function examCidOf(data: unknown): number | null {
  const cid = (data as { cid?: unknown } | null)?.cid;
  return typeof cid === 'number' && Number.isInteger(cid) && cid > 0 ? cid : null;
}

/** `path`: the refused call's path; `at`: the page's path; `admin`: a back office call. */
export function planRefusal(path: string, data: unknown, at: string, admin: boolean): RefusalPlan {
  const exam = examCidOf(data);
  if (exam !== null) {
    // The exam's pages under either base (a computational-thinking exam's /computationalThinkingContest/{cid}).
    const inExam = new RegExp(`^/(contest|computationalThinkingContest)/${exam}(/|$)`).test(at);
    return { refreshRoles: false, goTo: inExam ? null : `/contest/${exam}`, tell: !inExam };
  }
  return { refreshRoles: path !== AUTH_INFO_PATH, goTo: admin ? '/admin' : null, tell: true };
}

type RefusalHandler = (path: string, msg: string, data: unknown, admin: boolean) => void;
let handler: RefusalHandler = () => {};
/** The API client shows refusals and follows their plan; it registers itself here when it loads. */
export function handleRefusalsWith(h: RefusalHandler) {
  handler = h;
}
/** A refusal met outside the API client (an event stream), handled as the client handles its own. */
export function reportRefusal(path: string, msg: string, data: unknown, admin = false) {
  handler(path, msg, data, admin);
}
