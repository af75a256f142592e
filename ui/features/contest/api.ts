import type { BoardRequestInput } from '../../../src/contract/contests.ts';
import type { ContestAnnouncement } from '../../../src/contract/contest-ops.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { SubmissionRow } from '../../../src/contract/submissions.ts';
import type { AcmRow, OiRow } from '../../../src/contract/scoreboard/board-rows.ts';
import { api } from '../../lib/api.ts';

export type BoardRow = AcmRow | OiRow;
/** A page of the board and what the seal does to it (older servers send the page alone). */
export type BoardPage = Page<BoardRow> & {
  /** The page is the frozen board. */
  sealed?: boolean;
  /** When the results after the seal show by themselves, or null when only the contest's admins unseal it. */
  unsealAt?: number | null;
  autoRealRank?: boolean;
};
/** A contest submission row: the bank's row with the problem's display id in the contest. */
export type ContestSubmissionRow = SubmissionRow & { displayId: string };

/** The participants' contest calls (API-NEXT "Contests"); pages show failures in place. */
export const contestApi = {
  rank: (body: BoardRequestInput) => api.post<BoardPage>('/api/get-contest-rank', body, { quiet: true }),
  outsideRank: (body: BoardRequestInput) =>
    api.post<BoardPage>('/api/get-contest-outside-scoreboard', body, { quiet: true }),
  announcements: (cid: number, currentPage: number, limit: number) =>
    api.get<Page<ContestAnnouncement>>('/api/get-contest-announcement', { cid, currentPage, limit }, { quiet: true }),
  /** A new announcement by the contest's admins: a group contest's through the group's call, the site's through the back office's. */
  postAnnouncement: (cid: number, gid: number | null, announcement: { title: string; content: string }) =>
    api.post<ContestAnnouncement>(
      gid ? '/api/group/contest-announcement' : '/api/admin/contest/announcement',
      { cid, announcement },
      { quiet: true },
    ),
};
