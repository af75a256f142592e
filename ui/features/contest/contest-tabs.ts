import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { ContestInfo } from '../../../src/contract/contests.ts';

/** The contest shell's tabs (spec doc 2 §2) and the path of each under /contest/{cid}. */
export const CONTEST_TABS = {
  overview: '',
  problems: 'problems',
  submissions: 'submissions',
  rank: 'rank',
  announcements: 'announcements',
  comment: 'comment',
  print: 'print',
  acInfo: 'ac-info',
  adminPrint: 'admin-print',
  rejudge: 'rejudge',
  scrollBoard: 'scroll-board',
  proctor: 'proctor',
  similarity: 'similarity',
} as const;
export type ContestTab = keyof typeof CONTEST_TABS;

/** Which tab a path inside /contest/{cid} shows; a problem page and a submission's detail keep Problems highlighted. */
export function tabOf(rest: string): ContestTab {
  const first = rest.split('/')[0] ?? '';
  if (first === 'problem' || first === 'problems') return 'problems';
  return (
    (Object.keys(CONTEST_TABS) as ContestTab[]).find((k) => k !== 'overview' && CONTEST_TABS[k] === first) ?? 'overview'
  );
}

/**
 * The tabs this viewer sees: Print when the contest prints; the AC helper and the scroll board for
 * contest admins of ACM contests; Admin Print for contest admins when it prints; Rejudge for the super admin
 * and contest admins whose role rejudges in what it runs (`mayRejudge`);
 * Proctor (every expected participant and their state) and Similarity (the code similarity
 * check) for contest admins;
 * Comment while the site's contest-comment switch is on.
 */
export function visibleTabs(
  info: Pick<ContestInfo, 'openPrint' | 'type'>,
  isAdmin: boolean,
  mayRejudge: boolean,
  commentOpen = false,
): ContestTab[] {
  const rule = contestRule(info.type);
  const shown: Record<ContestTab, boolean> = {
    overview: true,
    problems: true,
    submissions: rule.listsSubmissions,
    rank: true,
    announcements: true,
    comment: commentOpen && rule.listsSubmissions,
    print: info.openPrint,
    acInfo: isAdmin && rule.firstAccepts,
    adminPrint: isAdmin && info.openPrint,
    rejudge: mayRejudge,
    scrollBoard: isAdmin && rule.firstAccepts,
    proctor: isAdmin,
    similarity: isAdmin,
  };
  return (Object.keys(CONTEST_TABS) as ContestTab[]).filter((k) => shown[k]);
}
